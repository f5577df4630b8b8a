import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { Badge, ResponsiveImage } from '@/components/ui';
import { useLocale } from '@/lib/i18n/locale';

import { useProductOffer } from '../api/get-running-offers';
import { useCatalogText } from '../i18n';
import type { Product } from '../types';
import { useCatalogLabels } from '../use-labels';
import { useEndsIn } from '../use-ends-in';
import { OfferBadge } from './offer-badge';
import { SalePrice } from './sale-price';

/**
 * The least a card needs; other features (recipes, saved items) pass what they selected. `price` is
 * what the piece can be bought for now (products.from_price); `price_varies` says "from" before it.
 */
export type CardProduct = Pick<Product, 'slug' | 'title' | 'image_url'> & {
  price: Product['from_price'];
} & Partial<
    Pick<
      Product,
      'id' | 'alt_text' | 'category' | 'collection' | 'is_new' | 'is_featured' | 'in_stock' | 'price_varies'
    >
  > & {
    /** The language of each translated field, when a locale-aware read says (browse_products' `lang`). */
    lang?: { title?: string; alt_text?: string };
  };

interface ProductCardProps {
  product: CardProduct;
  /** Eager-load the image (first row above the fold). */
  priority?: boolean;
  /** Heading level of the title inside the surrounding section. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, headingLevel: Title = 'h3' }: ProductCardProps) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const t = useCatalogText();
  const labels = useCatalogLabels();
  // Start loading the product page's data as soon as the shopper shows intent. The read comes with
  // it (the product page needs it next), so pages that only show cards do not carry it.
  const prefetch = () =>
    void import('../api/get-product').then(({ productQueryOptions }) =>
      queryClient.prefetchQuery(productQueryOptions(product.slug, locale)),
    );
  // A field the read says is English, on a page in another language.
  const englishIf = (field: 'title' | 'alt_text') =>
    locale !== 'en' && product.lang?.[field] === 'en' ? 'en' : undefined;
  const soldOut = product.in_stock === false;
  // An automatic offer that covers the piece: id, category and collection say which (see offerCovers).
  const offer = useProductOffer(product);
  const endsIn = useEndsIn();

  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-sm bg-sand-200">
        <ResponsiveImage
          path={product.image_url}
          alt={product.alt_text || product.title}
          width={800}
          height={1000}
          sizes="(min-width: 1024px) 22rem, (min-width: 360px) 46vw, 92vw"
          priority={priority}
          className="aspect-[4/5] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-2">
          {product.is_new && <Badge tone="saffron">{t('new')}</Badge>}
          {product.is_featured && <Badge tone="indigo">{t('featured')}</Badge>}
          {soldOut && <Badge tone="grey">{t('soldOut')}</Badge>}
          {offer && <OfferBadge offer={offer.offer} />}
          {offer?.endsWithinWeek != null && <Badge tone="neutral">{endsIn(offer.endsWithinWeek)}</Badge>}
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1">
        {product.category && (
          <p className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
            {labels.category(product.category)}
          </p>
        )}
        <Title className="font-display text-lg font-normal leading-snug text-ink sm:text-xl">
          <Link
            lang={englishIf('title')}
            to={`/product/${product.slug}`}
            onMouseEnter={prefetch}
            onFocus={prefetch}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {product.title}
          </Link>
        </Title>
        <SalePrice
          now={offer?.salePrice ?? product.price}
          was={offer?.salePrice != null ? product.price : null}
          phrase={product.price_varies ? (price) => t('from', { price }) : undefined}
          className="mt-1 text-sm font-medium text-ink-soft"
        />
      </div>
    </article>
  );
}
