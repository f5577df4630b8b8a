import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { createTestCode, placeOrderWithCode } from '@/testing/promotions';
import { findText, renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

import { signInAsOwner } from '../testing/sign-in-as-owner';

const service = serviceClient();

afterEach(() => vi.restoreAllMocks());
signOutAfterEach();
beforeEach(() => {
  stubSubscriptionCheck(false);
});

/**
 * Orders written as the dashboard would (no stock held), placed in another language than the owner
 * reads: the screen follows the page, the order's language is only a fact about it.
 */
async function insertOrders(tag: string, count: number, locale: 'en' | 'fr' | 'ar') {
  const { data, error } = await service
    .from('orders')
    .insert(
      Array.from({ length: count }, (_, n) => ({
        customer_name: 'Youssef Alaoui',
        customer_email: `${tag}-${n}@example.com`,
        customer_phone: '+212612345678',
        shipping_address: { address: '3 Rue Talaa Kebira', city: 'Fes', postalCode: '30000', country: 'MA' },
        payment_method: 'cod' as const,
        subtotal: 1234.5,
        shipping: 0,
        total: 1234.5,
        locale,
      })),
    )
    .select('id, order_number, created_at');
  if (error) throw error;
  return data as { id: string; order_number: string; created_at: string }[];
}

/** A line of a medium Fes bowl, with its SKU, on an order written as the dashboard would. */
async function addSizedLine(orderId: string) {
  const { error } = await service.from('order_items').insert({
    order_id: orderId,
    product_title: 'Fes Blue Tea Bowl',
    variant_info: { size: 'medium' },
    sku: 'ZLJ-CER-001-M',
    quantity: 1,
    unit_price: 240,
    total_price: 240,
  });
  if (error) throw error;
}

async function moveTo(id: string, ...statuses: string[]) {
  for (const order_status of statuses) {
    const { error } = await service
      .from('orders')
      .update({ order_status, ...(order_status === 'cancelled' ? { cancel_reason: 'not confirmed' } : {}) })
      .eq('id', id);
    if (error) throw error;
  }
}

/** The owner chose the page's language, so the chrome does not offer English in the middle of a test. */
function renderAsOwnerIn(locale: 'fr' | 'ar', path: string) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  return renderRoute(`/${locale}${path}`);
}

async function search(user: ReturnType<typeof userEvent.setup>, label: string, button: string, term: string) {
  await user.type(await screen.findByLabelText(label, {}, { timeout: 10_000 }), term);
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: button }));
}

describe('/owner in French and Arabic', () => {
  it('shows an Arabic order to a French-speaking owner in French, and moves it in French', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const tag = `fr-owner-${crypto.randomUUID().slice(0, 8)}`;
    const [order] = await insertOrders(tag, 2, 'ar');
    await addSizedLine(order!.id);
    renderAsOwnerIn('fr', '/owner/orders');

    expect(await screen.findByRole('region', { name: 'À traiter' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    await search(user, 'Numéro de commande ou e-mail', 'Rechercher', tag);
    expect(await findText('2 commandes trouvées')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Trouver une commande' });
    await user.click(within(results).getByRole('link', { name: new RegExp(order!.order_number) }));

    const heading = await screen.findByRole('heading', { name: `Commande ${order!.order_number}` });
    const detail = heading.closest('article')!;
    expect(within(detail).getByText('Langue').nextSibling).toHaveTextContent('arabe');
    expect(within(detail).getByText('Maroc')).toBeInTheDocument();
    expect(within(detail).getByText('Taille : Moyen 18 cm')).toBeInTheDocument();
    expect(within(detail).getByText('Réf. : ZLJ-CER-001-M')).toBeInTheDocument();
    expect(within(detail).getByText('Paiement à la livraison (en attente)')).toBeInTheDocument();
    // French amounts: a narrow space between thousands, a decimal comma, MAD after the number.
    expect(within(detail).getAllByText(/^1\s234,50\sMAD$/).length).toBeGreaterThan(0);
    const placed = within(detail)
      .getByText(/^Passée le/)
      .querySelector('time')!;
    expect(placed.textContent).toMatch(
      new RegExp(
        `^\\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\\.? ${new Date(order!.created_at).getFullYear()}, \\d{2}:\\d{2}$`,
      ),
    );
    const timeline = within(detail).getByRole('region', { name: 'Historique' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent(/^Commande passée · par la boutique/);

    await user.click(within(detail).getByRole('button', { name: 'Confirmer la commande' }));
    expect(
      await findText(`La commande ${order!.order_number} est maintenant confirmée.`),
    ).toBeInTheDocument();

    // Cancelled meanwhile by the hold sweep: the refusal is worded in French, from the database's code.
    await moveTo(order!.id, 'cancelled');
    await user.click(
      await screen.findByRole('button', { name: 'Passer en préparation' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      `La commande ${order!.order_number} est annulée et ne peut pas devenir en préparation : elle ne peut plus changer.`,
    );
  });

  it('names an order to ship in Arabic, checks the tracking form in Arabic, and counts in Arabic', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const tag = `ar-owner-${crypto.randomUUID().slice(0, 8)}`;
    const [order, other] = await insertOrders(tag, 2, 'fr');
    await addSizedLine(order!.id);
    await moveTo(order!.id, 'confirmed', 'processing');
    await moveTo(other!.id, 'cancelled');
    renderAsOwnerIn('ar', `/owner/orders?order=${order!.id}`);

    const heading = await screen.findByRole(
      'heading',
      { name: `الطلب ${order!.order_number}` },
      { timeout: 10_000 },
    );
    const detail = heading.closest('article')!;
    expect(screen.getByRole('region', { name: 'في انتظارك' })).toBeInTheDocument();
    expect(within(detail).getByText('قيد التحضير', { selector: 'span' })).toBeInTheDocument();
    expect(within(detail).getByText('اللغة').nextSibling).toHaveTextContent('الفرنسية');
    expect(within(detail).getByText('المقاس: متوسط 18 سم')).toBeInTheDocument();
    expect(within(detail).getByText('المرجع: ZLJ-CER-001-M')).toBeInTheDocument();
    // ar-MA: Latin digits, the dirham's Arabic sign; dates with Latin digits and the Arabic comma.
    expect(within(detail).getAllByText(/^\u200f?1\.234,50\sد\.م\.\u200f?$/).length).toBeGreaterThan(0);
    expect(
      within(detail)
        .getByText(/^قُدّم في/)
        .querySelector('time')!.textContent,
    ).toMatch(new RegExp(`${new Date(order!.created_at).getFullYear()}، \\d{2}:\\d{2}$`));

    const ship = within(detail).getByRole('form', { name: 'تأكيد الشحن' });
    await user.type(within(ship).getByLabelText(/رابط التتبع/), 'http://tracking.example.ma/1');
    await user.click(within(ship).getByRole('button', { name: 'تأكيد الشحن' }));
    expect(within(ship).getByText('أدخل اسم شركة النقل.')).toBeInTheDocument();
    expect(within(ship).getByText('أدخل رقم التتبع.')).toBeInTheDocument();
    expect(
      within(ship).getByText('استعمل رابط https:// الخاص بشركة النقل، أو اترك الحقل فارغًا.'),
    ).toBeInTheDocument();
    expect(within(ship).getByLabelText('شركة النقل')).toHaveFocus();
    const cancel = within(detail).getByRole('form', { name: 'إلغاء الطلب' });
    await user.click(within(cancel).getByRole('button', { name: 'تأكيد الإلغاء' }));
    expect(within(cancel).getByText('أدخل سبب الإلغاء.')).toBeInTheDocument();
    // Nothing was sent: the order is still being prepared.
    const { data } = await service.from('orders').select('order_status').eq('id', order!.id).single();
    expect(data).toEqual({ order_status: 'processing' });

    await search(user, 'رقم الطلب أو البريد الإلكتروني', 'بحث', tag);
    expect(await findText('عُثر على طلبين')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'البحث عن طلب' })).getByRole('link', {
        name: new RegExp(other!.order_number),
      }),
    );
    const cancelled = await screen.findByRole('heading', { name: `الطلب ${other!.order_number}` });
    const otherDetail = cancelled.closest('article')!;
    expect(within(otherDetail).getByText('سبب الإلغاء').nextSibling).toHaveTextContent('لم يتم التأكيد');
    expect(
      within(otherDetail).getByText('حالة هذا الطلب: ملغى، ولم يعد بالإمكان تغييرها.'),
    ).toBeInTheDocument();
  });

  it("names an order's discount and the promotions in French and in Arabic", async () => {
    await signInAsOwner();
    const code = await createTestCode({ kind: 'percentage', value: 12.5, usage_limit: 3 });
    const order = await placeOrderWithCode(code, 2, `promo-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const itemOf = async (promotions: string) => {
      const region = await screen.findByRole('region', { name: promotions }, { timeout: 10_000 });
      return (await within(region).findByText(code, {}, { timeout: 10_000 })).closest('li')!;
    };

    renderAsOwnerIn('fr', `/owner/orders?order=${order.id}`);
    const heading = await screen.findByRole(
      'heading',
      { name: `Commande ${order.orderNumber}` },
      { timeout: 10_000 },
    );
    const detail = heading.closest('article')!;
    expect(within(detail).getByText('Code promo').nextSibling).toHaveTextContent(code);
    // 2 × 240 MAD with 12.5 % off: 60 MAD.
    expect(within(detail).getByText(`Remise (${code})`).nextSibling).toHaveTextContent(/^−60\sMAD$/);
    expect(within(detail).getByText(/^Remise −60\sMAD$/)).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Gestion' })).getByRole('link', { name: 'Promotions' }),
    );
    const french = await itemOf('Codes et offres automatiques');
    expect(within(french).getByText('En cours')).toBeInTheDocument();
    expect(within(french).getByText(/^12,5\s%\sde remise$/)).toBeInTheDocument();
    expect(within(french).getByText('Utilisations').nextSibling).toHaveTextContent('1 / 3');
    expect(within(french).getByText('Début').nextSibling).toHaveTextContent('Tout de suite');
    expect(within(french).getByText('Fin').nextSibling).toHaveTextContent('Sans date de fin');
    expect(within(french).getByText('Total des remises').nextSibling).toHaveTextContent(/^60\sMAD$/);
    cleanup();

    renderAsOwnerIn('ar', `/owner/orders?order=${order.id}`);
    expect(
      (await screen.findByText(`الخصم (${code})`, {}, { timeout: 10_000 })).nextSibling,
    ).toHaveTextContent(/^−\u200f?60\sد\.م\.\u200f?$/);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'الإدارة' })).getByRole('link', {
        name: 'العروض الترويجية',
      }),
    );
    const arabic = await itemOf('الرموز والعروض التلقائية');
    expect(within(arabic).getByText('سارٍ')).toBeInTheDocument();
    expect(within(arabic).getByText(/^خصم 12,5\u200e?%\u200e?$/)).toBeInTheDocument();
    expect(within(arabic).getByText('مرات الاستخدام').nextSibling).toHaveTextContent('1 / 3');
  });
});
