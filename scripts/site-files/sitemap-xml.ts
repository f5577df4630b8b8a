import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../../supabase/functions/_shared/rules/locales';
import type { SitemapEntry } from './collect-urls';

/**
 * sitemaps.org protocol with Google's image extension. Each page is listed once per language, each
 * listing naming all of them (and x-default, the English page) as alternates, as Google asks for
 * hreflang in sitemaps. One file holds up to 50,000 URLs.
 */
const MAX_URLS = 50_000;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C date (YYYY-MM-DD) is enough for crawlers and stable across time zones of the build machine. */
function w3cDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new Error(`sitemap: not a timestamp: ${timestamp}`);
  return date.toISOString().slice(0, 10);
}

export function renderSitemap(entries: SitemapEntry[], siteUrl: string): string {
  if (entries.length * LOCALES.length > MAX_URLS)
    throw new Error(`sitemap: ${entries.length * LOCALES.length} URLs; split into a sitemap index`);
  const origin = siteUrl.replace(/\/$/, '');
  const url = (path: string) => escapeXml(origin + encodeURI(path));
  const urls = entries.flatMap((entry) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map((other) => [other, localizedPath(entry.path, other)]),
        ['x-default', localizedPath(entry.path, DEFAULT_LOCALE)],
      ].map(
        ([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path!)}"/>`,
      );
      const lines = [`    <loc>${url(localizedPath(entry.path, locale))}</loc>`, ...alternates];
      if (entry.lastmod) lines.push(`    <lastmod>${w3cDate(entry.lastmod)}</lastmod>`);
      for (const image of entry.images ?? []) {
        lines.push(`    <image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
