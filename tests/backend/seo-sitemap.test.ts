import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { JSDOM } from 'jsdom';

import { startBackend } from '../../embedded-backend/src/server';
import {
  collectSitemapEntries,
  ROUTED_PAGE_SLUGS,
  STATIC_PATHS,
} from '../../scripts/site-files/collect-urls';
import { renderSitemap } from '../../scripts/site-files/sitemap-xml';
import { writeSiteFiles } from '../../scripts/site-files/write-site-files';

/**
 * The sitemap is generated from the seeded database through the anon REST API: every published
 * product, article and page is listed with an absolute URL, nothing unpublished leaks, and the XML is
 * well-formed sitemaps.org with Google's image extension.
 */
const SITE = 'https://shop.example';
const MEDIA = 'https://project-ref.supabase.co';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

type Backend = Awaited<ReturnType<typeof startBackend>>;
let backend: Backend;
let xml: string;
let locs: string[];

function parseXml(text: string): Document {
  return new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
}

const texts = (elements: HTMLCollectionOf<Element>) => Array.from(elements, (el) => el.textContent ?? '');

async function slugs(sql: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await backend.db.query<{ path: string }>(sql, params);
  return rows.map((row) => `${SITE}${row.path}`);
}

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
  // Rows this test owns, so it does not depend on the seed having drafts.
  await backend.db.query(`
    insert into public.articles (slug, title, category, published) values
      ('seo-test-draft-ritual', 'Draft', 'ritual', false),
      ('seo-test-live-recipe', 'Live', 'recipe', true)`);
  await backend.db.query(
    `insert into public.pages (slug, title, published) values ('seo-test-draft-page', 'Draft', false)`,
  );
  const entries = await collectSitemapEntries({
    apiUrl: backend.url,
    anonKey: backend.config.anonKey,
    mediaBaseUrl: MEDIA,
  });
  xml = renderSitemap(entries, SITE);
  const doc = parseXml(xml);
  locs = texts(doc.getElementsByTagNameNS(SITEMAP_NS, 'loc'));
});

afterAll(async () => {
  await backend?.stop();
});

describe('sitemap.xml', () => {
  it('lists every page in English, French and Arabic, each naming all three and x-default', () => {
    const doc = parseXml(xml);
    const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
    const alternatesOf = (url: Element) =>
      Object.fromEntries(
        Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link'), (link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
    const byLoc = new Map(
      urls.map((url) => [url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent, url]),
    );
    for (const [path, fr, ar] of [
      ['/shop', '/fr/shop', '/ar/shop'],
      ['/', '/fr/', '/ar/'],
      ['/collection/tea-rituals', '/fr/collection/tea-rituals', '/ar/collection/tea-rituals'],
    ]) {
      const expected = { en: SITE + path, fr: SITE + fr, ar: SITE + ar, 'x-default': SITE + path };
      for (const loc of [SITE + path, SITE + fr, SITE + ar]) {
        expect(byLoc.has(loc), loc).toBe(true);
        expect(alternatesOf(byLoc.get(loc)!)).toEqual(expected);
      }
    }
    expect(urls.length % 3).toBe(0);
  });

  it('is well-formed sitemaps.org XML with unique absolute URLs on the site origin', () => {
    const doc = parseXml(xml);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(locs.length).toBeGreaterThan(STATIC_PATHS.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    const lastmods = texts(doc.getElementsByTagNameNS(SITEMAP_NS, 'lastmod'));
    expect(lastmods.length).toBeGreaterThan(0);
    expect(lastmods.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  it('lists every product and every collection', async () => {
    const products = await slugs(`select '/product/' || slug as path from public.products`);
    const collections = await slugs(
      `select distinct '/collection/' || lower(collection) as path from public.products where collection is not null`,
    );
    expect(products.length).toBeGreaterThan(0);
    expect(locs).toEqual(expect.arrayContaining([...products, ...collections]));
  });

  it('lists published rituals and recipes and no unpublished article', async () => {
    const published = await slugs(
      `select '/' || category || '/' || slug as path from public.articles where published`,
    );
    const drafts = await slugs(
      `select '/' || category || '/' || slug as path from public.articles where not published`,
    );
    expect(published).toContain(`${SITE}/recipe/seo-test-live-recipe`);
    expect(drafts).toContain(`${SITE}/ritual/seo-test-draft-ritual`);
    expect(locs).toEqual(expect.arrayContaining(published));
    for (const draft of drafts) expect(locs).not.toContain(draft);
  });

  it('lists published content pages that have a route, and no unpublished page', async () => {
    const published = await slugs(
      `select '/' || slug as path from public.pages where published and slug = any($1)`,
      [ROUTED_PAGE_SLUGS],
    );
    const drafts = await slugs(`select '/' || slug as path from public.pages where not published`);
    expect(published.length).toBeGreaterThan(0);
    expect(drafts).toContain(`${SITE}/seo-test-draft-page`);
    expect(locs).toEqual(expect.arrayContaining(published));
    for (const draft of drafts) expect(locs).not.toContain(draft);
  });

  it('never lists private screens', () => {
    for (const path of ['/cart', '/checkout', '/auth', '/profile', '/saved', '/order-confirmation']) {
      expect(locs.some((loc) => loc === SITE + path || loc.startsWith(`${SITE}${path}/`))).toBe(false);
    }
  });

  it('gives product images as absolute media-bucket URLs of the project', () => {
    const images = texts(parseXml(xml).getElementsByTagNameNS(IMAGE_NS, 'loc'));
    expect(images.length).toBeGreaterThan(0);
    expect(
      images.every(
        (src) => src.startsWith(`${MEDIA}/storage/v1/object/public/media/`) || /^https:\/\//.test(src),
      ),
    ).toBe(true);
  });

  it('escapes what XML cannot hold raw', () => {
    const out = renderSitemap([{ path: '/shop?a=1&b=2' }], SITE);
    expect(out).toContain('<loc>https://shop.example/shop?a=1&amp;b=2</loc>');
    expect(parseXml(out).getElementsByTagName('parsererror')).toHaveLength(0);
  });
});

describe('writeSiteFiles', () => {
  it('writes sitemap.xml and fits robots.txt and _headers to the site and the Supabase project', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zellij-site-files-'));
    try {
      const publicDir = path.resolve(import.meta.dirname, '../../public');
      copyFileSync(path.join(publicDir, 'robots.txt'), path.join(dir, 'robots.txt'));
      copyFileSync(path.join(publicDir, '_headers'), path.join(dir, '_headers'));
      const report = await writeSiteFiles(dir, {
        siteUrl: SITE,
        appSupabaseUrl: 'https://abcd1234.supabase.co',
        apiUrl: backend.url,
        anonKey: backend.config.anonKey,
      });
      expect(report.sitemapUrls).toBe(locs.length);
      expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${SITE}/shop</loc>`);
      expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toMatch(
        /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m,
      );
      const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
      expect(headers).toContain(
        "connect-src 'self' https://abcd1234.supabase.co wss://abcd1234.supabase.co;",
      );
      const rules = headers.split('\n').filter((line) => !line.trim().startsWith('#'));
      expect(rules.join('\n')).not.toContain('*.supabase.co');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
