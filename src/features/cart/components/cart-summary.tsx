import { DEFAULT_COUNTRY } from '@rules/countries';
import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';

import { ButtonLink, Price } from '@/components/ui';
import { useLocale } from '@/lib/i18n/locale';

import { useShippingQuote } from '../api/get-shipping-quote';
import { useCartText } from '../i18n';
import { useCart } from '../use-cart';

/** Subtotal, shipping 'Calculated at checkout', total and the two ways on (SPEC §2). */
export function CartSummary() {
  const t = useCartText();
  const intl = INTL_LOCALE[useLocale()];
  const { subtotal } = useCart();
  // The zone editors set for Morocco (no city): where most parcels go and what the footnote promises.
  const { data: quote } = useShippingQuote(DEFAULT_COUNTRY, '', subtotal);
  return (
    <section aria-labelledby="summary-title" className="rounded-sm bg-sand-100 p-6 sm:p-8">
      <h2 id="summary-title" className="text-2xl font-light text-ink">
        {t('summary')}
      </h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('subtotal')}</dt>
          <dd>
            <Price amountMad={subtotal} hideApprox />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('shipping')}</dt>
          <dd className="text-ink-soft">{t('shipping.later')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-300 pt-4 text-base font-semibold text-ink">
          <dt>{t('total')}</dt>
          <dd className="text-end">
            <Price amountMad={subtotal} className="justify-end" />
          </dd>
        </div>
      </dl>
      <div className="mt-8 grid gap-3">
        <ButtonLink to="/checkout" size="lg">
          {t('checkout')}
        </ButtonLink>
        <ButtonLink to="/shop" variant="ghost">
          {t('continue')}
        </ButtonLink>
      </div>
      <p className="mt-6 text-xs leading-relaxed text-ink-muted">
        {quote?.free_from_mad
          ? t('freeFrom', { amount: formatAmountIn(quote.free_from_mad, 'MAD', intl) })
          : ''}
        {t('pay')}
      </p>
    </section>
  );
}
