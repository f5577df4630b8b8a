import { DEFAULT_COUNTRY } from '@rules/countries';
import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';

import { Price } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { SummaryPanel, SummaryRow, SummaryTotal } from '@/components/ui/money-summary';
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
    <SummaryPanel id="summary-title" title={t('summary')}>
      <dl className="mt-6 space-y-3 text-sm">
        <SummaryRow label={t('subtotal')}>
          <Price amountMad={subtotal} hideApprox />
        </SummaryRow>
        <SummaryRow label={t('shipping')} valueClassName="text-ink-soft">
          {t('shipping.later')}
        </SummaryRow>
        <SummaryTotal label={t('total')} amountMad={subtotal} />
      </dl>
      <div className="mt-8 grid gap-3">
        <ButtonLinks
          links={{
            '/checkout': { label: t('checkout'), size: 'lg' },
            '/shop': { label: t('continue'), variant: 'ghost' },
          }}
        />
      </div>
      <p className="mt-6 text-xs leading-relaxed text-ink-muted">
        {quote?.free_from_mad
          ? t('freeFrom', { amount: formatAmountIn(quote.free_from_mad, 'MAD', intl) })
          : ''}
        {t('pay')}
      </p>
    </SummaryPanel>
  );
}
