import type { FormEvent } from 'react';

import { Button } from '@/components/ui';
import type { PaymentMethod } from '@/lib/constants';

import { useCheckoutText } from '../i18n';
import { PaypalChargeNote } from './paypal-charge-note';

interface PaymentStepProps {
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  onBack: () => void;
  onPlaceOrder: () => void;
  submitting: boolean;
  /** Why cash on delivery cannot be chosen for this address and total, or null when it can. */
  codRefusal: string | null;
  /** The order's total for the address (discount and shipping included), for the PayPal amount; undefined until the shipping is known. */
  total: number | undefined;
}

const OPTIONS = [
  { value: 'paypal', title: 'pay.paypal', text: 'pay.paypalText' },
  { value: 'cod', title: 'pay.cod', text: 'pay.codText' },
] as const satisfies readonly { value: PaymentMethod; title: string; text: string }[];

/** Step 2: PayPal or cash on delivery, as a native radio group. */
export function PaymentStep({
  method,
  onMethodChange,
  onBack,
  onPlaceOrder,
  submitting,
  codRefusal,
  total,
}: PaymentStepProps) {
  const t = useCheckoutText();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onPlaceOrder();
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset>
        <legend className="font-display text-2xl font-light text-ink">{t('pay.legend')}</legend>
        <div className="mt-5 grid gap-4">
          {OPTIONS.map((option) => {
            const refusal = option.value === 'cod' ? codRefusal : null;
            return (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-4 rounded-md border border-sand-300 bg-white p-5 transition-colors has-[:disabled]:cursor-not-allowed has-[:checked]:border-indigo-700 has-[:disabled]:opacity-70 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-saffron-500 has-[:checked]:ring-1 has-[:checked]:ring-indigo-700"
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={option.value}
                  checked={method === option.value}
                  disabled={refusal !== null}
                  aria-describedby={refusal ? 'cod-refusal' : undefined}
                  onChange={() => onMethodChange(option.value)}
                  className="mt-1 h-4 w-4 accent-indigo-800"
                />
                <span>
                  <span className="block font-medium text-ink">{t(option.title)}</span>
                  <span className="mt-1 block text-sm text-ink-soft">{t(option.text)}</span>
                  {refusal && (
                    <span id="cod-refusal" className="mt-2 block text-sm font-medium text-clay-700">
                      {refusal}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {method === 'paypal' && <PaypalChargeNote total={total} />}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t('placing') : method === 'paypal' ? t('toPaypal') : t('place')}
        </Button>
      </div>
    </form>
  );
}
