/**
 * /storage/v1: public objects, the part of Supabase Storage the shop reads. An object
 * `<bucket>/<path>` is served from supabase/media/<bucket>/<path> (committed images) or else
 * .data/media/<bucket>/<path> (generated ones), with the caching headers of the hosted service.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Handler } from '../types';
import { contentTypeFor } from './content-types';

export interface StorageOptions {
  /** Folders holding one sub-folder per bucket, searched in order. */
  mediaDirs: string[];
}

const PUBLIC_OBJECT = /^\/storage\/v1\/(?:object|render\/image)\/public\/(.+)$/;

const storageError = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ statusCode: String(status), error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** Object key segments, or null when the key tries to leave its bucket. */
function safeSegments(rawKey: string): string[] | null {
  let segments: string[];
  try {
    segments = rawKey.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const unsafe = segments.some(
    (s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('/') || s.includes('\0'),
  );
  return unsafe || segments.length < 2 ? null : segments;
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

export function createStorageHandler({ mediaDirs }: StorageOptions): Handler {
  return async (req) => {
    const match = PUBLIC_OBJECT.exec(new URL(req.url).pathname);
    if (!match) return storageError(404, 'not_found', 'Route not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return storageError(405, 'method_not_allowed', 'Only public object reads are served locally');
    }
    const segments = safeSegments(match[1]!);
    if (!segments) return storageError(400, 'invalid_key', 'Invalid object key');
    const found = await findObject(mediaDirs, segments);
    if (!found) return storageError(404, 'not_found', 'Object not found');
    const etag = `"${found.info.size.toString(16)}-${Math.floor(found.info.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': contentTypeFor(found.file),
      'cache-control': 'public, max-age=3600',
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
