/**
 * Orders that end with an invoice, the way shoppers and the owner get there on the whole local stack:
 * a checkout through create-checkout (Deno), then a PayPal payment approved in the sandbox (its webhook
 * makes the shop capture) or a cash order walked to delivered by the owner. The invoice functions
 * called as a browser would, and the totals a PDF prints checked against each other and the row.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { pressSandboxButton } from '../../../embedded-backend/tests/functions-harness';
import { LIFT_COD_LIMITS } from '../../setup/shared-backend-limits';
import type { RunningBackend } from './api';
import { SEED, uniquePhone } from './seed-ids';

export const ICE = '001234567000089';

/**
 * The shop's legal details complete, and three rates on one order: the jam at 7 %, the serving board
 * exempt (0 %), the bowl and the shipping at the default 20 %. Cash orders from one phone unlimited.
 */
export async function prepareShop(backend: RunningBackend): Promise<void> {
  await backend.db.query(LIFT_COD_LIMITS);
  await backend.db
    .query(`update shop_settings set legal_name = 'Zellij SARL', legal_address = '12 Derb Sidi Ahmed, Fès',
    ice = '${ICE}', if_number = '45678912', rc = 'RC Fès 12345', patente = '10203040', tva_registration = '45678912',
    invoice_footer = 'Capital 100 000 MAD · RIB 190 780 21211 5555555 0 00 12'`);
  await backend.db.query('update products set tva_rate = 7 where id = $1', [SEED.figJam]);
  await backend.db.query('update products set tva_rate = 0 where id = $1', [SEED.thuyaServingBoard]);
}

/** A bag with a line at each rate prepareShop sets. */
export const SHOP_ITEMS = [
  { id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'small' } },
  { id: SEED.figJam, quantity: 2 },
  { id: SEED.thuyaServingBoard, quantity: 1 },
];

export interface Placed {
  id: string;
  orderNumber: string;
}

export interface CheckoutInput {
  items: { id: string; quantity: number; variant?: { size: string } }[];
  locale: 'en' | 'fr' | 'ar';
  payment: 'paypal' | 'cod';
  email: string;
  name?: string;
  /** A signed-in customer's access token; a guest without it. */
  token?: string;
  /** Where it ships: Fes (free shipping from 500 MAD) unless Paris (150 MAD shipping, free from 2000). */
  to?: 'MA' | 'FR';
}

/** Places an order through create-checkout (MAD); a PayPal one is approved and paid in the sandbox. */
export async function paidOrder(backend: RunningBackend, input: CheckoutInput): Promise<Placed> {
  const res = await fetch(`${backend.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${input.token ?? backend.config.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      items: input.items,
      currency: 'MAD',
      payment_method: input.payment,
      locale: input.locale,
      shipping_address: {
        name: input.name ?? 'Amina Benali',
        email: input.email,
        phone: uniquePhone(),
        ...(input.to === 'FR'
          ? { address: '8 rue des Potiers', city: 'Paris', postalCode: '75011', country: 'FR' }
          : { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' }),
      },
    }),
  });
  const body = (await res.json()) as { order_id: string; order_number: string; url: string };
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(body)}`);
  if (input.payment === 'paypal') {
    const token = new URL(body.url).searchParams.get('token')!;
    await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
      token,
      outcome: 'success',
    });
  }
  return { id: body.order_id, orderNumber: body.order_number };
}

/** The owner walks a cash order to delivered: the cash is collected, the order paid. */
export async function deliver(owner: SupabaseClient, orderId: string): Promise<void> {
  const { data } = await owner
    .from('orders')
    .select('order_status')
    .eq('id', orderId)
    .single()
    .throwOnError();
  const steps = ['confirmed', 'processing', 'shipped', 'delivered'];
  for (const status of steps.slice(steps.indexOf(data.order_status as string) + 1)) {
    await owner
      .rpc('owner_set_order_status', {
        p_order_id: orderId,
        p_to_status: status,
        ...(status === 'shipped' ? { p_carrier: 'Amana', p_tracking_number: 'AM123456789MA' } : {}),
      })
      .throwOnError();
  }
}

/** An issued document's row, as the tests read it back. */
export interface IssuedRow {
  number: string;
  kind: string;
  refers_to: string | null;
  total_ht: string;
  total_tva: string;
  total_ttc: string;
}

/** `5,119.24` (en) or `5 119,24` (fr, grouped with a no-break space that extraction reads as a space) → 5119.24. */
const amount = (text: string, locale: 'en' | 'fr') =>
  Number(locale === 'en' ? text.replace(/,/g, '') : text.replace(/\s/g, '').replace(',', '.'));
export const cents = (value: number | string) => Math.round(Number(value) * 100);

/** Totals as the PDF prints them: per rate (HT + TVA = TTC each) and the grand totals they add up to. */
export function expectTotalsAddUp(text: string, locale: 'en' | 'fr', row: IssuedRow) {
  const A = locale === 'en' ? '(\\d{1,3}(?:,\\d{3})*\\.\\d\\d)' : '(\\d{1,3}(?: \\d{3})*,\\d\\d)';
  const label =
    locale === 'en'
      ? {
          ht: 'Total excl\\. VAT \\(HT\\)',
          tva: 'Total VAT \\(TVA\\)',
          ttc: 'Total (?:incl\\. VAT \\(TTC\\)|credited \\(TTC\\))',
        }
      : { ht: 'Total HT', tva: 'Total TVA', ttc: 'Total (?:TTC|de l’avoir TTC)' };
  const total = (key: keyof typeof label) =>
    cents(amount(new RegExp(`${label[key]} ${A} MAD`).exec(text)![1]!, locale));
  const rates = [...text.matchAll(new RegExp(`^(\\d+) ?% ${A} ${A} ${A}(?: |$)`, 'gm'))].map((m) =>
    [m[2]!, m[3]!, m[4]!].map((v) => cents(amount(v, locale))),
  );
  expect(rates.length).toBeGreaterThan(0);
  for (const [ht, tva, ttc] of rates) expect(ht! + tva!).toBe(ttc);
  const sum = (i: number) => rates.reduce((s, r) => s + r[i]!, 0);
  expect([sum(0), sum(1), sum(2)]).toEqual([total('ht'), total('tva'), total('ttc')]);
  expect(total('ht') + total('tva')).toBe(total('ttc'));
  expect([total('ht'), total('tva'), total('ttc')]).toEqual([
    cents(row.total_ht),
    cents(row.total_tva),
    cents(row.total_ttc),
  ]);
}

/** An order's documents, the invoice first. */
export const documentsOf = async (backend: RunningBackend, orderId: string) =>
  (
    await backend.db.query<IssuedRow>(
      'select number, kind, refers_to, total_ht, total_tva, total_ttc from invoices where order_id = $1 order by kind desc, number',
      [orderId],
    )
  ).rows;

/** The owner gives one jar of jam back through refund-order; answers the credit note's row. */
export async function refundJar(
  backend: RunningBackend,
  ownerToken: string,
  order: Placed,
): Promise<IssuedRow> {
  const { rows } = await backend.db.query<{ id: string }>(
    'select id from order_items where order_id = $1 and product_id = $2',
    [order.id, SEED.figJam],
  );
  const res = await fetch(`${backend.url}/functions/v1/refund-order`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${ownerToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      order_id: order.id,
      lines: [{ order_item_id: rows[0]!.id, quantity: 1, restock: true }],
      reason: 'The jar arrived broken',
    }),
  });
  expect(res.status).toBe(201);
  return (await documentsOf(backend, order.id)).find((d) => d.kind === 'credit_note')!;
}

/** GET a function with a query, as a browser does (apikey, and a bearer unless `token` is null). */
export function getFunction(
  backend: RunningBackend,
  name: string,
  query: Record<string, string>,
  token: string | null = backend.config.anonKey,
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/${name}?${new URLSearchParams(query)}`, {
    headers: { apikey: backend.config.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
