/**
 * JavaScript sizes. The budget is what a page actually loads (`loadedScripts`: the scripts a browser
 * fetched, from js-count.ts or Lighthouse's network records). The Vite manifest gives each route's
 * startup chunks (`routeBundle`: the entry chunk + the layout route + the route's screen, each with its
 * static imports, + PostgREST's client for a screen that shows nothing but a loading state until the
 * API answers), reported for comparison, and each route's own chunks, which have a cap of their own.
 * Sizes are gzip level 9 (what a static host precompresses); brotli is typically ~15% smaller.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** JS files needed before the route renders, entry first. */
  files: string[];
  startupJsGzip: number;
  /** The chunks only this route loads (its lazy screen and what it alone imports), with gzip sizes. */
  routeChunks: { file: string; gzip: number }[];
  cssGzip: number;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys a module needs synchronously: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`Not in the Vite manifest: ${key} (was the module renamed?)`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function createSizer(outDir: string) {
  const cache = new Map<string, number>();
  return (file: string): number => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk');
  return key;
}

/**
 * The UI strings a page in `locale` loads before it renders: a French or Arabic page fetches, with its
 * route, the catalogue of that language of every catalogue its chunks hold (src/lib/i18n/catalogue.ts,
 * `loadCatalogues`); English ships inside the chunks. Catalogues are the dynamic imports the build
 * compiled from `i18n/<locale>.json` (scripts/i18n/messages-plugin.ts).
 */
function catalogueChunks(manifest: Manifest, keys: Iterable<string>, locale: string): string[] {
  if (locale === 'en') return [];
  const suffix = `/${locale}.json.messages.js`;
  return [...keys].flatMap((key) => (manifest[key]!.dynamicImports ?? []).filter((d) => d.endsWith(suffix)));
}

/**
 * `shellModules` are lazy modules every route renders inside (the layout route); `extraModules` are
 * lazy modules this route cannot be used without (supabase-js for a screen that waits for the API).
 * `locale` adds the strings a page in that language loads before it renders.
 */
export function routeBundle(
  outDir: string,
  manifest: Manifest,
  shellModules: string[],
  routeModule: string,
  extraModules: string[] = [],
  locale = 'en',
): RouteBundle {
  const gzip = createSizer(outDir);
  const shell = new Set<string>();
  // A shell module imported statically is part of the entry's chunk and has no manifest key of its own.
  const lazyShell = shellModules.filter((key) => manifest[key]);
  for (const key of [entryKey(manifest), ...lazyShell]) staticClosure(manifest, key, shell);
  const route = staticClosure(manifest, routeModule);
  for (const key of extraModules) staticClosure(manifest, key, route);
  const keys = [...new Set([...shell, ...route])];
  keys.push(...new Set(catalogueChunks(manifest, keys, locale)));
  const files = keys.map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const css = [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))];
  return {
    files,
    startupJsGzip: files.reduce((sum, f) => sum + gzip(f), 0),
    routeChunks: [...route]
      .filter((k) => !shell.has(k))
      .map((k) => ({ file: manifest[k]!.file, gzip: gzip(manifest[k]!.file) })),
    cssGzip: css.reduce((sum, f) => sum + gzip(f), 0),
  };
}

/** Every JS chunk of the build with its gzip size, largest first: where to look when a budget is missed. */
export function allChunks(
  outDir: string,
  manifest: Manifest,
): { file: string; gzip: number; source: string }[] {
  const gzip = createSizer(outDir);
  const seen = new Set<string>();
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !seen.has(chunk.file) && seen.add(chunk.file))
    .map(([source, chunk]) => ({ file: chunk.file, gzip: gzip(chunk.file), source }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** One script a page loaded: a file of the build (`assets/...`) or, for any other script, its URL. */
export interface LoadedScript {
  file: string;
  gzip: number;
}

/** A build file's path (`assets/app-<hash>.js`) when the URL names one, else null. */
export function buildFileOf(outDir: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  const file = pathname.slice(1);
  return file.startsWith('assets/') && file.endsWith('.js') && existsSync(path.join(outDir, file))
    ? file
    : null;
}

/**
 * What a page actually loaded: every script request (a module preload included: any request of a
 * build's .js file, whatever type the browser gave it), once per file. A file of the build is sized
 * like the budgets (gzip -9 of the file) whatever the server sent; any other script counts with the
 * `bytes` the caller measured (its transfer size). Biggest first.
 */
export function loadedScripts(
  outDir: string,
  requests: { url: string; type: string; bytes?: number }[],
): LoadedScript[] {
  const gzip = createSizer(outDir);
  const scripts = new Map<string, number>();
  for (const request of requests) {
    const file = buildFileOf(outDir, request.url);
    if (file) scripts.set(file, gzip(file));
    else if (request.type.toLowerCase() === 'script' && !request.url.startsWith('data:'))
      scripts.set(request.url, Math.max(scripts.get(request.url) ?? 0, request.bytes ?? 0));
  }
  return [...scripts]
    .map(([file, size]) => ({ file, gzip: size }))
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}
