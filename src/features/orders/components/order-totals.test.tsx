import { render } from '@testing-library/react';

import { STORAGE_KEYS } from '@/lib/constants';
import { LocaleContext } from '@/lib/i18n/locale';
import { CurrencyProvider } from '@/providers/currency-provider';
import type { Locale } from '@rules/locales';

import { orderMessages } from '../i18n';
import { tvaByRate } from '../order-tva';
import type { Order, OrderItem } from '../types';
import { OrderTotals } from './order-totals';

const line = (extra: Partial<OrderItem>): OrderItem => ({
  id: crypto.randomUUID(),
  product_id: null,
  product_title: 'Piece',
  product_slug: null,
  product_image_url: null,
  sku: null,
  variant_info: {},
  quantity: 1,
  unit_price: 0,
  total_price: 0,
  refunded_quantity: 0,
  tva_rate: 20,
  tva: 0,
  ...extra,
});

/**
 * A carpet exempt from TVA (1,200 MAD at 0 %) and a Safi bowl (290 MAD at 20 %: 48.33 of TVA), shipped
 * to Fes for 45 MAD at 20 % (7.50): the TVA of each as the database stores it.
 */
const order = (extra: Partial<Order> = {}): Order => ({
  id: 'a7c1e1f4-0000-4000-8000-000000000001',
  order_number: 'ZLJ-000042',
  customer_name: 'Amina Tazi',
  customer_email: 'amina@example.com',
  customer_phone: '+212600000000',
  shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' },
  payment_method: 'cod',
  payment_status: 'paid',
  order_status: 'delivered',
  currency: 'MAD',
  subtotal: 1490,
  discount: 0,
  promotion_codes: [],
  shipping: 45,
  total: 1535,
  created_at: '2026-12-08T10:00:00Z',
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  cancel_reason: null,
  user_id: null,
  delivered_at: null,
  returned_reason: null,
  shipping_tva_rate: 20,
  shipping_tva: 7.5,
  items: [
    line({ product_title: 'Beni Ouarain Carpet', total_price: 1200, tva_rate: 0, tva: 0 }),
    line({ product_title: 'Safi Bowl', total_price: 290, tva_rate: 20, tva: 48.33 }),
  ],
  refunds: [],
  ...extra,
});

async function renderTotals(locale: Locale, shown: Order) {
  await orderMessages.load(locale);
  render(
    <LocaleContext.Provider value={locale}>
      <CurrencyProvider>
        <OrderTotals order={shown} />
      </CurrencyProvider>
    </LocaleContext.Provider>,
  );
}

/** Each term of the summary with its value, in the order shown. */
const rows = () =>
  [...document.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

afterEach(() => localStorage.clear());

describe('OrderTotals', () => {
  it('shows under the total the TVA it includes per rate; the exempt carpet includes none', async () => {
    await renderTotals('en', order());
    expect(rows()).toEqual([
      ['Subtotal', '1,490 MAD'],
      ['Shipping', '45 MAD'],
      ['Total', '1,535 MAD'],
      ['incl. TVA 20\u00a0%', '55.83 MAD'],
    ]);
  });

  it('writes the TVA in dirhams, whatever the currency the shopper reads the total in', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    await renderTotals('fr', order());
    const [total, tva] = rows().slice(2);
    expect(total![1]).toMatch(/€/);
    expect(tva).toEqual(['dont TVA 20\u00a0%', expect.stringMatching(/^55,83\sMAD$/)]);
  });

  it('speaks Arabic', async () => {
    await renderTotals('ar', order());
    expect(rows()[3]![0]).toBe('منها الضريبة على القيمة المضافة 20\u00a0%');
  });

  it('shows no row for free shipping, nor for an order of exempt goods alone', async () => {
    const carpet = order({
      shipping: 0,
      items: [line({ total_price: 1200, tva_rate: 0, tva: 0 })],
    });
    await renderTotals('en', { ...carpet, subtotal: 1200, total: 1200 });
    expect(rows().map(([term]) => term)).toEqual(['Subtotal', 'Shipping', 'Total']);
  });
});

describe('tvaByRate', () => {
  it('sums the stored splits per rate in centimes, lowest rate first, the shipping with its own rate', () => {
    const mixed = order({
      items: [
        line({ tva_rate: 20, tva: 0.1 }),
        line({ tva_rate: 20, tva: 0.2 }),
        line({ tva_rate: 10, tva: 9.09 }),
        line({ tva_rate: 0, tva: 0 }),
      ],
      shipping: 45,
      shipping_tva_rate: 14,
      shipping_tva: 5.53,
    });
    expect(tvaByRate(mixed)).toEqual([
      [10, 9.09],
      [14, 5.53],
      [20, 0.3],
    ]);
  });
});
