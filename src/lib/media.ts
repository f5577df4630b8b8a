import { env } from './env';

/**
 * Product and article images are stored as object paths in the public `media` bucket
 * (e.g. `products/tea-glass.webp`); editors may also paste a full URL. Generated images come in
 * 400/800/1200 px widths named `<name>-<width>.webp` beside the 800 px base file.
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
