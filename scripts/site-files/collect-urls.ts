/**
 * Every indexable URL of the shop, read from the database through the public REST API with the anon
 * key, so the sitemap can only ever list what any visitor may see (RLS hides unpublished rows; the
 * explicit `published=eq.true` filters keep that true even with a more powerful key).
 */
export interface SitemapEntry {
  /** Site path, e.g. /product/fes-blue-bowl */
  path: string;
  lastmod?: string;
  /** Absolute image URLs (Google's image sitemap extension). */
  images?: string[];
}

export interface RestSource {
  /** The API the rows are read from. */
  apiUrl: string;
  anonKey: string;
  /** Where the built app loads media from (VITE_SUPABASE_URL), for absolute image URLs. */
  mediaBaseUrl: string;
}

/** Screens that exist without any row (src/app/router.tsx), listed for crawlers. */
export const STATIC_PATHS = [
  '/',
  '/shop',
  '/collections',
  '/rituals',
  '/recipes',
  '/about',
  '/contact',
  '/culture',
  '/design',
  '/health',
  '/food',
  '/guides',
  '/guides/marrakech',
  '/guides/fes',
  '/guides/casablanca',
  '/guides/rabat',
  '/journeys',
  '/explore',
];

/** `pages` slugs the router serves (contentPages in src/app/router.tsx); other slugs have no URL yet. */
export const ROUTED_PAGE_SLUGS = ['privacy', 'terms', 'cookie', 'delivery', 'faq', 'booking-conditions'];

const PAGE_SIZE = 1000;

async function readAll<T>(source: RestSource, table: string, query: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const url = `${source.apiUrl}/rest/v1/${table}?${query}&limit=${PAGE_SIZE}&offset=${offset}`;
    const res = await fetch(url, {
      headers: { apikey: source.anonKey, authorization: `Bearer ${source.anonKey}` },
    });
    if (!res.ok) throw new Error(`sitemap: GET ${table} failed with ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as T[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}

/** Same rule as src/lib/media.ts: a media-bucket object path, or a full URL an editor pasted. */
function imageOf(source: RestSource, pathOrUrl: string | null): string[] {
  if (!pathOrUrl) return [];
  if (/^https?:\/\//.test(pathOrUrl)) return [pathOrUrl];
  return [
    `${source.mediaBaseUrl.replace(/\/$/, '')}/storage/v1/object/public/media/${pathOrUrl.replace(/^\/+/, '')}`,
  ];
}

const latest = (a: string | undefined, b: string) => (a && a > b ? a : b);

interface ProductRow {
  slug: string;
  image_url: string | null;
  collection: string | null;
  updated_at: string;
}
interface ArticleRow {
  slug: string;
  category: 'ritual' | 'recipe';
  image_url: string | null;
  updated_at: string;
}
interface PageRow {
  slug: string;
  updated_at: string;
}

export async function collectSitemapEntries(source: RestSource): Promise<SitemapEntry[]> {
  const [products, articles, pages] = await Promise.all([
    readAll<ProductRow>(source, 'products', 'select=slug,image_url,collection,updated_at&order=slug'),
    readAll<ArticleRow>(
      source,
      'articles',
      'select=slug,category,image_url,updated_at&published=eq.true&order=slug',
    ),
    readAll<PageRow>(source, 'pages', 'select=slug,updated_at&published=eq.true&order=slug'),
  ]);

  // Collections exist only through their products; /collection/{slug} matches case-insensitively.
  const collections = new Map<string, string>();
  for (const p of products) {
    if (p.collection)
      collections.set(
        p.collection.toLowerCase(),
        latest(collections.get(p.collection.toLowerCase()), p.updated_at),
      );
  }

  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...[...collections].sort().map(([slug, lastmod]) => ({ path: `/collection/${slug}`, lastmod })),
    ...products.map((p) => ({
      path: `/product/${p.slug}`,
      lastmod: p.updated_at,
      images: imageOf(source, p.image_url),
    })),
    ...articles.map((a) => ({
      path: `/${a.category}/${a.slug}`,
      lastmod: a.updated_at,
      images: imageOf(source, a.image_url),
    })),
    ...pages
      .filter((p) => ROUTED_PAGE_SLUGS.includes(p.slug))
      .map((p) => ({ path: `/${p.slug}`, lastmod: p.updated_at })),
  ];
}
