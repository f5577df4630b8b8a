import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { headersFor, parseHeadersFile } from '../../scripts/perf/host-headers';
import { parseRedirectsFile, redirectFor } from '../../scripts/perf/host-redirects';
import { serveStatic, type StaticServer } from '../../scripts/perf/static-server';
import { headersForProject, robotsForSite } from '../../scripts/site-files/host-files';

/**
 * The files that tell hosts and crawlers how to treat the build (public/robots.txt, public/_headers,
 * public/_redirects), and the local static host `npm run perf` measures with, which must behave like
 * the production setup docs/deploy.md describes.
 */
const publicDir = path.resolve(import.meta.dirname, '../../public');
const read = (name: string) => readFileSync(path.join(publicDir, name), 'utf8');

function cspOf(headers: Record<string, string>): Map<string, string[]> {
  const csp = headers['content-security-policy'] ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('robots.txt', () => {
  it('allows the shop, keeps private screens out and names the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const path of [
      '/cart',
      '/checkout',
      '/auth',
      '/profile',
      '/saved',
      '/order-confirmation',
      '/owner',
    ]) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(robotsForSite(robots, 'https://shop.example/')).toMatch(
      /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m,
    );
  });
});

describe('_headers', () => {
  const rules = parseHeadersFile(read('_headers'));

  it('caches hashed assets for a year and makes index.html revalidate', () => {
    expect(headersFor(rules, '/assets/index-abc123.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/index.html')['cache-control']).toBe('no-cache');
  });

  it('sends a strict CSP on every path that still allows Supabase over https and wss', () => {
    const csp = cspOf(headersFor(rules, '/product/fes-blue-bowl'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.supabase.co', 'wss://*.supabase.co']);
    const narrowed = cspOf(
      headersFor(parseHeadersFile(headersForProject(read('_headers'), 'https://abc.supabase.co')), '/'),
    );
    expect(narrowed.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ]);
    // Images come from the project's storage (the local backend is plain http) or any https host.
    expect(narrowed.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://abc.supabase.co',
      'https:',
    ]);
    expect(headersFor(rules, '/')['x-content-type-options']).toBe('nosniff');
  });

  it('serves the shells and the app shell for app routes, and 404s everything else, in its language', () => {
    const rules = parseRedirectsFile(read('_redirects'));
    const served = (pathname: string) => {
      const rule = redirectFor(rules, pathname);
      return rule && `${rule.to} ${rule.status}`;
    };
    // One shell for every order, in the order's language.
    expect(served('/order-confirmation/9b2f6c1e-3d4a-4e5b-8c7d-0123456789ab')).toBe(
      '/order-confirmation/shell.html 200',
    );
    expect(served('/fr/order-confirmation/x')).toBe('/fr/order-confirmation/shell.html 200');
    expect(served('/ar/order-confirmation/x')).toBe('/ar/order-confirmation/shell.html 200');
    // Pages the browser renders: the app shell, never the prerendered home page; Arabic's own first.
    for (const route of ['/product/new-piece', '/recipe/new', '/reset-password', '/owner/orders']) {
      expect(served(route), route).toBe('/spa.html 200');
      expect(served(`/fr${route}`), route).toBe('/spa.html 200');
      expect(served(`/ar${route}`), route).toBe('/ar/spa.html 200');
    }
    // Anything else is no page: the not-found page of its language, with status 404.
    expect(served('/no-such-page')).toBe('/404.html 404');
    expect(served('/fr/no/such/page')).toBe('/fr/404.html 404');
    expect(served('/ar/x')).toBe('/ar/404.html 404');
    expect(served('/products')).toBe('/404.html 404');
  });
});

describe("the static server, with the build's shells and _redirects", () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zellij-shells-'));
    const page = (file: string, title: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<!doctype html><title>${title}</title>`);
    };
    page('index.html', 'home');
    page('spa.html', 'app shell');
    page('ar/spa.html', 'Arabic app shell');
    page('cart.html', 'cart');
    page('fr/cart.html', 'French cart');
    page('order-confirmation/shell.html', 'order');
    page('ar/order-confirmation/shell.html', 'Arabic order');
    page('404.html', 'not found');
    page('fr/404.html', 'French not found');
    page('ar/404.html', 'Arabic not found');
    writeFileSync(path.join(dir, '_redirects'), read('_redirects'));
    server = await serveStatic(dir, 0);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each address with its page and status, revalidated', async () => {
    for (const [url, title, status] of [
      ['/cart', 'cart', 200],
      ['/fr/cart', 'French cart', 200],
      ['/order-confirmation/abc', 'order', 200],
      ['/ar/order-confirmation/abc', 'Arabic order', 200],
      ['/product/added-after-the-build', 'app shell', 200],
      ['/ar/product/added-after-the-build', 'Arabic app shell', 200],
      ['/no-such-page', 'not found', 404],
      ['/fr/no-such-page', 'French not found', 404],
      ['/ar/no-such-page', 'Arabic not found', 404],
    ] as const) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toContain(`<title>${title}</title>`);
    }
  });

  it('answers a repeated request for the not-found page with 404 again, not 304', async () => {
    const first = await fetch(`${server.url}/no-such-page`);
    await first.text();
    const again = await fetch(`${server.url}/no-such-page`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
    await again.text();
  });
});

describe('perf static server, for a build without _redirects', () => {
  let dir: string;
  let server: StaticServer;
  const script = `console.log(${JSON.stringify('zellij '.repeat(200))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zellij-static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Zellij home</title>');
    writeFileSync(path.join(dir, 'spa.html'), '<!doctype html><title>Zellij</title>');
    mkdirSync(path.join(dir, 'ar'));
    writeFileSync(path.join(dir, 'ar/spa.html'), '<!doctype html><title>زليج</title>');
    mkdirSync(path.join(dir, 'product'));
    writeFileSync(path.join(dir, 'product/fes-bowl.html'), '<!doctype html><title>Fes bowl</title>');
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dir, '_headers'), '/*\n  X-Test: yes\n');
    server = await serveStatic(dir, 0);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers other app routes with spa.html that must be revalidated', async () => {
    const res = await fetch(`${server.url}/product/anything`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-test')).toBe('yes');
    expect(await res.text()).toContain('<title>Zellij</title>');
  });

  it('answers Arabic app routes with the Arabic shell, and French ones with spa.html', async () => {
    for (const [url, title] of [
      ['/ar/cart', 'زليج'],
      ['/ar', 'زليج'],
      ['/fr/cart', 'Zellij'],
      ['/archive', 'Zellij'],
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toContain(`<title>${title}</title>`);
    }
  });

  it('serves prerendered pages at their clean URLs, revalidated', async () => {
    for (const [url, title] of [
      ['/', 'Zellij home'],
      ['/product/fes-bowl', 'Fes bowl'],
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('serves hashed assets compressed and immutable, and 404s a missing one', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(script.length / 4);
    // fetch decodes gzip itself; the body must still be the original script.
    expect(await res.text()).toBe(script);
    const br = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    await br.arrayBuffer();
    expect((await fetch(`${server.url}/assets/gone-123.js`)).status).toBe(404);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await fetch(`${server.url}/`);
    await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
