import { Fragment, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { useChromeText } from '@/components/layout/i18n';

import { Seo, truncateDescription } from '@/components/seo';
import { Badge, ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView, useSlug } from '@/components/ui/query-view';
import { SaveButton } from '@/features/saved';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { useCurrency } from '@/providers/use-currency';

import { englishIf, PRODUCT_DETAIL, useProduct, type LocalizedProduct } from '../api/get-product';
import { useProductOffer } from '../api/get-running-offers';
import { NotifyMe, notifyMePart } from '../components/notify-me-part';
import { ProductGallery } from '../components/product-gallery';
import { ProductMeta } from '../components/product-meta';
import { ProductPurchase } from '../components/product-purchase';
import { ProductTabs } from '../components/product-tabs';
import { ShareButton } from '../components/share-button';
import { OfferNote } from '../components/offer-note';
import { SalePrice } from '../components/sale-price';
import { useCatalogText } from '../i18n';
import { useProductText } from '../i18n/product';
import { useChosenVariant } from '../use-chosen-variant';
import { useCatalogLabels } from '../use-labels';
import { isSellable } from '../variants';

export const handle: ScreenHandle = {
  translated: true,
  // A prerendered sold-out piece hydrates with its "Notify me" form, whose code is then needed first.
  beforeHydration: (queryClient) =>
    queryClient
      .getQueriesData<LocalizedProduct | null>({ queryKey: PRODUCT_DETAIL })
      .some(([, product]) => product?.in_stock === false)
      ? notifyMePart.load()
      : undefined,
};

// 'Pairs Beautifully With' sits at the foot of the page and shows only once its own query answers: its
// cards' code comes with that answer rather than before the page is usable (the 150 KB budget).
const RelatedProducts = lazy(() =>
  import('../components/related-products').then((module) => ({ default: module.RelatedProducts })),
);

// What customers said, below everything else: its code, words and reviews come once the page is usable.
const ProductReviews = lazy(() =>
  import('../components/product-reviews').then((module) => ({ default: module.ProductReviews })),
);

export default function ProductPage() {
  const t = useProductText();
  const card = useCatalogText();
  const chrome = useChromeText();
  const labels = useCatalogLabels();
  const { data: product, view } = queryView(useProduct(useSlug()), {
    what: 'this product',
    notFound: (
      <NotFoundState title={t('missing.title')} description={t('missing.text')}>
        <ButtonLink to="/shop">{t('missing.browse')}</ButtonLink>
      </NotFoundState>
    ),
  });
  const { currency } = useCurrency();
  const [variant, choose] = useChosenVariant(product?.variants ?? []);
  // The price of the size shown, before any offer: the editor's "was" price stays struck through.
  const shown = variant ?? (product && { price: product.price, compare_at_price: null });
  const offer = useProductOffer(product && shown && { ...product, price: shown.price });
  if (!product || !shown) return view;

  const path = `/product/${product.slug}`;
  // The trail above the title, and the same for search engines (with the product as its last step).
  const crumbs = [
    { name: chrome('nav.shop'), path: '/shop' },
    { name: labels.category(product.category), path: `/shop?category=${product.category}` },
  ];
  return (
    <>
      <Seo
        title={product.seo_title?.replace(/ \| Zellij$/, '') || product.title}
        description={product.meta_description || truncateDescription(product.description)}
        canonical={path}
        image={product.image_url}
        jsonLd={(ld) => [
          ld.product(
            {
              ...product,
              // Each size for search engines, named as the page names it.
              variants: product.variants.map((v) => ({
                sku: v.sku,
                size: v.size,
                sizeName: v.size ? t(`size.${v.size}`) : undefined,
                price: v.price,
                in_stock: isSellable(v),
              })),
            },
            { currency },
          ),
          ld.breadcrumbList([...crumbs, { name: product.title }]),
        ]}
      />
      <nav aria-label={t('crumbs')} className="mx-auto max-w-content px-5 pt-6 sm:px-8">
        <ol className="flex flex-wrap gap-2 text-xs uppercase tracking-[0.14em] text-ink-muted">
          {crumbs.map((crumb) => (
            <Fragment key={crumb.path}>
              <li>
                <Link to={crumb.path} className="hover:text-clay-700">
                  {crumb.name}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
            </Fragment>
          ))}
          <li aria-current="page" lang={englishIf(product, 'title')} className="text-ink">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="mx-auto grid max-w-content gap-10 px-5 pb-16 pt-6 sm:px-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery product={product} />
        </div>

        <div className="space-y-8">
          <div>
            <div className="flex flex-wrap gap-2">
              {product.is_featured && <Badge tone="indigo">{card('featured')}</Badge>}
              {product.is_new && <Badge tone="saffron">{card('new')}</Badge>}
              {!product.in_stock && <Badge tone="grey">{card('soldOut')}</Badge>}
            </div>
            <p className="mt-4 text-xs font-semibold uppercase tracking-label text-clay-600">
              {labels.category(product.category)}
            </p>
            <h1
              lang={englishIf(product, 'title')}
              className="mt-2 text-4xl font-light leading-tight text-ink sm:text-5xl"
            >
              {product.title}
            </h1>
            <SalePrice
              now={offer?.salePrice ?? shown.price}
              was={
                offer?.salePrice != null ? (shown.compare_at_price ?? shown.price) : shown.compare_at_price
              }
              className="mt-4 text-2xl text-ink"
            />
          </div>
          {product.description && (
            <p lang={englishIf(product, 'description')} className="text-lg leading-relaxed text-ink-soft">
              {product.description}
            </p>
          )}
          <ProductPurchase key={product.id} product={product} variant={variant} onChoose={choose} />
          {offer && <OfferNote offer={offer} />}
          {!product.in_stock && (
            <Suspense key={`notify-${product.id}`} fallback={null}>
              <NotifyMe product={product} />
            </Suspense>
          )}
          <div className="flex flex-wrap gap-3">
            <SaveButton itemType="product" itemId={product.id} title={product.title} />
            <ShareButton title={product.title} text={product.description ?? undefined} />
          </div>
          <ProductMeta product={product} sku={variant?.sku} />
        </div>
      </div>

      <div className="mx-auto max-w-content px-5 sm:px-8">
        <ProductTabs product={product} />
      </div>
      <Suspense fallback={null}>
        <RelatedProducts product={product} />
        <ProductReviews product={product} />
      </Suspense>
    </>
  );
}
