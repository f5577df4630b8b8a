import { cleanup, screen, within } from '@testing-library/react';

import { STORAGE_KEYS } from '@/lib/constants';
import type { Locale } from '@rules/locales';
import { placeSafiOrder } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

const service = serviceClient();

/** A guest's cash order the courier brought back, marked as the dashboard would. */
async function returnedOrder(reason: 'refused' | 'unreachable') {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const order = await placeSafiOrder({ phone: `+2125${n}`, email: `back-${n}@example.com` });
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' },
    { order_status: 'returned', returned_reason: reason },
  ]) {
    await service.from('orders').update(move).eq('id', order.id).throwOnError();
  }
  return order.id;
}

async function showIn(locale: Locale, orderId: string) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  renderRoute(`${locale === 'en' ? '' : `/${locale}`}/order-confirmation/${orderId}`);
  const history = await screen.findByRole(
    'heading',
    { level: 2, name: /history|historique|مسار/i },
    {
      timeout: 10_000,
    },
  );
  return within(history.closest('section')!).getAllByRole('listitem').at(-1)!;
}

describe('an order that came back to the shop', () => {
  it('says why, that nothing is charged, and names the step, in English, French and Arabic', async () => {
    const refused = await returnedOrder('refused');
    const unreachable = await returnedOrder('unreachable');
    const cases: [Locale, string, string, string, string][] = [
      [
        'en',
        refused,
        'This parcel came back to us: it was refused at delivery.',
        'Nothing is charged for it.',
        'Came back to us',
      ],
      [
        'fr',
        unreachable,
        'Ce colis nous est revenu : le livreur n’a pas pu vous joindre.',
        'Rien ne vous est facturé.',
        'Revenue chez nous',
      ],
      ['ar', refused, 'عاد إلينا هذا الطرد: رُفض عند التسليم.', 'لن يُحتسب عليك أي مبلغ.', 'عاد إلينا'],
    ];
    for (const [locale, orderId, why, charge, step] of cases) {
      const last = await showIn(locale, orderId);
      const notice = screen.getByText(charge).closest<HTMLElement>('[role="status"]')!;
      expect(within(notice).getByText(why)).toBeInTheDocument();
      expect(last.querySelector('p')!.textContent).toBe(step);
      // The timeline's note is the reason in the page's language, not the database's English.
      expect(last).toHaveTextContent(why);
      cleanup();
    }
  });
});
