/**
 * The routes the benchmark measures: one of every kind of page a visitor can land on, the screen module
 * each lazy-loads (src/app/router.tsx), and the visitor's state it needs (a bag, a session, an order).
 * Slugs are picked from the seeded database: the item a shopper most likely lands on first.
 */
import type { VisitorState } from './visitor';

export const SHELL_MODULES = ['src/components/layout/site-layout.tsx'];

/**
 * PostgREST's client, which a screen that waits for the API reads with before supabase-js has loaded
 * (getDatabase in src/lib/supabase.ts); supabase-js itself loads after the first paint on every page.
 */
export const API_CLIENT_MODULE = 'node_modules/@supabase/postgrest-js/dist/index.mjs';

export interface MeasuredRoute {
  /** Label in the table, e.g. /product/{slug}. */
  name: string;
  path: string;
  module: string;
  /** Local storage the page finds on load (a bag, a signed-in session); none for a first visit. */
  storage?: Record<string, string>;
  /**
   * The screen shows only a loading state until the browser has asked the API (the saved items, the
   * order): the client it reads with (API_CLIENT_MODULE) counts as JavaScript needed before the page
   * is usable.
   */
  apiBeforeUsable?: boolean;
}

interface Slugs {
  product: string;
  collection: string;
  recipe: string;
  ritual: string;
}

export function measuredRoutes(slugs: Slugs, visitor: VisitorState): MeasuredRoute[] {
  return [
    { name: '/', path: '/', module: 'src/features/home/routes/home-page.tsx' },
    { name: '/shop', path: '/shop', module: 'src/features/catalog/routes/shop-page.tsx' },
    {
      name: '/product/{slug}',
      path: `/product/${slugs.product}`,
      module: 'src/features/catalog/routes/product-page.tsx',
    },
    {
      name: '/collection/{slug}',
      path: `/collection/${slugs.collection}`,
      module: 'src/features/collections/routes/collection-page.tsx',
    },
    { name: '/recipes', path: '/recipes', module: 'src/features/recipes/routes/recipes-page.tsx' },
    {
      name: '/recipe/{slug}',
      path: `/recipe/${slugs.recipe}`,
      module: 'src/features/recipes/routes/recipe-page.tsx',
    },
    {
      name: '/ritual/{slug}',
      path: `/ritual/${slugs.ritual}`,
      module: 'src/features/rituals/routes/ritual-page.tsx',
    },
    // What depends on the visitor: their bag, their account, their order.
    { name: '/cart', path: '/cart', module: 'src/features/cart/routes/cart-page.tsx', storage: visitor.bag },
    {
      name: '/checkout',
      path: '/checkout',
      module: 'src/features/checkout/routes/checkout-page.tsx',
      storage: visitor.bag,
    },
    {
      name: '/order-confirmation/{id}',
      path: `/order-confirmation/${visitor.orderId}`,
      module: 'src/features/orders/routes/order-confirmation-page.tsx',
      apiBeforeUsable: true,
    },
    { name: '/auth', path: '/auth', module: 'src/features/account/routes/auth-page.tsx' },
    {
      name: '/profile',
      path: '/profile',
      module: 'src/features/account/routes/profile-page.tsx',
      storage: visitor.member,
      apiBeforeUsable: true,
    },
    {
      name: '/saved',
      path: '/saved',
      module: 'src/features/saved/routes/saved-page.tsx',
      storage: visitor.member,
      apiBeforeUsable: true,
    },
    {
      name: '/search?q=',
      path: '/search?q=tagine',
      module: 'src/features/search/routes/search-page.tsx',
      apiBeforeUsable: true,
    },
    // Pages of text, and the page for a URL that is no page.
    { name: '/privacy', path: '/privacy', module: 'src/features/content-pages/routes/content-page.tsx' },
    { name: '/contact', path: '/contact', module: 'src/features/contact/routes/contact-page.tsx' },
    { name: '/{404}', path: '/no-such-page', module: 'src/components/errors/not-found-page.tsx' },
  ];
}

async function firstSlug(apiUrl: string, anonKey: string, table: string, query: string): Promise<string> {
  const res = await fetch(`${apiUrl}/rest/v1/${table}?select=slug&${query}&limit=1`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  if (!res.ok) throw new Error(`GET ${table}?${query}: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { slug: string }[];
  if (!rows[0]) throw new Error(`The seed has no ${table} row matching ${query}`);
  return rows[0].slug;
}

async function firstCollection(apiUrl: string, anonKey: string): Promise<string> {
  const res = await fetch(
    `${apiUrl}/rest/v1/products?select=collection&collection=not.is.null&order=created_at.desc`,
    {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    },
  );
  if (!res.ok) throw new Error(`GET products collections: ${res.status} ${await res.text()}`);
  const names = ((await res.json()) as { collection: string }[]).map((r) => r.collection.toLowerCase());
  if (names.length === 0) throw new Error('The seed has no product with a collection');
  // The mega menu's first named collection when it exists, else the newest product's collection.
  return names.includes('tea-rituals') ? 'tea-rituals' : names[0]!;
}

export async function pickSlugs(apiUrl: string, anonKey: string): Promise<Slugs> {
  const [product, collection, recipe, ritual] = await Promise.all([
    // Home's New Arrivals link to featured in-stock products: the likeliest product landing.
    firstSlug(
      apiUrl,
      anonKey,
      'products',
      'is_featured=eq.true&in_stock=eq.true&order=created_at.desc',
    ).catch(() => firstSlug(apiUrl, anonKey, 'products', 'order=created_at.desc')),
    firstCollection(apiUrl, anonKey),
    firstSlug(apiUrl, anonKey, 'articles', 'category=eq.recipe&published=eq.true&order=created_at.desc'),
    firstSlug(apiUrl, anonKey, 'articles', 'category=eq.ritual&published=eq.true&order=created_at.desc'),
  ]);
  return { product, collection, recipe, ritual };
}
