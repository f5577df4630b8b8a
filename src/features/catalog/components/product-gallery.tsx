import { ZoomIn } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { renderedImageSources } from '@/lib/media';
import { useLoggedError } from '@/lib/use-list-query';

import { useProductImages } from '../api/get-product-images';
import { useProductText } from '../i18n/product';
import type { Product } from '../types';

import type { GalleryPicture } from './gallery-picture';

// The zoom (and the dialog it is built on) is fetched when a shopper first opens it, never with the page.
const loadZoom = () => import('./image-zoom');
const ImageZoom = lazy(() => loadZoom().then((module) => ({ default: module.ImageZoom })));

const MAIN_WIDTHS = [400, 600, 800, 1200] as const;
const THUMB_WIDTHS = [96, 160] as const;

interface ProductGalleryProps {
  product: Pick<Product, 'id' | 'title' | 'image_url' | 'alt_text'>;
}

/**
 * The product's pictures (product_images): one large, the others as thumbnails that show it, and a
 * zoom. Every picture is a square cut by Storage's image transformation at the widths the layout
 * needs. Until the gallery has loaded, the main picture (image_url) stands alone in the same box.
 */
export function ProductGallery({ product }: ProductGalleryProps) {
  const t = useProductText();
  const { data, error, isPending } = useProductImages(product.id);
  useLoggedError(error, 'the product pictures');
  const [selected, setSelected] = useState(0);
  const [zooming, setZooming] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);

  const pictures: GalleryPicture[] =
    data && data.length > 0
      ? data.map((row) => ({ path: row.storage_path, alt: row.alt_text }))
      : [{ path: product.image_url, alt: product.alt_text || product.title }];
  const index = Math.min(selected, pictures.length - 1);
  const current = pictures[index]!;
  const main = renderedImageSources(current.path, { widths: MAIN_WIDTHS, aspect: 1 });
  const many = pictures.length > 1;

  return (
    <section aria-label={t('pics', { title: product.title })}>
      <div className="relative">
        {main.src ? (
          <img
            src={main.src}
            srcSet={main.srcSet}
            sizes="(min-width: 1024px) 36rem, 100vw"
            alt={current.alt}
            width={1200}
            height={1200}
            // The first picture is the page's largest paint; the others arrive on a tap.
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="aspect-square w-full rounded-sm bg-sand-200 object-cover"
          />
        ) : (
          <div role="img" aria-label={current.alt} className="aspect-square w-full rounded-sm bg-sand-200" />
        )}
        {main.src && (
          <button
            ref={zoomButton}
            type="button"
            aria-haspopup="dialog"
            aria-label={t('pics.zoom', { n: index + 1, total: pictures.length })}
            onPointerEnter={() => void loadZoom().catch(() => undefined)}
            onFocus={() => void loadZoom().catch(() => undefined)}
            onClick={() => setZooming(true)}
            className="absolute bottom-3 end-3 inline-flex h-11 items-center gap-2 rounded-full bg-sand-50/95 px-4 text-sm font-medium text-ink shadow-sm transition-colors hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600"
          >
            <ZoomIn aria-hidden className="h-4 w-4" />
            {t('zoom')}
          </button>
        )}
      </div>

      {(isPending || many) && (
        <ul className="mt-3 flex h-20 gap-3" aria-label={t('pics.choose')}>
          {many &&
            pictures.map((picture, i) => {
              const thumb = renderedImageSources(picture.path, { widths: THUMB_WIDTHS, aspect: 1 });
              return (
                <li key={picture.path ?? i}>
                  <button
                    type="button"
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={t('pics.show', { n: i + 1, total: pictures.length, alt: picture.alt })}
                    onClick={() => setSelected(i)}
                    className={`block h-20 w-20 overflow-hidden rounded-sm border-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 ${
                      i === index ? 'border-clay-600' : 'border-transparent hover:border-sand-300'
                    }`}
                  >
                    <img
                      src={thumb.src}
                      srcSet={thumb.srcSet}
                      sizes="5rem"
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full bg-sand-200 object-cover"
                    />
                  </button>
                </li>
              );
            })}
        </ul>
      )}

      {zooming && (
        <Suspense fallback={null}>
          <ImageZoom
            title={product.title}
            pictures={pictures}
            index={index}
            onIndexChange={setSelected}
            onClose={() => setZooming(false)}
            returnFocusTo={zoomButton}
          />
        </Suspense>
      )}
    </section>
  );
}
