import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn, formatMoneyIn, paypalCharge } from '@rules/money';

import { useLocale } from '@/lib/i18n/locale';
import { useCurrency } from '@/providers/use-currency';

import { useCheckoutText } from '../i18n';

/**
 * Before the shopper leaves for PayPal: the currency and the exact amount PayPal will charge, the
 * figure create-checkout asks for (paypalCharge of the order's total: subtotal - discount + shipping,
 * as the order quote gives it). PayPal has no dirhams, so a shopper who chose MAD learns here that
 * the charge is in euros.
 */
export function PaypalChargeNote({ total }: { total: number | undefined }) {
  const { currency } = useCurrency();
  const t = useCheckoutText();
  const intl = INTL_LOCALE[useLocale()];
  if (total === undefined) return null;
  const charge = paypalCharge(total, currency);
  const amount = formatAmountIn(Number(charge.value), charge.currency_code, intl);
  return (
    <p className="mt-4 text-sm text-ink" role="status">
      {currency === 'MAD'
        ? t('paypal.mad', { total: formatMoneyIn(total, 'MAD', intl), amount, code: charge.currency_code })
        : t('paypal.charge', { amount, code: charge.currency_code })}
    </p>
  );
}
