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
  ht: 0,
  ...extra,
});

/**
 * A carpet exempt from TVA (1,200 MAD at 0 %) and a Safi bowl (290 MAD at 20 %: 48.33 of TVA), shipped
 * to Fes for 45 MAD at 20 % (7.50): each split as the database stores it.
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
  shipping_ht: 37.5,
  items: [
    line({ product_title: 'Beni Ouarain Carpet', total_price: 1200, tva_rate: 0, tva: 0, ht: 1200 }),
    line({ product_title: 'Safi Bowl', total_price: 290, tva_rate: 20, tva: 48.33, ht: 241.67 }),
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
  it('shows under the total the TVA it includes per rate, and the exempt part as exempt', async () => {
    await renderTotals('en', order());
    expect(rows()).toEqual([
      ['Subtotal', '1,490 MAD'],
      ['Shipping', '45 MAD'],
      ['Total', '1,535 MAD'],
      ['Exempt from TVA', '1,200 MAD'],
      ['incl. TVA 20\u00a0%', '55.83 MAD'],
    ]);
  });

  it('writes the TVA in dirhams, whatever the currency the shopper reads the total in', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    await renderTotals('fr', order());
    const [total, exempt, tva] = rows().slice(2);
    expect(total![1]).toMatch(/€/);
    expect(exempt).toEqual(['Exonéré de TVA', expect.stringMatching(/^1\s200\sMAD$/)]);
    expect(tva).toEqual(['dont TVA 20\u00a0%', expect.stringMatching(/^55,83\sMAD$/)]);
  });

  it('speaks Arabic', async () => {
    await renderTotals('ar', order());
    expect(
      rows()
        .slice(3)
        .map(([term]) => term),
    ).toEqual(['معفى من الضريبة على القيمة المضافة', 'منها الضريبة على القيمة المضافة 20\u00a0%']);
  });

  it('shows one row for an order all at 20 %, and none for free shipping at another rate', async () => {
    const taxed = order({
      shipping: 0,
      shipping_tva_rate: 0,
      shipping_tva: 0,
      shipping_ht: 0,
      items: [line({ total_price: 290, tva_rate: 20, tva: 48.33, ht: 241.67 })],
    });
    await renderTotals('en', { ...taxed, subtotal: 290, total: 290 });
    expect(rows().slice(3)).toEqual([['incl. TVA 20\u00a0%', '48.33 MAD']]);
  });
});

describe('tvaByRate', () => {
  it('sums the stored splits per rate in centimes, lowest rate first', () => {
    const thirds = order({
      items: [
        line({ tva_rate: 20, tva: 0.1, ht: 0.5 }),
        line({ tva_rate: 20, tva: 0.2, ht: 1.0 }),
        line({ tva_rate: 10, tva: 9.09, ht: 90.91 }),
      ],
      shipping: 45,
    });
    expect(tvaByRate(thirds)).toEqual([
      { rate: 10, tva: 9.09, ttc: 100 },
      { rate: 20, tva: 7.8, ttc: 46.8 },
    ]);
  });
});
