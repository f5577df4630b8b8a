/**
 * Writes the build's host files into an output directory: sitemap.xml from the database, robots.txt
 * and _headers adjusted to the site and the Supabase project. Used by `npm run sitemap`, the Vite
 * plugin and `npm run perf`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ensureSpaShell, prerenderSite, type PrerenderReport } from '../prerender/prerender-site';
import { collectSitemapEntries, type RestSource } from './collect-urls';
import { headersForProject, robotsForSite } from './host-files';
import { renderSitemap } from './sitemap-xml';

/** The local demo anon key (CONTRACTS §3): public by design, identical to src/lib/env.ts. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const FALLBACK_SITE_URL = 'https://zellij.example';

export interface SiteFilesSettings {
  siteUrl: string;
  /** The Supabase project the build talks to (CSP, image URLs). */
  appSupabaseUrl: string;
  /** Where to read rows from; undefined = a temporary in-memory embedded backend. */
  apiUrl: string | undefined;
  anonKey: string;
}

/** SUPABASE_URL / SUPABASE_ANON_KEY override the VITE_ ones for reading (e.g. a CI-only replica). */
export function settingsFromEnv(env: Record<string, string | undefined>): SiteFilesSettings {
  const viteUrl = env.VITE_SUPABASE_URL?.trim() || undefined;
  return {
    siteUrl: (env.VITE_SITE_URL?.trim() || FALLBACK_SITE_URL).replace(/\/$/, ''),
    appSupabaseUrl: viteUrl ?? LOCAL_SUPABASE_URL,
    apiUrl: env.SUPABASE_URL?.trim() || viteUrl,
    anonKey: env.SUPABASE_ANON_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
  };
}

async function withRestSource<T>(
  settings: SiteFilesSettings,
  read: (source: RestSource) => Promise<T>,
): Promise<T> {
  const mediaBaseUrl = settings.appSupabaseUrl;
  if (settings.apiUrl) return read({ apiUrl: settings.apiUrl, anonKey: settings.anonKey, mediaBaseUrl });
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
  if (existsSync(path.join(outDir, 'index.html'))) ensureSpaShell(outDir);
  const { entries, prerendered } = await withRestSource(settings, async (source) => {
    const entries = await collectSitemapEntries(source);
    const prerendered = prerender
      ? await prerenderSite(
          outDir,
          entries.map((entry) => entry.path),
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
    writeFileSync(headersPath, headersForProject(readFileSync(headersPath, 'utf8'), settings.appSupabaseUrl));
  }
  return { sitemapUrls: entries.length, sitemapPath, prerendered };
}
