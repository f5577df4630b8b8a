import { imageSources } from '@/lib/media';

export interface ResponsiveImageProps {
  /** Object path in the media bucket or a full URL. */
  path: string | null | undefined;
  alt: string;
  /** The alt text's language when it is not the page's (an untranslated alt text: "en"). */
  lang?: string;
  width: number;
  height: number;
  /** Layout width hint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The LCP image: load eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
}

/**
 * An image with intrinsic width/height (no layout shift), a srcSet of the generated widths, and lazy
 * loading below the fold. Without a path it renders a quiet patterned placeholder of the same shape.
 */
export function ResponsiveImage({
  path,
  alt,
  lang,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className = '',
}: ResponsiveImageProps) {
  const { src, srcSet } = imageSources(path);
  if (!src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        lang={alt ? lang : undefined}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`bg-sand-200 bg-[radial-gradient(circle_at_center,theme(colors.sand.300)_1px,transparent_1px)] bg-[length:14px_14px] ${className}`}
      />
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      lang={alt ? lang : undefined}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // Off the main thread even for the LCP image: a synchronous decode of a large image is a long task
      // right when a phone should start responding.
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`bg-sand-200 object-cover ${className}`}
    />
  );
}
