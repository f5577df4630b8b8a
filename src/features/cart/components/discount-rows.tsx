import { Price } from '@/components/ui';
import { SummaryRow } from '@/components/ui/money-summary';
import { useLocale } from '@/lib/i18n/locale';

import type { AppliedPromotion } from '../api/get-order-quote';
import { usePromotionText } from '../i18n/promotion';

/**
 * A "Discount" row per promotion the quote applied, inside a summary's <dl>: the code when it has one,
 * its title (marked English where nobody has translated it yet) and what it takes off. Free shipping
 * takes nothing off the lines (the shipping row reads Free), so its row says so instead of an amount
 * and the rows still add up to the total.
 */
export function DiscountRows({ applied }: { applied: AppliedPromotion[] }) {
  const t = usePromotionText();
  const locale = useLocale();
  return applied.map((promotion) => (
    <SummaryRow
      key={promotion.id}
      label={
        <>
          {promotion.code ? t('discount.code', { code: promotion.code }) : t('discount')}
          <span
            className="block text-xs text-ink-muted"
            lang={promotion.lang !== locale ? promotion.lang : undefined}
          >
            {promotion.title}
          </span>
        </>
      }
      valueClassName="shrink-0 text-end text-ink"
    >
      {promotion.kind === 'free_shipping' ? (
        t('freeShipping')
      ) : (
        <Price
          amountMad={promotion.amount}
          hideApprox
          phrase={(amount) => t('discount.amount', { amount })}
        />
      )}
    </SummaryRow>
  ));
}
