import { INTL_LOCALE, type Locale } from '@rules/locales';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { loadCatalogues } from '@/lib/i18n/catalogue';
import { LocaleContext } from '@/lib/i18n/locale';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

import { setOrderStatus } from './api/set-order-status';
import { useRefusalText } from './refusal';
import { signInAsOwner } from './testing/sign-in-as-owner';

signOutAfterEach();

/** A pending COD order and the database's own refusal of a move it does not allow. */
async function refusedMove(to: string) {
  const { data, error } = await serviceClient()
    .from('orders')
    .insert({
      customer_name: 'Refusal Test',
      customer_email: `refusal-${crypto.randomUUID().slice(0, 8)}@example.com`,
      customer_phone: '+212612345678',
      shipping_address: { address: '4 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
      payment_method: 'cod',
      subtotal: 100,
      shipping: 0,
      total: 100,
    })
    .select('id, order_number')
    .single();
  if (error) throw error;
  const refusal = await setOrderStatus({ orderId: data.id, to }).then(
    () => null,
    (reason: unknown) => reason as Error,
  );
  if (!refusal) throw new Error(`moving to ${to} was allowed`);
  return { number: data.order_number as string, refusal };
}

function refusalIn(locale: Locale, error: Error, number: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
  );
  const { result } = renderHook(() => useRefusalText(), { wrapper });
  return result.current(error, number, INTL_LOCALE[locale]);
}

describe('a refused move, in the owner’s language', () => {
  beforeAll(() => Promise.all([loadCatalogues('fr'), loadCatalogues('ar')]));

  it('words the database’s refusal from its code, naming the moves still allowed', async () => {
    await signInAsOwner();
    const { number, refusal } = await refusedMove('delivered');
    const english = `order ${number} is pending and cannot become delivered (next it can only become confirmed or cancelled)`;
    // English says what the database says, without its code.
    expect(refusal.message).toBe(`invalid_status_change: ${english}`);
    expect(refusalIn('en', refusal, number)).toBe(english);
    expect(refusalIn('fr', refusal, number)).toBe(
      `La commande ${number} est en attente et ne peut pas devenir livrée : elle peut seulement devenir confirmée ou annulée.`,
    );
    expect(refusalIn('ar', refusal, number)).toBe(
      `حالة الطلب ${number}: قيد الانتظار، ولا يمكن أن تصبح: تم التسليم. الحالة التالية الممكنة: مؤكد أو ملغى.`,
    );
  });

  it('keeps a refusal it has no words for as the database wrote it', async () => {
    await signInAsOwner();
    const { number, refusal } = await refusedMove('lost');
    expect(refusalIn('en', refusal, number)).toBe(refusal.message);
    expect(refusalIn('fr', refusal, number)).toBe(
      `Ce changement n’a pas été enregistré (${refusal.message}).`,
    );
  });
});
