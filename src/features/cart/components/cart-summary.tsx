import { DEFAULT_COUNTRY } from '@rules/countries';
import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';

import { Price } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { SummaryPanel, SummaryRow, SummaryTotal } from '@/components/ui/money-summary';
import { useLocale } from '@/lib/i18n/locale';

import { useShippingQuote } from '../api/get-shipping-quote';
import { useCartText } from '../i18n';
import { usePromotionText } from '../i18n/promotion';
import { useCart } from '../use-cart';
import { useOrderSummary } from '../use-order-summary';
import { DiscountRows } from './discount-rows';
import { PromotionCodeForm } from './promotion-code-form';
import { usePromotionRefusalText } from './promotion-refusal-text';

/**
 * The promotion code, subtotal, discounts, shipping 'Calculated at checkout', total and the two ways on
 * (SPEC §2). The bag knows no address yet: quote_order for Morocco without a city prices its
 * promotions, and the total leaves shipping out until the checkout knows the city (a city zone may
 * charge less), unless a promotion made shipping free wherever it goes.
 */
export function CartSummary() {
  const t = useCartText();
  const promotionText = usePromotionText();
  const refusalText = usePromotionRefusalText();
  const intl = INTL_LOCALE[useLocale()];
  const { subtotal } = useCart();
  // The zone editors set for Morocco (no city): where most parcels go and what the footnote promises.
  const { data: quote } = useShippingQuote(DEFAULT_COUNTRY, '', subtotal);
  const summary = useOrderSummary(DEFAULT_COUNTRY, '');
  return (
    <SummaryPanel id="summary-title" title={t('summary')}>
      <PromotionCodeForm
        code={summary.code}
        status={summary.codeStatus}
        checking={summary.checking}
        refusalText={refusalText}
      />
      <dl className="mt-6 space-y-3 text-sm">
        <SummaryRow label={t('subtotal')}>
          <Price amountMad={summary.subtotal} hideApprox />
        </SummaryRow>
        <DiscountRows applied={summary.applied} />
        {summary.freeShipping ? (
          <SummaryRow label={t('shipping')}>{promotionText('free')}</SummaryRow>
        ) : (
          <SummaryRow label={t('shipping')} valueClassName="text-ink-soft">
            {t('shipping.later')}
          </SummaryRow>
        )}
        <SummaryTotal label={t('total')} amountMad={summary.subtotal - summary.discount} />
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
        {quote?.free_from_mad && !summary.freeShipping
          ? t('freeFrom', { amount: formatAmountIn(quote.free_from_mad, 'MAD', intl) })
          : ''}
        {t('pay')}
      </p>
    </SummaryPanel>
  );
}
