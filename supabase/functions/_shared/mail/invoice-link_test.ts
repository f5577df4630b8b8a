import { assertEquals } from '../../_test/assert.ts';
import { functionsUrlOf, invoiceLink, type InvoiceLinkOrder } from './invoice-link.ts';

const ORDER_ID = '6a0c7c5e-3f43-4a8e-9c55-1d1c8f0f0a01';
const sites = { siteUrl: 'https://shop.example/', functionsUrl: functionsUrlOf('https://abc.supabase.co/') };
const order = (extra: Partial<InvoiceLinkOrder> = {}): InvoiceLinkOrder => ({
  order_id: ORDER_ID,
  customer_email: 'amina+gifts@example.com',
  locale: 'en',
  invoice_number: 'F-2026-000042',
  guest: true,
  ...extra,
});

Deno.test("the functions' base is the project's URL with /functions/v1, whatever its trailing slash", () => {
  assertEquals(functionsUrlOf('https://abc.supabase.co'), 'https://abc.supabase.co/functions/v1');
  assertEquals(functionsUrlOf('http://127.0.0.1:54321/'), 'http://127.0.0.1:54321/functions/v1');
});

Deno.test('a guest order links the invoice itself, by number, order and the e-mail, each encoded', () => {
  assertEquals(invoiceLink(order(), sites), {
    kind: 'document',
    number: 'F-2026-000042',
    url:
      'https://abc.supabase.co/functions/v1/invoice?number=F-2026-000042' +
      `&order=${ORDER_ID}&email=amina%2Bgifts%40example.com`,
  });
  // What the invoice function reads back is exactly what the order holds.
  const url = new URL(invoiceLink(order({ customer_email: 'a&b=c d@example.com' }), sites)!.url);
  assertEquals(
    [url.searchParams.get('number'), url.searchParams.get('order'), url.searchParams.get('email')],
    ['F-2026-000042', ORDER_ID, 'a&b=c d@example.com'],
  );
});

Deno.test("an account's order links its page in the shop, in the order's language", () => {
  assertEquals(invoiceLink(order({ guest: false }), sites), {
    kind: 'order_page',
    number: 'F-2026-000042',
    url: `https://shop.example/order-confirmation/${ORDER_ID}`,
  });
  assertEquals(
    invoiceLink(order({ guest: false, locale: 'ar' }), sites)?.url,
    `https://shop.example/ar/order-confirmation/${ORDER_ID}`,
  );
  // Without the functions' base (a worker that links no documents), a guest is sent to the page as well.
  assertEquals(
    invoiceLink(order({ locale: 'fr' }), { siteUrl: 'https://shop.example' })?.url,
    `https://shop.example/fr/order-confirmation/${ORDER_ID}`,
  );
});

Deno.test('no invoice yet, no link', () => {
  assertEquals(invoiceLink(order({ invoice_number: null }), sites), null);
  assertEquals(invoiceLink(order({ invoice_number: undefined, guest: false }), sites), null);
  assertEquals(invoiceLink(order({ invoice_number: '' }), sites), null);
});
