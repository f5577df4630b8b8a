/**
 * Writes the build's host files into an output directory: sitemap.xml from the database, robots.txt
 * and _headers adjusted to the site and the Supabase project. Used by `npm run sitemap`, the Vite
 * plugin and `npm run perf`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { LOCAL_API_URL } from '../../embedded-backend/src/config';
import { LOCALES, localizedPath } from '../../supabase/functions/_shared/rules/locales';
import { ensureSpaShell, prerenderSite, type PrerenderReport } from '../prerender/prerender-site';
import { collectSitemapEntries, type RestSource } from './collect-urls';
import { headersForProject, robotsForSite } from './host-files';
import { allowInlineScripts, inlineScriptHashes } from './inline-scripts';
import { renderSitemap } from './sitemap-xml';

export const FALLBACK_SITE_URL = 'https://zellij.example';

export interface SiteFilesSettings {
  siteUrl: string;
  /** The Supabase project the build talks to (CSP, image URLs). */
  appSupabaseUrl: string;
  /** Where to read rows from; undefined = a temporary in-memory embedded backend with the demo content. */
  apiUrl: string | undefined;
  /** The anon key for apiUrl. */
  anonKey: string | undefined;
}

/**
 * SUPABASE_URL / SUPABASE_ANON_KEY override the VITE_ ones for reading (e.g. a CI-only replica).
 * `demoContent` reads the seeded demo rows from a private backend instead (local builds, which must
 * not depend on a running `npm run dev`).
 */
export function settingsFromEnv(
  env: Record<string, string | undefined>,
  { demoContent = false } = {},
): SiteFilesSettings {
  const viteUrl = env.VITE_SUPABASE_URL?.trim() || undefined;
  return {
    siteUrl: (env.VITE_SITE_URL?.trim() || FALLBACK_SITE_URL).replace(/\/$/, ''),
    appSupabaseUrl: viteUrl ?? LOCAL_API_URL,
    apiUrl: demoContent ? undefined : env.SUPABASE_URL?.trim() || viteUrl,
    anonKey: env.SUPABASE_ANON_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || undefined,
  };
}

async function withRestSource<T>(
  settings: SiteFilesSettings,
  read: (source: RestSource) => Promise<T>,
): Promise<T> {
  const mediaBaseUrl = settings.appSupabaseUrl;
  if (settings.apiUrl) {
    if (!settings.anonKey)
      throw new Error(`VITE_SUPABASE_ANON_KEY (or SUPABASE_ANON_KEY) is needed to read ${settings.apiUrl}.`);
    return read({ apiUrl: settings.apiUrl, anonKey: settings.anonKey, mediaBaseUrl });
  }
  // No API given: the seeded demo content, from a private in-memory backend on an ephemeral port.
  const { startBackend } = await import('../../embedded-backend/src/server');
  const backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
  try {
    return await read({ apiUrl: backend.url, anonKey: backend.config.anonKey, mediaBaseUrl });
  } finally {
    await backend.stop();
  }
}

export interface SiteFilesReport {
  sitemapUrls: number;
  sitemapPath: string;
  /** Null when not asked for, or skipped because the site's origin is unknown. */
  prerendered: PrerenderReport | null;
}

export interface SiteFilesOptions {
  /** Also prerender every sitemap URL into HTML (scripts/prerender/); needs the site's real origin. */
  prerender?: boolean;
}

export async function writeSiteFiles(
  outDir: string,
  settings: SiteFilesSettings,
  options: SiteFilesOptions = {},
): Promise<SiteFilesReport> {
  // Canonical links and JSON-LD are rendered into prerendered pages; with a placeholder origin they would
  // disagree with what the browser renders (its own origin), so such a build stays client-rendered.
  const prerender = options.prerender === true && settings.siteUrl !== FALLBACK_SITE_URL;
  // The hosts' fallback for routes that are not prerendered; a directory without a build gets none.
  const shellHtml = existsSync(path.join(outDir, 'index.html')) ? ensureSpaShell(outDir) : '';
  const { entries, prerendered } = await withRestSource(settings, async (source) => {
    const entries = await collectSitemapEntries(source);
    const prerendered = prerender
      ? await prerenderSite(
          outDir,
          // Every page in every language: /shop, /fr/shop, /ar/shop.
          entries.flatMap((entry) => LOCALES.map((locale) => localizedPath(entry.path, locale))),
          { siteUrl: settings.siteUrl, appSupabaseUrl: settings.appSupabaseUrl, apiUrl: source.apiUrl },
        )
      : null;
    return { entries, prerendered };
  });
  const sitemapPath = path.join(outDir, 'sitemap.xml');
  writeFileSync(sitemapPath, renderSitemap(entries, settings.siteUrl));

  const robotsPath = path.join(outDir, 'robots.txt');
  if (existsSync(robotsPath))
    writeFileSync(robotsPath, robotsForSite(readFileSync(robotsPath, 'utf8'), settings.siteUrl));
  const headersPath = path.join(outDir, '_headers');
  if (existsSync(headersPath)) {
    const headers = headersForProject(readFileSync(headersPath, 'utf8'), settings.appSupabaseUrl);
    // The shell's inline script (the early-tap catcher) is in every page, prerendered or not.
    writeFileSync(headersPath, allowInlineScripts(headers, inlineScriptHashes(shellHtml)));
  }
  return { sitemapUrls: entries.length * LOCALES.length, sitemapPath, prerendered };
}
