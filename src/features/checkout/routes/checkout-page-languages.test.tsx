import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

const bowl: CartLine = {
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: null,
  variant: {},
  quantity: 1,
  productType: 'bowl',
  altText: null,
};

async function openCheckout(path: string, heading: string) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([bowl]));
  // A shopper who chose this language: an English browser is otherwise offered English by the chrome.
  localStorage.setItem(STORAGE_KEYS.locale, path.split('/')[1]!);
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
}

describe('the checkout in French and Arabic', () => {
  it('speaks French: labels, countries, the toast naming the fields and the zone quote', async () => {
    await openCheckout('/fr/checkout', 'Paiement');
    expect(screen.getByRole('list', { name: 'Étapes de la commande' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pays/)).toHaveDisplayValue('Maroc');
    expect(screen.getByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Ville/), 'Fes');
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    expect(await within(summary).findByText(/2 à 4 jours/)).toBeInTheDocument();
    expect(within(summary).getByText('(Reste du Maroc)')).not.toHaveAttribute('lang');
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    expect(await screen.findByText('Informations manquantes', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez renseigner : Nom complet, E-mail, Téléphone et Adresse'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, with the days in the plural the number takes', async () => {
    await openCheckout('/ar/checkout', 'إتمام الطلب');
    expect(screen.getByLabelText(/البلد/)).toHaveDisplayValue('المغرب');
    const summary = screen.getByRole('region', { name: 'طلبك' });
    await userEvent.type(screen.getByLabelText(/المدينة/), 'Fes');
    expect(await within(summary).findByText(/من 2 إلى 4 أيام/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/البلد/), 'US');
    expect(await within(summary).findByText(/من 7 إلى 14 يومًا/)).toBeInTheDocument();
    expect(within(summary).getByText('(باقي دول العالم)')).toBeInTheDocument();
    // Cash on delivery is not offered in the rest-of-the-world zone, in Arabic.
    for (const [label, value] of [
      [/الاسم الكامل/, 'Amina Benali'],
      [/البريد الإلكتروني/, 'amina@example.ma'],
      [/الهاتف/, '+1 212 555 0100'],
      [/العنوان/, '1 Main Street'],
    ] as const)
      await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await screen.findByRole('group', { name: 'طريقة الدفع' }, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeDisabled();
    expect(
      screen.getByText('الدفع عند الاستلام غير متاح لهذا العنوان. المرجو اختيار PayPal.'),
    ).toBeInTheDocument();
  });
});
