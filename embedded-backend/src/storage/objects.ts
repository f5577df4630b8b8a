/**
 * /storage/v1/object: the part of Supabase Storage that writes and reads objects as the caller.
 *
 *   POST /object/<bucket>/<name>                upload (raw body, or multipart as supabase-js sends a
 *                                               File); `x-upsert: true` replaces an existing object
 *                                               (PUT, supabase-js's update(), is not served locally)
 *   GET  /object/authenticated/<bucket>/<name>  read (also GET /object/<bucket>/<name>)
 *   POST /object/sign/<bucket>/<name>           {expiresIn} -> {signedURL}: a link anyone may open
 *   GET  /object/sign/<bucket>/<name>?token=    read through such a link
 *   POST /object/sign/<bucket>/<name> {expiresIn, transform: {width, height, resize, quality, format}}
 *        -> {signedURL: /render/image/sign/<bucket>/<name>?token=}: a link to the image transformed
 *        (render-image.ts), the transformation held in the token as hosted Storage holds it
 *
 * As on hosted Storage, every request runs as its JWT's role with its claims, so the policies on
 * storage.objects decide who writes and reads (the service role bypasses them), and the bucket's
 * file_size_limit and allowed_mime_types are enforced on upload. Bytes live in
 * storage_local.object_bytes, written in the upload's transaction (sql/20-storage.sql).
 */
import { createHash, randomUUID } from 'node:crypto';

import { JwtError, signJwt, verifyJwt } from '../jwt';
import { requestRole, type RequestRole } from '../rest/auth';
import { RestError } from '../rest/errors';
import { runAsRequest } from '../rest/execute';
import type { BackendConfig, Db } from '../types';
import { storageError } from './errors';
import { keySegments } from './object-key';
import { loadSharp, parseTransform, renderImage, type Transform } from './render-image';

export interface ObjectsOptions {
  db: Db;
  config: BackendConfig;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_ROUTE = /^\/storage\/v1\/object\/(?:(sign|authenticated)\/)?([^/]+)\/(.+)$/;
const SIGNED_RENDER_ROUTE = /^\/storage\/v1\/render\/image\/sign\/([^/]+)\/(.+)$/;

interface Bucket {
  id: string;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface Upload {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
}

const bareType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/** `image/*` allows every image type, as hosted Storage reads the list. */
function typeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = bareType(mimetype);
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : rule === type;
  });
}

async function readUpload(req: Request): Promise<Upload> {
  const contentType = req.headers.get('content-type') ?? 'application/octet-stream';
  if (bareType(contentType) === 'multipart/form-data') {
    const form = await req.formData();
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: Buffer.from(file ? await file.arrayBuffer() : new ArrayBuffer(0)),
      mimetype: file?.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : '3600'}`,
    };
  }
  return {
    bytes: Buffer.from(await req.arrayBuffer()),
    mimetype: contentType,
    cacheControl: req.headers.get('cache-control') ?? 'max-age=3600',
  };
}

const isRlsRefusal = (error: unknown) =>
  (error as { code?: string }).code === '42501' || /row-level security/i.test((error as Error).message ?? '');

export function createObjectsHandler({ db, config }: ObjectsOptions) {
  const asCaller = <T>(req: Request, who: RequestRole, fn: (tx: Db) => Promise<T>) =>
    runAsRequest(db, who, { method: req.method, path: new URL(req.url).pathname, headers: req.headers }, fn);

  async function upload(req: Request, who: RequestRole, bucketId: string, name: string): Promise<Response> {
    const { rows } = await db.query<Bucket>(
      'select id, file_size_limit::text, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    );
    const bucket = rows[0];
    if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
    const file = await readUpload(req);
    if (bucket.file_size_limit !== null && file.bytes.length > Number(bucket.file_size_limit)) {
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (!typeAllowed(bucket.allowed_mime_types, file.mimetype)) {
      return storageError(415, 'invalid_mime_type', `mime type ${bareType(file.mimetype)} is not supported`);
    }
    const upsert = req.headers.get('x-upsert') === 'true';
    const metadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: bareType(file.mimetype),
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    const owner = typeof who.claims.sub === 'string' && who.claims.sub !== '' ? who.claims.sub : null;
    try {
      const id = await asCaller(req, who, async (tx) => {
        // Neither RETURNING nor ON CONFLICT for a plain upload: Postgres would apply the bucket's read
        // policies to them, and a writer need not be a reader (a guest uploads a return photo that
        // only the shop owner may see). A name taken already fails on the unique key: 409.
        const fresh = randomUUID();
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4::uuid, $4, $5)
           ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}`,
          [fresh, bucketId, name, owner, JSON.stringify(metadata)],
        );
        // The bytes are the service's own: written as the session's user once the policies passed.
        await tx.query('set local role none');
        const { rows: stored } = await tx.query<{ id: string }>(
          'select id from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        );
        const objectId = stored[0]?.id;
        if (!objectId) return null;
        await tx.query(
          `insert into storage_local.object_bytes (object_id, bytes) values ($1, $2)
           on conflict (object_id) do update set bytes = excluded.bytes`,
          [objectId, file.bytes],
        );
        return objectId;
      });
      if (!id) return storageError(409, 'Duplicate', 'The resource already exists');
      return Response.json({ Id: id, Key: `${bucketId}/${name}` });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        return storageError(409, 'Duplicate', 'The resource already exists');
      if (isRlsRefusal(error))
        return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      throw error;
    }
  }

  /** The object as the caller may see it (policies on storage.objects), or null. */
  const visibleObject = (req: Request, who: RequestRole, bucketId: string, name: string) =>
    asCaller(req, who, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'select id from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      );
      return rows[0]?.id ?? null;
    });

  async function serve(req: Request, bucketId: string, name: string): Promise<Response> {
    const found = await objectBytes(bucketId, name);
    if (!found) return storageError(404, 'not_found', 'Object not found');
    const bytes = Buffer.from(found.bytes);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': found.metadata.mimetype ?? 'application/octet-stream',
        'content-length': String(bytes.length),
        'cache-control': found.metadata.cacheControl ?? 'max-age=3600',
        etag: found.metadata.eTag ?? '',
        // A file declared as an image is shown as one, never sniffed into a page.
        'x-content-type-options': 'nosniff',
      },
    });
  }

  async function sign(req: Request, who: RequestRole, bucketId: string, name: string): Promise<Response> {
    const body = (await req.json().catch(() => null)) as { expiresIn?: unknown; transform?: unknown } | null;
    const expiresIn = Number(body?.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      return storageError(400, 'invalid_request', 'expiresIn must be a positive number of seconds');
    }
    let transform: Transform | undefined;
    if (typeof body?.transform === 'object' && body.transform !== null) {
      const asked = new URLSearchParams(
        Object.entries(body.transform).map(([key, value]) => [key, String(value)] as [string, string]),
      );
      const parsed = parseTransform(asked);
      if (parsed instanceof Response) return parsed;
      transform = parsed;
    }
    if (!(await visibleObject(req, who, bucketId, name)))
      return storageError(404, 'not_found', 'Object not found');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      url: `${bucketId}/${name}`,
      iat: now,
      exp: now + expiresIn,
      ...(transform && { transform }),
    };
    const token = signJwt(claims, config.jwtSecret);
    const key = name.split('/').map(encodeURIComponent).join('/');
    const route = transform ? '/render/image/sign' : '/object/sign';
    return Response.json({ signedURL: `${route}/${bucketId}/${key}?token=${token}` });
  }

  /** The claims of a signed link's token for this object, or the error hosted Storage answers. */
  function signedClaims(req: Request, bucketId: string, name: string): Record<string, unknown> | Response {
    const token = new URL(req.url).searchParams.get('token') ?? '';
    try {
      const claims = verifyJwt(token, config.jwtSecret);
      if (claims.url !== `${bucketId}/${name}`)
        return storageError(400, 'InvalidSignature', 'The url do not match the signature');
      return claims;
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      return storageError(
        400,
        'InvalidJWT',
        error.reason === 'expired' ? 'jwt expired' : 'invalid signature',
      );
    }
  }

  async function objectBytes(bucketId: string, name: string) {
    const { rows } = await db.query<{
      bytes: Uint8Array;
      metadata: { mimetype?: string; eTag?: string; cacheControl?: string };
    }>(
      `select b.bytes, o.metadata from storage.objects o join storage_local.object_bytes b on b.object_id = o.id
       where o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    );
    return rows[0];
  }

  /** GET /render/image/sign/<bucket>/<name>?token=: the object as the token's transformation renders it. */
  async function readSignedRender(req: Request, bucketId: string, name: string): Promise<Response> {
    const claims = signedClaims(req, bucketId, name);
    if (claims instanceof Response) return claims;
    if (typeof claims.transform !== 'object' || claims.transform === null)
      return storageError(400, 'InvalidSignature', 'The token holds no transformation');
    const found = await objectBytes(bucketId, name);
    if (!found) return storageError(404, 'not_found', 'Object not found');
    const rendered = await renderImage(
      await loadSharp(),
      Buffer.from(found.bytes),
      claims.transform as Transform,
      req.headers.get('accept') ?? '',
    );
    if (rendered instanceof Response) return rendered;
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(rendered.body), {
      status: 200,
      headers: {
        'content-type': rendered.contentType,
        'content-length': String(rendered.body.length),
        'cache-control': found.metadata.cacheControl ?? 'max-age=3600',
        vary: 'Accept',
        'x-transformations': rendered.transformations,
        'x-content-type-options': 'nosniff',
      },
    });
  }

  function readSigned(req: Request, bucketId: string, name: string): Promise<Response> | Response {
    const claims = signedClaims(req, bucketId, name);
    return claims instanceof Response ? claims : serve(req, bucketId, name);
  }

  return async (req: Request): Promise<Response | null> => {
    const pathname = new URL(req.url).pathname;
    const rendering = SIGNED_RENDER_ROUTE.exec(pathname);
    if (rendering && (req.method === 'GET' || req.method === 'HEAD')) {
      const renderedName = keySegments(rendering[2]!)?.join('/');
      if (!renderedName) return storageError(400, 'invalid_key', 'Invalid object key');
      return readSignedRender(req, rendering[1]!, renderedName);
    }
    const match = OBJECT_ROUTE.exec(pathname);
    if (!match) return null;
    const [, kind, bucketId, rawName] = match as unknown as [string, string | undefined, string, string];
    const name = keySegments(rawName)?.join('/');
    if (!name) return storageError(400, 'invalid_key', 'Invalid object key');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (kind === 'sign' && reading) return readSigned(req, bucketId, name);
    let who: RequestRole;
    try {
      who = requestRole(req, config, API_ROLES);
    } catch (error) {
      if (error instanceof RestError)
        return storageError(error.status === 401 ? 400 : error.status, 'Unauthorized', error.message);
      throw error;
    }
    if (kind === 'sign' && req.method === 'POST') return sign(req, who, bucketId, name);
    if (reading) {
      return (await visibleObject(req, who, bucketId, name))
        ? serve(req, bucketId, name)
        : storageError(404, 'not_found', 'Object not found');
    }
    if (kind === undefined && req.method === 'POST') return upload(req, who, bucketId, name);
    return storageError(405, 'method_not_allowed', `${req.method} is not served for objects locally`);
  };
}
