/**
 * /storage/v1/render/image/public/<bucket>/<path> (and /render/image/sign/..., a signed link made with a
 * transform, for private buckets): Storage's image transformation, done here with sharp
 * where hosted Supabase asks imgproxy. The query is read as hosted Storage reads it: `width` and
 * `height` are integers >= 0 (0 means "not given") clamped to 1-2500, `resize` is cover (default),
 * contain or fill, `quality` is 20-100 (default 80), `format` is `origin` or `avif`. Without `format`
 * the answer is WebP when the browser accepts it, else the object's own format. A source is never
 * enlarged (imgproxy's default). Given one side only, the other follows the aspect ratio.
 */
import { createHash } from 'node:crypto';

import type SharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';

const SIZE_LIMIT = { min: 1, max: 2500 };
/** Hosted limits: 25 MB and 50 megapixels of source. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 50_000_000;
const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'avif'] as const;

type ResizeMode = (typeof RESIZE_MODES)[number];
type OutputFormat = 'webp' | 'avif' | 'png' | 'jpeg' | 'gif';

export interface Transform {
  width?: number;
  height?: number;
  resize: ResizeMode;
  quality: number;
  format?: (typeof FORMATS)[number];
}

/** The error body hosted Storage sends: its statusCode is a string, the HTTP status is 400 or 500. */
export const renderError = (status: number, statusCode: string, error: string, message: string) =>
  new Response(JSON.stringify({ statusCode, error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

const invalid = (message: string) => renderError(400, '400', 'Error', `querystring/${message}`);

function readInteger(params: URLSearchParams, name: string, min: number, max = Infinity) {
  const raw = params.get(name);
  if (raw === null || raw === '') return { value: undefined };
  if (!/^-?\d+$/.test(raw.trim())) return { error: invalid(`${name} must be integer`) };
  const value = Number(raw);
  if (value < min) return { error: invalid(`${name} must be >= ${min}`) };
  if (value > max) return { error: invalid(`${name} must be <= ${max}`) };
  return { value };
}

function readEnum<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]) {
  const raw = params.get(name);
  if (raw === null) return { value: undefined };
  if (!(allowed as readonly string[]).includes(raw)) {
    return { error: invalid(`${name} must be equal to one of the allowed values`) };
  }
  return { value: raw as T };
}

/** The transformation a query asks for, or the 400 hosted Storage answers a malformed one with. */
export function parseTransform(params: URLSearchParams): Transform | Response {
  const width = readInteger(params, 'width', 0);
  const height = readInteger(params, 'height', 0);
  const quality = readInteger(params, 'quality', 20, 100);
  const resize = readEnum(params, 'resize', RESIZE_MODES);
  const format = readEnum(params, 'format', FORMATS);
  const failed = [width, height, quality, resize, format].find((part) => 'error' in part);
  if (failed && 'error' in failed) return failed.error!;
  const clamp = (n: number | undefined) =>
    n ? Math.min(Math.max(n, SIZE_LIMIT.min), SIZE_LIMIT.max) : undefined;
  return {
    width: clamp(width.value),
    height: clamp(height.value),
    resize: resize.value ?? 'cover',
    quality: quality.value ?? 80,
    format: format.value,
  };
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

function outputFormat(source: string | undefined, transform: Transform, accept: string): OutputFormat {
  if (transform.format === 'avif') return 'avif';
  const own: OutputFormat =
    source === 'png' || source === 'gif' || source === 'avif' || source === 'webp'
      ? source
      : source === 'svg'
        ? 'png'
        : 'jpeg';
  if (transform.format === 'origin') return own;
  return acceptsWebp(accept) ? 'webp' : own;
}

export const acceptsWebp = (accept: string) => accept.includes('image/webp');

/** sharp (native, ~130 ms to load) only once an image is first transformed. */
let sharpModule: Promise<{ default: typeof SharpModule }> | undefined;
export const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  transformations: string;
}

/** A transformed copy, or the error hosted Storage answers when the source is not an image it reads. */
export async function renderImage(
  sharp: typeof SharpModule,
  source: Buffer,
  transform: Transform,
  accept: string,
): Promise<RenderedImage | Response> {
  if (source.length > MAX_SOURCE_BYTES) {
    return renderError(400, '413', 'ImageProcessingError', 'The source image is larger than 25 MB');
  }
  let image: Sharp;
  let metadata: Metadata;
  try {
    image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, animated: false });
    metadata = await image.metadata();
  } catch {
    return renderError(400, '422', 'ImageProcessingError', 'Source image type not supported');
  }
  const format = outputFormat(metadata.format, transform, accept);
  if (transform.width || transform.height) {
    image = image.resize({
      width: transform.width,
      height: transform.height,
      fit: FIT[transform.resize],
      withoutEnlargement: true,
    });
  }
  const quality = transform.quality;
  const encoded =
    format === 'webp'
      ? image.webp({ quality })
      : format === 'avif'
        ? image.avif({ quality: Math.round(quality * 0.65) })
        : format === 'png'
          ? image.png()
          : format === 'gif'
            ? image.gif()
            : image.jpeg({ quality, progressive: true });
  try {
    return {
      body: await encoded.toBuffer(),
      contentType: `image/${format}`,
      transformations: describe(transform),
    };
  } catch {
    return renderError(400, '422', 'ImageProcessingError', 'Source image could not be processed');
  }
}

/** The X-Transformations header hosted Storage sends (imgproxy's option names). */
function describe(transform: Transform): string {
  const parts: string[] = [];
  if (transform.height) parts.push(`height:${transform.height}`);
  if (transform.width) parts.push(`width:${transform.width}`);
  if (transform.width || transform.height) {
    parts.push(`resizing_type:${{ cover: 'fill', contain: 'fit', fill: 'force' }[transform.resize]}`);
  }
  parts.push(`quality:${transform.quality}`);
  if (transform.format === 'avif') parts.push('format:avif');
  return parts.join(',');
}

/**
 * A validator per source version, transformation and negotiated format, known before rendering so a
 * revalidation costs no resize.
 */
export function renderedEtag(sourceEtag: string, transform: Transform, accept: string): string {
  const digest = createHash('sha256')
    .update(`${sourceEtag}|${JSON.stringify(transform)}|${acceptsWebp(accept)}`)
    .digest('base64url')
    .slice(0, 16);
  return `"${digest}"`;
}
