import { formatAmount, formatMoney, paypalCharge } from '@rules/money';
import { useCart } from '@/features/cart';
import { useCurrency } from '@/providers/use-currency';

/**
 * Before the shopper leaves for PayPal: the currency and the exact amount PayPal will charge, the
 * figure create-checkout asks for (paypalCharge). PayPal has no dirhams, so a shopper who chose MAD
 * learns here that the charge is in euros.
 */
export function PaypalChargeNote({ shipping }: { shipping: number | undefined }) {
  const { subtotal } = useCart();
  const { currency } = useCurrency();
  if (shipping === undefined) return null;
  const total = subtotal + shipping;
  const charge = paypalCharge(total, currency);
  const amount = formatAmount(Number(charge.value), charge.currency_code);
  return (
    <p className="mt-4 text-sm text-ink" role="status">
      {currency === 'MAD'
        ? `PayPal does not take dirhams: the ${formatMoney(total, 'MAD')} total is charged as ${amount} (${charge.currency_code}).`
        : `PayPal will charge ${amount} (${charge.currency_code}).`}
    </p>
  );
}
