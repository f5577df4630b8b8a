import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { loadCatalogues } from '@/lib/i18n/catalogue';
import { LocaleContext } from '@/lib/i18n/locale';

import { CheckoutRefusedError } from '../api/create-order-checkout';

import { useRefusalText } from './refusal-text';

// The English wording equals create-checkout's own sentence for every code: order-errors_test.ts.
const refusal = (message: string, code: string, values: Record<string, string | number> = {}) =>
  new CheckoutRefusedError(message, 409, { code, values });

const wording = (locale: 'fr' | 'ar') =>
  renderHook(() => useRefusalText(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    ),
  }).result.current;

// Every catalogue this hook's code brought along (the bag's promotion words among them), before any render.
beforeAll(() => Promise.all([loadCatalogues('fr'), loadCatalogues('ar')]));

describe('refusals in the page’s language', () => {
  it('words a coded refusal in French and Arabic, plurals and numbers included', () => {
    const french = wording('fr');
    const onlyTwo = refusal('Sorry, only 2 of Fes Blue Tea Bowl are left.', 'only_left', {
      title: 'Fes Blue Tea Bowl',
      left: 2,
    });
    expect(french(onlyTwo)).toBe('Désolé, il ne reste que 2 exemplaires de Fes Blue Tea Bowl.');
    expect(french(refusal('…', 'cod_limit', { max: 5000 }))).toBe(
      'Le paiement à la livraison est possible pour les commandes jusqu’à 5\u202f000 MAD. Veuillez choisir PayPal.',
    );
    expect(french(refusal('…', 'cod_not_available'))).toBe(
      'Le paiement à la livraison n’est pas proposé pour cette adresse. Veuillez choisir PayPal.',
    );
    const arabic = wording('ar');
    expect(arabic(refusal('…', 'no_shipping_zone'))).toBe('عذرًا، لا نشحن إلى هذا البلد بعد.');
    expect(arabic(refusal('…', 'cod_limit', { max: 8000 }))).toBe(
      'الدفع عند الاستلام متاح للطلبات حتى 8.000 درهم. المرجو اختيار PayPal.',
    );
    expect(arabic(onlyTwo)).toBe('عذرًا، لم يتبقَّ من Fes Blue Tea Bowl سوى قطعتين.');
    // A size retired (or deleted) since it went into the bag.
    expect(french(refusal('…', 'unknown_variant'))).toBe(
      'Une taille de votre panier n’est plus en vente. Retirez-la puis réessayez.',
    );
    expect(arabic(refusal('…', 'unknown_variant'))).toBe(
      'لم يعد أحد المقاسات في سلتك معروضًا للبيع. المرجو إزالته والمحاولة من جديد.',
    );
  });

  it('words each cash-on-delivery refusal of a customer, naming PayPal, in French and Arabic', () => {
    const french = wording('fr');
    const arabic = wording('ar');
    const codes = ['cod_blocked', 'cod_too_many_open', 'cod_refusals', 'cod_rate_limited'];
    const inFrench = codes.map((code) => french(refusal('…', code)));
    const inArabic = codes.map((code) => arabic(refusal('…', code)));
    expect(inFrench[0]).toBe(
      'Le paiement à la livraison n’est pas disponible pour ce numéro de téléphone ou cette adresse e-mail. Veuillez payer avec PayPal.',
    );
    expect(inArabic[2]).toBe(
      'الدفع عند الاستلام غير متاح بعد رفض طرود عند التسليم. المرجو الدفع عبر PayPal.',
    );
    // Four different sentences, each in its language, each with the way to pay instead.
    for (const sentences of [inFrench, inArabic]) {
      expect(new Set(sentences).size).toBe(4);
      for (const sentence of sentences) expect(sentence).toContain('PayPal');
    }
    expect(inFrench.some((s) => s.includes('…'))).toBe(false);
  });

  it('shows the server’s own sentence for a refusal without a code, or with one this app does not know', () => {
    const french = wording('fr');
    expect(french(new CheckoutRefusedError('Please choose a valid size: small.', 400))).toBe(
      'Please choose a valid size: small.',
    );
    expect(french(refusal('Sorry, something new.', 'brand_new'))).toBe('Sorry, something new.');
  });

  it('words a refused code as the bag and the summary word it, in French and Arabic', () => {
    const short = refusal('The code ATAY15 needs 160.5 MAD more in your bag.', 'promotion_min_subtotal', {
      code: 'ATAY15',
      missing: 160.5,
    });
    expect(wording('fr')(short)).toBe('Il manque 160,5 MAD dans votre panier pour le code ATAY15.');
    expect(wording('ar')(refusal('…', 'promotion_already_used', { code: 'ATAY15' }))).toBe(
      'سبق لك استخدام الرمز ATAY15.',
    );
    expect(wording('fr')(refusal('…', 'too_many_codes'))).toBe(
      'Trop de codes ont été essayés. Patientez une minute puis réessayez.',
    );
  });
});
