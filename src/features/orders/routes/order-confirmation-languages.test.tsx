import { cleanup, screen, within } from '@testing-library/react';

import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { createTestCode, placeOrderWithCode } from '@/testing/promotions';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

const supabase = await getSupabase();

/** Two medium Safi bowls (made to order, so no stock runs out), named by their variant as the bag does. */
async function placeCodOrder(locale: 'fr' | 'ar') {
  const { data: variant } = await supabase
    .from('product_variants')
    .select('id, product_id')
    .eq('sku', 'ZLJ-CER-002-M')
    .single()
    .throwOnError();
  const { data, error } = await supabase.functions.invoke<{ order_id: string; url: string }>(
    'create-checkout',
    {
      body: {
        items: [{ id: variant.product_id, variant_id: variant.id, quantity: 2, variant: { size: 'medium' } }],
        currency: 'MAD',
        payment_method: 'cod',
        locale,
        shipping_address: {
          name: 'Youssef Alaoui',
          email: 'youssef@example.ma',
          phone: '+212600000000',
          address: '3 Rue Talaa Kebira',
          city: 'Fes',
          postalCode: '30000',
          country: 'MA',
        },
      },
    },
  );
  if (error || !data) throw error ?? new Error('no order');
  return data;
}

/**
 * A shopper who chose the page's language: an English browser on /fr or /ar is otherwise offered
 * English by the chrome, whose offer loads on its own and may land in the middle of a test.
 */
function renderIn(locale: 'fr' | 'ar', path: string) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  renderRoute(`/${locale}${path}`);
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });

describe('the order page in French and Arabic', () => {
  let service: ReturnType<typeof serviceClient>;
  beforeAll(() => {
    service = serviceClient();
  });

  it('shows a French order in French, its sizes and SKUs too, at the address create-checkout answers', async () => {
    const { order_id, url } = await placeCodOrder('fr');
    expect(new URL(url).pathname).toBe(`/fr/order-confirmation/${order_id}`);
    renderIn('fr', `/order-confirmation/${order_id}`);
    expect(await heading('Merci pour votre commande')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nous vous avons envoyé un message WhatsApp : appuyez sur Confirmer, ou nous vous appellerons pour confirmer votre commande.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Paiement à la livraison')).toBeInTheDocument();
    expect(screen.getAllByText('en attente')).toHaveLength(2);
    expect(screen.getByText('Quantité : 2')).toBeInTheDocument();
    expect(screen.getByText('Taille : Moyen 18 cm')).toBeInTheDocument();
    expect(screen.getByText('Réf. : ZLJ-CER-002-M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/fr/shop');
    expect(screen.getByText(/Maroc/, { selector: 'address' })).toBeInTheDocument();
  });

  it('names the statuses and dates in Arabic, and a cancelled order with its reason', async () => {
    const { order_id } = await placeCodOrder('ar');
    for (const to of ['confirmed', 'cancelled'] as const) {
      const { error } = await service
        .from('orders')
        .update({ order_status: to, ...(to === 'cancelled' ? { cancel_reason: 'لم يتم التأكيد' } : {}) })
        .eq('id', order_id);
      if (error) throw error;
    }
    renderIn('ar', `/order-confirmation/${order_id}`);
    expect(await heading('شكرًا على طلبك')).toBeInTheDocument();
    expect(screen.getByText('أُلغي هذا الطلب: لم يتم التأكيد.')).toBeInTheDocument();
    expect(screen.getByText('المقاس: متوسط 18 سم')).toBeInTheDocument();
    expect(screen.getByText('المرجع: ZLJ-CER-002-M')).toBeInTheDocument();
    expect(screen.getByText('ملغى', { selector: 'span' })).toBeInTheDocument();
    const history = await screen.findByRole('heading', { name: 'مسار الطلب' }, { timeout: 10_000 });
    const steps = within(history.closest('section')!).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')!.textContent)).toEqual([
      'تم تقديم الطلب',
      'تم التأكيد',
      'ملغى',
    ]);
    // Dates in Arabic month names with Latin digits (ar-MA).
    const year = String(new Date().getFullYear());
    expect(steps[0]!.querySelector('time')!.textContent).toContain(year);
    expect(steps[0]!.querySelector('time')!.textContent).toMatch(/[\u0600-\u06FF]/);
  });

  it('names the discount and its code, and takes it off, in French and in Arabic', async () => {
    const code = await createTestCode({ kind: 'fixed', value: 50 });
    const order = await placeOrderWithCode(code, 1);
    const discountLine = (label: string) => screen.getByText(label).closest('div')!.querySelector('dd')!;

    renderIn('fr', `/order-confirmation/${order.id}`);
    expect(await heading('Merci pour votre commande')).toBeInTheDocument();
    expect(discountLine(`Remise (${code})`)).toHaveTextContent(/^−50\sMAD$/);
    cleanup();

    renderIn('ar', `/order-confirmation/${order.id}`);
    expect(await heading('شكرًا على طلبك')).toBeInTheDocument();
    expect(discountLine(`الخصم (${code})`)).toHaveTextContent(/^−\u200f?50\sد\.م\.\u200f?$/);
  });
});
