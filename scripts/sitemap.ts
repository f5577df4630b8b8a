/**
 * `npm run sitemap [-- --out dist] [--prerender]`: writes sitemap.xml (and fits robots.txt and _headers to the site)
 * in a built output directory. Reads rows from SUPABASE_URL or VITE_SUPABASE_URL with the anon key;
 * without either it reads the seeded demo content from a temporary in-memory backend. Absolute URLs
 * use VITE_SITE_URL (fallback https://zellij.example); --demo-content reads the seeded demo rows from a
 * temporary backend whatever the env says. The Vite plugin runs this after every build, with
 * --prerender: every sitemap URL is also rendered into HTML (scripts/prerender/). NODE_ENV must be
 * `production` then, so the server render uses React's production build.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { FALLBACK_SITE_URL, settingsFromEnv, writeSiteFiles } from './site-files/write-site-files';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
    prerender: { type: 'boolean', default: false },
    'demo-content': { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(values.out);
const settings = settingsFromEnv(process.env, { demoContent: values['demo-content'] });
const report = await writeSiteFiles(outDir, settings, { prerender: values.prerender });
if (!values.quiet)
  console.log(
    `sitemap: ${report.sitemapUrls} URLs on ${settings.siteUrl} -> ${path.relative(process.cwd(), report.sitemapPath)}`,
  );
if (!values.quiet && report.prerendered) {
  console.log(`prerender: ${report.prerendered.pages} pages in ${report.prerendered.ms} ms`);
}
if (settings.siteUrl === FALLBACK_SITE_URL) {
  console.log(
    'sitemap: VITE_SITE_URL is not set; URLs use the placeholder origin and no page is prerendered. ' +
      'Set it for production builds.',
  );
}
