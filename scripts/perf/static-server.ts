/**
 * A static host for the production build that behaves like the recommended production setup
 * (docs/deploy.md): prerendered pages at their clean URLs, every other address answered as the build's
 * _redirects says (the order page's shell, spa.html for pages the browser renders, the not-found page
 * with status 404), brotli/gzip precompressed at start-up, hashed assets cached for a year, index.html
 * revalidated on every visit, and the headers of dist/_headers; with a certificate, over HTTPS and HTTP/2 like a real host.
 * Lighthouse measures transferred bytes, so serving uncompressed files would misreport every route.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { headersFor, parseHeadersFile, type HeaderRule } from './host-headers';
import { parseRedirectsFile, redirectFor, type RedirectRule } from './host-redirects';
import { listen } from './listen';
import type { Certificate } from './local-certificate';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

interface StaticFile {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [full];
  });
}

function loadFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
    const ext = path.extname(full).toLowerCase();
    const identity = readFileSync(full);
    const file: StaticFile = {
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
      identity,
    };
    if (COMPRESSIBLE.has(ext) && identity.length > 512) {
      file.br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      file.gzip = gzipSync(identity, { level: 9 });
    }
    files.set('/' + path.relative(root, full).split(path.sep).join('/'), file);
  }
  return files;
}

/** The cache policy of docs/deploy.md; `_headers` may override it per path. */
function cacheControl(pathname: string, isFallback: boolean): string {
  if (isFallback || pathname === '/' || pathname.endsWith('.html') || !path.extname(pathname))
    return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** What the handler needs of a request and a response, in HTTP/1.1 and HTTP/2 alike. */
type Request = Pick<IncomingMessage, 'url' | 'method' | 'headers'>;
interface Response {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(): unknown;
  end(body: string | Buffer): unknown;
}

function pickEncoding(req: Request, file: StaticFile): 'br' | 'gzip' | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A build without _redirects (or without the pages they name, as `npm run perf -- --js-only` writes
 * none) still serves the app for every route: the app shell, in Arabic under /ar/.
 */
const APP_SHELL_RULES: RedirectRule[] = parseRedirectsFile('/ar/*  /ar/spa.html  200\n/*  /spa.html  200');

function respond(
  req: Request,
  res: Response,
  files: Map<string, StaticFile>,
  rules: HeaderRule[],
  redirects: RedirectRule[],
) {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  const bare = pathname.replace(/\/$/, '');
  // A prerendered page is served at its clean URL: /shop from shop.html, / from index.html.
  let file = files.get(pathname) ?? files.get(bare + '.html') ?? files.get(bare + '/index.html');
  let status = 200;
  // Other paths are answered as _redirects says; a missing hashed asset is a real 404 (an old tab
  // after a deploy).
  const isFallback = !file && !pathname.startsWith('/assets/');
  if (isFallback) {
    const rule = [redirectFor(redirects, pathname), redirectFor(APP_SHELL_RULES, pathname)].find(
      (candidate) => candidate && files.has(candidate.to),
    );
    file = files.get(rule?.to ?? '/index.html');
    status = rule?.status ?? 200;
  }
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(file ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(file ? 'Method Not Allowed' : 'Not Found');
    return;
  }
  const encoding = pickEncoding(req, file);
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl(pathname, isFallback),
    etag: file.etag,
    vary: 'Accept-Encoding',
    ...headersFor(rules, pathname),
  };
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = encoding ? file[encoding]! : file.identity;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `port` 0 picks a free port; the returned url carries the real one. With a `certificate` the site is
 * served over HTTPS, HTTP/2 first (HTTP/1.1 for clients that do not offer it).
 */
export async function serveStatic(
  root: string,
  port: number,
  { host = '127.0.0.1', certificate }: { host?: string; certificate?: Certificate } = {},
): Promise<StaticServer> {
  const files = loadFiles(root);
  if (!files.has('/index.html')) throw new Error(`${root} has no index.html: build first`);
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const redirectsPath = path.join(root, '_redirects');
  const redirects = existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8')) : [];
  const handler = (req: Request, res: Response) => respond(req, res, files, rules, redirects);
  const server = certificate
    ? createSecureServer({ ...certificate, allowHTTP1: true }, handler)
    : createServer(handler);
  const listening = await listen(server, port, host);
  return { url: `${certificate ? 'https' : 'http'}://${host}:${listening.port}`, close: listening.close };
}
