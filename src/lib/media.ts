import { env } from './env';

/**
 * Product and article images are stored as object paths in the public `media` bucket
 * (e.g. `products/tea-glass.webp`); editors may also paste a full URL. Generated images come in
 * 400/800/1200 px widths named `<name>-<width>.webp` beside the full-size base file.
 */
/** The public URL of the `media` bucket of the configured Supabase project; every shop image lives under it. */
export const MEDIA_BASE = `${env.supabaseUrl}/storage/v1/object/public/media/`;
const WIDTHS = [400, 800, 1200] as const;

export function mediaUrl(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return MEDIA_BASE + pathOrUrl.replace(/^\/+/, '');
}

export interface ImageSources {
  src: string | undefined;
  srcSet: string | undefined;
}

export function imageSources(pathOrUrl: string | null | undefined): ImageSources {
  const src = mediaUrl(pathOrUrl);
  if (!src || !pathOrUrl || /^https?:\/\//.test(pathOrUrl) || !pathOrUrl.endsWith('.webp')) {
    return { src, srcSet: undefined };
  }
  const stem = src.slice(0, -'.webp'.length);
  return { src, srcSet: WIDTHS.map((w) => `${stem}-${w}.webp ${w}w`).join(', ') };
}

/** Storage's image transformation of the `media` bucket: any object, resized on request. */
export const RENDER_BASE = `${env.supabaseUrl}/storage/v1/render/image/public/media/`;

export interface RenderOptions {
  /** Widths offered in the srcSet; the middle one is the fallback src. */
  widths: readonly number[];
  /** Height / width of the box the picture fills (cropped to it, resize=cover); omit to keep the picture's own. */
  aspect?: number;
  quality?: number;
}

/**
 * A srcSet of resized copies from Storage's render endpoint (the local stack serves it too), for pictures
 * that have no pre-cut widths: a product gallery's views. A full URL is used as it is.
 */
export function renderedImageSources(
  pathOrUrl: string | null | undefined,
  { widths, aspect, quality = 75 }: RenderOptions,
): ImageSources {
  if (!pathOrUrl || /^https?:\/\//.test(pathOrUrl)) return { src: mediaUrl(pathOrUrl), srcSet: undefined };
  const objectPath = pathOrUrl.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  const url = (width: number) => {
    const box = aspect ? `&height=${Math.round(width * aspect)}&resize=cover` : '';
    return `${RENDER_BASE}${objectPath}?width=${width}${box}&quality=${quality}`;
  };
  return {
    src: url(widths[Math.floor(widths.length / 2)] ?? 800),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}
