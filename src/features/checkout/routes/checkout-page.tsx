import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { LoadingState, toast } from '@/components/ui';
import { lineKey, useCart, useOrderSummary, useShippingQuote } from '@/features/cart';
import type { PaymentMethod } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/locale';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { useCurrency } from '@/providers/use-currency';
import { useHydrating } from '@/lib/use-hydrating';
import { useLoggedError } from '@/lib/use-list-query';
import { isValidEmail } from '@rules/contact';
import { INTL_LOCALE } from '@rules/locales';
import { isPromotionReason } from '@rules/refusals';

import {
  CheckoutRefusedError,
  useCreateOrderCheckout,
  type OrderCheckoutResult,
} from '../api/create-order-checkout';
import { CheckoutSteps } from '../components/checkout-steps';
import { CheckoutSummary } from '../components/checkout-summary';
import { PaymentStep } from '../components/payment-step';
import { ShippingStep } from '../components/shipping-step';
import { clearCheckoutDraft, loadDraft, saveDraft } from '../checkout-draft';
import { codRefusal } from '../cod-refusal';
import { rememberPaypalAttempt } from '../paypal-attempts';
import { useRefusalText } from '../components/refusal-text';
import { missingFields, type RequiredField } from '../shipping-form';
import { useAttemptKey } from '../use-attempt-key';
import { useCheckoutDraft } from '../use-checkout-draft';
import { useCheckoutText } from '../i18n';

// The phone rule carries libphonenumber's metadata (~29 KB): fetched once the shopper is on the form.
const loadPhoneRule = () => import('@rules/phone');

export const handle: ScreenHandle = { translated: true };

/** /checkout: shipping, then payment, with the order summary beside the steps (SPEC §2). */
export default function CheckoutPage() {
  const { lines, subtotal, clearCart } = useCart();
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const navigate = useNavigate();
  const t = useCheckoutText();
  const refusalText = useRefusalText();
  const locale = useLocale();
  // What the shopper typed survives a reload and a trip back to the bag (session storage).
  const [{ step, form, method }, updateDraft] = useCheckoutDraft();
  const setStep = (next: 1 | 2) => updateDraft((draft) => ({ ...draft, step: next }));
  const setMethod = (next: PaymentMethod) => updateDraft((draft) => ({ ...draft, method: next }));
  const [invalid, setInvalid] = useState<RequiredField[]>([]);
  const checkout = useCreateOrderCheckout();
  const attemptKey = useAttemptKey();
  // Set synchronously on submit so a double click cannot send twice.
  const inFlight = useRef(false);
  // Once placed, the emptied cart must not bounce the shopper to /cart on the way to the confirmation.
  const [placed, setPlaced] = useState(false);
  // The prerendered page is a shell that knows no bag and no draft: while it hydrates, the heading and
  // the steps only; the form and the summary come in below them, so nothing on screen moves.
  const hydrating = useHydrating();
  // The quote follows the address as it is typed: the summary shows what the order will be charged.
  const city = useDeferredValue(form.city);
  // The zone (its name, delivery days and cash-on-delivery maximum) and, until the order's quote is
  // in, its shipping.
  const { data: zone, error: zoneError } = useShippingQuote(form.country, city, subtotal, locale);
  useLoggedError(zoneError, 'the shipping quote');
  // What the order costs with its promotions: the figures place_order charges.
  const summary = useOrderSummary(form.country, city, zone?.shipping);
  // Cash on delivery as the address's zone offers it, for the order's total: what place_order compares.
  const cod = codRefusal(zone, summary.total);
  const codRefusalText =
    cod === null ? null : cod.reason === 'limit' ? t('cod.limit', { max: cod.max }) : t('cod.notOffered');
  // A COD choice made before the address or cart changed does not survive a refusal.
  const chosenMethod = method === 'cod' && cod ? null : method;

  if (placed) return <LoadingState label={t('opening')} />;
  if (!hydrating && lines.length === 0) return <Navigate to="/cart" replace />;

  // The English toast names the fields as the spec writes them; other languages name their labels.
  const fieldList = (fields: RequiredField[]) =>
    locale === 'en'
      ? fields.join(', ')
      : new Intl.ListFormat(INTL_LOCALE[locale], { type: 'unit' }).format(fields.map((f) => t(`field.${f}`)));

  async function onContinue() {
    const missing = missingFields(form);
    setInvalid(missing);
    if (missing.length > 0) {
      toast({ title: t('toast.missing'), description: t('toast.fillIn', { fields: fieldList(missing) }) });
      return;
    }
    if (!isValidEmail(form.email)) {
      setInvalid(['email']);
      toast({ title: t('toast.email'), description: t('toast.emailText') });
      return;
    }
    const phoneRule = await loadPhoneRule();
    if (!phoneRule.toE164(form.phone, form.country)) {
      setInvalid(['phone']);
      toast({ title: t('toast.phone'), description: t('toast.phoneText') });
      return;
    }
    setStep(2);
  }

  function finish(result: OrderCheckoutResult, paymentMethod: PaymentMethod) {
    setPlaced(true);
    const confirmation = `/order-confirmation/${result.order_id}`;
    if (paymentMethod === 'paypal') {
      // The bag and the form stay until PayPal has captured the payment: a cancelled or declined
      // payment leaves the shopper where they were, ready to try again.
      const ordered = lines.map((line) => ({ key: lineKey(line), quantity: line.quantity }));
      rememberPaypalAttempt(result.order_id, result.url, ordered);
      // Saved at once: the page unmounts with this navigation, before an effect would save it.
      saveDraft({ ...loadDraft(), placedOrderId: result.order_id });
      const tab = window.open(result.url, '_blank');
      if (!tab) {
        // Pop-up blocked: go to PayPal in this tab; it returns to the confirmation page.
        window.location.assign(result.url);
        return;
      }
      tab.opener = null;
    } else {
      clearCart();
      clearCheckoutDraft();
    }
    void navigate(confirmation);
  }

  function onPlaceOrder() {
    const method = chosenMethod;
    if (!method) {
      toast({ title: t('toast.method'), description: t('toast.methodText') });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    // A code the quote says does not apply stays out (place_order would refuse the whole order for
    // it, and the shopper reads why beside it); one it has not judged yet goes, and place_order decides.
    const promotionCode = summary.code && summary.codeStatus?.applied !== false ? summary.code : undefined;
    // The code is part of the request: another code is another attempt, with a key of its own.
    const fingerprint = JSON.stringify({
      form,
      method,
      currency,
      promotionCode,
      lines: lines.map((l) => [l.id, l.variantId ?? null, l.variant, l.quantity]),
    });
    checkout.mutate(
      {
        lines,
        currency,
        shippingAddress: form,
        paymentMethod: method,
        idempotencyKey: attemptKey.keyFor(fingerprint),
        promotionCode,
      },
      {
        onSuccess: (result) => finish(result, method),
        onError: (error) => {
          console.error('Checkout failed:', error);
          if (error instanceof CheckoutRefusedError) attemptKey.forget();
          // The code changed since the quote (used up, ended): the summary asks again and says why.
          if (error instanceof CheckoutRefusedError && error.reason && isPromotionReason(error.reason.code))
            void queryClient.invalidateQueries({ queryKey: ['order-quote'] });
          toast({
            title: t('toast.error'),
            description: error instanceof CheckoutRefusedError ? refusalText(error) : t('toast.errorText'),
            variant: 'destructive',
          });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return (
    <div className="pb-24">
      <Seo title={t('title')} noindex />
      <div className="mx-auto max-w-content px-5 pt-10 sm:px-8 sm:pt-14">
        <h1 className="text-4xl font-light text-ink sm:text-5xl">{t('title')}</h1>
        <div className="mt-6">
          <CheckoutSteps current={hydrating ? 1 : step} />
        </div>
      </div>
      <div className="mx-auto mt-10 grid max-w-content gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_24rem]">
        {!hydrating && (
          <>
            {/* The phone rule comes as the shopper starts on the form, so Continue does not wait for it. */}
            <div onFocus={() => void loadPhoneRule()}>
              {step === 1 ? (
                <ShippingStep
                  form={form}
                  invalid={invalid}
                  onChange={(field, value) =>
                    updateDraft((draft) => ({ ...draft, form: { ...draft.form, [field]: value } }))
                  }
                  onContinue={() => void onContinue()}
                />
              ) : (
                <PaymentStep
                  method={chosenMethod}
                  codRefusal={codRefusalText}
                  total={summary.shipping === undefined ? undefined : summary.total}
                  onMethodChange={setMethod}
                  onBack={() => setStep(1)}
                  onPlaceOrder={onPlaceOrder}
                  submitting={checkout.isPending}
                />
              )}
            </div>
            <div className="lg:sticky lg:top-28 lg:self-start">
              <CheckoutSummary zone={zone} summary={summary} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
