/**
 * /storage/v1: the parts of Supabase Storage the shop uses.
 *
 * Public objects (the catalogue's images): `<bucket>/<path>` is served from
 * supabase/media/<bucket>/<path> (committed images) or else .data/media/<bucket>/<path> (generated
 * ones), with the caching headers of the hosted service; /storage/v1/render/image/public/...
 * serves the same objects resized (render-image.ts). A bucket the database marks private is never
 * served this way.
 *
 * Objects written through the API (uploads, signed links, reads as the caller): objects.ts.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { Handler } from '../types';
import { contentTypeFor } from './content-types';
import { storageError } from './errors';
import { keySegments } from './object-key';
import { createObjectsHandler, type ObjectsOptions } from './objects';
import { RenderCache } from './render-cache';
import { loadSharp, parseTransform, renderedEtag, renderError, renderImage } from './render-image';

export interface StorageOptions extends Partial<ObjectsOptions> {
  /** Folders holding one sub-folder per bucket, searched in order. */
  mediaDirs: string[];
}

const PUBLIC_OBJECT = /^\/storage\/v1\/(object|render\/image)\/public\/(.+)$/;
const CACHE_CONTROL = 'public, max-age=3600';

/** A public key's segments: its bucket and at least one name within it. */
function safeSegments(rawKey: string): string[] | null {
  const segments = keySegments(rawKey);
  return segments && segments.length >= 2 ? segments : null;
}

async function findObject(mediaDirs: string[], segments: string[]) {
  for (const dir of mediaDirs) {
    const root = path.resolve(dir);
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, info };
  }
  return null;
}

type Found = NonNullable<Awaited<ReturnType<typeof findObject>>>;

const sourceEtag = ({ info }: Found) =>
  `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

async function serveRendered(req: Request, found: Found, cache: RenderCache): Promise<Response> {
  const transform = parseTransform(new URL(req.url).searchParams);
  if (transform instanceof Response) return transform;
  const accept = req.headers.get('accept') ?? '';
  const etag = renderedEtag(sourceEtag(found), transform, accept);
  const common = {
    'cache-control': CACHE_CONTROL,
    etag,
    'last-modified': found.info.mtime.toUTCString(),
    // The format follows the Accept header: a shared cache must keep one copy per kind of browser.
    vary: 'Accept',
  };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: common });
  let rendered = cache.get(etag);
  if (!rendered) {
    const result = await renderImage(await loadSharp(), await readFile(found.file), transform, accept);
    if (result instanceof Response) return result;
    rendered = result;
    cache.set(etag, rendered);
  }
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(rendered.body), {
    status: 200,
    headers: {
      ...common,
      'content-type': rendered.contentType,
      'content-length': String(rendered.body.length),
      'x-transformations': rendered.transformations,
    },
  });
}

/** How long a bucket's public flag is trusted: a dashboard change shows within seconds. */
const BUCKET_FLAG_TTL_MS = 5_000;

/**
 * True when the database holds the bucket and says it is private (a database-less handler has none).
 * Remembered briefly: every catalogue image asks, and PGlite serves one query at a time.
 */
function privateBuckets(db: ObjectsOptions['db'] | undefined) {
  const known = new Map<string, { isPrivate: boolean; until: number }>();
  return async (bucketId: string): Promise<boolean> => {
    if (!db) return false;
    const cached = known.get(bucketId);
    if (cached && cached.until > Date.now()) return cached.isPrivate;
    const { rows } = await db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [
      bucketId,
    ]);
    const isPrivate = rows[0]?.public === false;
    known.set(bucketId, { isPrivate, until: Date.now() + BUCKET_FLAG_TTL_MS });
    return isPrivate;
  };
}

export function createStorageHandler({ mediaDirs, db, config }: StorageOptions): Handler {
  const renderCache = new RenderCache();
  const objects = db && config ? createObjectsHandler({ db, config }) : null;
  const isPrivateBucket = privateBuckets(db);
  return async (req) => {
    const match = PUBLIC_OBJECT.exec(new URL(req.url).pathname);
    if (!match) return (await objects?.(req)) ?? storageError(404, 'not_found', 'Route not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return storageError(405, 'method_not_allowed', 'Only public object reads are served locally');
    }
    const rendering = match[1] === 'render/image';
    const segments = safeSegments(match[2]!);
    if (!segments) return storageError(400, 'invalid_key', 'Invalid object key');
    const found = (await isPrivateBucket(segments[0]!)) ? null : await findObject(mediaDirs, segments);
    // Hosted Storage's renderer answers a missing object with HTTP 400 and a "404" in the body.
    if (!found && rendering) return renderError(400, '404', 'not_found', 'Object not found');
    if (!found) return storageError(404, 'not_found', 'Object not found');
    if (rendering) return serveRendered(req, found, renderCache);
    const etag = sourceEtag(found);
    const headers = {
      'content-type': contentTypeFor(found.file),
      'cache-control': CACHE_CONTROL,
      etag,
      'last-modified': found.info.mtime.toUTCString(),
    };
    if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const body =
      req.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(found.file)) as unknown as ReadableStream<Uint8Array>);
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'content-length': String(found.info.size) },
    });
  };
}
