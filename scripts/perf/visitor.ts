/**
 * The state a visitor brings to the pages that depend on it, made through the backend's own API before
 * any Lighthouse run: a bag with a few items (what /cart and /checkout show), a signed-in session (what
 * /profile and /saved need) and a placed cash-on-delivery order (what /order-confirmation/<id> shows).
 * The browser gets the bag and the session as the app itself keeps them, in local storage
 * (lighthouse-run.ts writes them before the page loads).
 */
/** STORAGE_KEYS.cart of src/lib/constants.ts (that module's imports do not resolve outside Vite). */
const CART_KEY = 'zellij-cart';
/**
 * STORAGE_KEYS.currency: the currency picker stores the code as it is (`savedCurrency` in
 * src/providers/saved-currency.ts serializes a currency to itself).
 */
const CURRENCY_KEY = 'zellij-currency';

interface Backend {
  /** Where the benchmark's Node process reaches the API. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface VisitorState {
  /** Local storage with the bag. */
  bag: Record<string, string>;
  /** Local storage with the bag and a signed-in session. */
  member: Record<string, string>;
  /** Local storage of a visitor who comes back: EUR chosen with the currency picker, and the bag. */
  returning: Record<string, string>;
  orderId: string;
}

const MEMBER = { email: 'perf-member@zellij.test', password: 'perf-member-password-1' };
const SHIPPING = {
  name: 'Amina Benali',
  email: 'amina@example.ma',
  phone: '+212 612 345 678',
  address: '12 Derb Sidi Ahmed',
  city: 'Fes',
};

async function call<T>(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface ProductRow {
  id: string;
  title: string;
  slug: string;
  image_url: string | null;
  product_type: string | null;
  alt_text: string | null;
  product_variants: { id: string; options: object; price: number; stock_quantity: number | null }[];
}

/** Three in-stock products in one size (one variant, options {}), as cart lines (src/features/cart/cart-line.ts). */
async function bagLines(backend: Backend) {
  const auth = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const products = await call<ProductRow[]>(
    `${backend.url}/rest/v1/products?select=id,title,slug,image_url,product_type,alt_text,` +
      'product_variants(id,options,price,stock_quantity)&in_stock=eq.true&order=created_at.desc',
    { headers: auth },
  );
  const oneSize = (row: ProductRow) =>
    row.product_variants.length === 1 && Object.keys(row.product_variants[0]!.options).length === 0;
  const rows = products.filter(oneSize).slice(0, 3);
  if (rows.length === 0) throw new Error('The seed has no in-stock product in one size');
  return rows.map((row, i) => ({
    id: row.id,
    variantId: row.product_variants[0]!.id,
    title: row.title,
    slug: row.slug,
    price: row.product_variants[0]!.price,
    imageUrl: row.image_url,
    variant: {},
    quantity: i === 0 ? 2 : 1,
    productType: row.product_type,
    altText: row.alt_text,
  }));
}

/**
 * supabase-js keeps the session under `sb-<first label of the API host>-auth-token` as the token
 * response itself (with `expires_at`), so that is what the browser finds on load.
 */
async function memberSession(backend: Backend, appApiUrl: string): Promise<[string, string]> {
  const service = { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` };
  await call(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ ...MEMBER, email_confirm: true }),
  }).catch((error: unknown) => {
    // A reused backend already has the member.
    if (!(error instanceof Error && /\b(422|409)\b/.test(error.message))) throw error;
  });
  const session = await call<{ expires_at?: number; expires_in: number }>(
    `${backend.url}/auth/v1/token?grant_type=password`,
    { method: 'POST', headers: { apikey: backend.anonKey }, body: JSON.stringify(MEMBER) },
  );
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  const key = `sb-${new URL(appApiUrl).hostname.split('.')[0]}-auth-token`;
  return [key, JSON.stringify(session)];
}

/** A guest's cash-on-delivery order, placed the way checkout places it (the create-checkout function). */
async function placeOrder(
  backend: Backend,
  lines: { id: string; variantId: string; quantity: number }[],
): Promise<string> {
  const auth = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const placed = await call<{ order_id: string }>(`${backend.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      items: lines.map((line) => ({ id: line.id, variant_id: line.variantId, quantity: 1, variant: {} })),
      currency: 'MAD',
      shipping_address: SHIPPING,
      payment_method: 'cod',
      cart_id: crypto.randomUUID(),
    }),
  });
  return placed.order_id;
}

/** `appApiUrl`: the API address the build talks to (its host names the session's storage key). */
export async function prepareVisitor(backend: Backend, appApiUrl: string): Promise<VisitorState> {
  const lines = await bagLines(backend);
  const bag = { [CART_KEY]: JSON.stringify(lines) };
  const [sessionKey, session] = await memberSession(backend, appApiUrl);
  const orderId = await placeOrder(backend, lines);
  return {
    bag,
    member: { ...bag, [sessionKey]: session },
    returning: { ...bag, [CURRENCY_KEY]: 'EUR' },
    orderId,
  };
}
