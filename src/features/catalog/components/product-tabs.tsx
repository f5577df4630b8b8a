import * as Tabs from '@/components/ui/tabs';
import { lazy, Suspense } from 'react';

import { englishIf, type LocalizedProduct } from '../api/get-product';
import { useProductText } from '../i18n/product';

const trigger =
  'relative -mb-px whitespace-nowrap border-b-2 border-transparent px-1 pb-3 text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted transition-colors hover:text-ink data-[state=active]:border-clay-600 data-[state=active]:text-ink';
// The stories tab shows only once opened (Radix mounts the active panel alone): its code waits until then.
const ProductStories = lazy(() =>
  import('./product-stories').then((module) => ({ default: module.ProductStories })),
);

/** The tabs in their order; each names its panel below and its label (`tab.<name>`). */
const TABS = ['details', 'care', 'shipping', 'stories'] as const;

/** The ways of delivery, each named (`ship.<way>`) and described (`ship.<way>Text`). */
const SHIPPING = ['free', 'standard', 'express'] as const;

const panel = 'max-w-prose pt-8 text-base leading-relaxed text-ink-soft focus-visible:outline-none';

/** Details / Care Instructions / Shipping Info / Rituals & Recipes. */
export function ProductTabs({ product }: { product: LocalizedProduct }) {
  const t = useProductText();
  const details = product.details ? 'details' : 'description';
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List
        aria-label={t('tabs')}
        className="flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={trigger}>
            {t(`tab.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="details" className={panel}>
        {product.details || product.description ? (
          <p lang={englishIf(product, details)}>{product.details || product.description}</p>
        ) : (
          <p>{t('details.default')}</p>
        )}
        {product.artisan && <p className="mt-4">{t('details.maker', { artisan: product.artisan })}</p>}
      </Tabs.Content>
      <Tabs.Content value="care" className={panel}>
        {product.care_instructions ? (
          <p lang={englishIf(product, 'care_instructions')}>{product.care_instructions}</p>
        ) : (
          <p>{t('care.default')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="shipping" className={panel}>
        <ul className="space-y-3">
          {SHIPPING.map((way) => (
            <li key={way}>
              <strong className="font-semibold text-ink">{t(`ship.${way}`)}</strong> {t(`ship.${way}Text`)}
            </li>
          ))}
        </ul>
        <p className="mt-4">{t('ship.wrap')}</p>
      </Tabs.Content>
      <Tabs.Content value="stories" className={panel}>
        <Suspense fallback={<p>{t('loading')}</p>}>
          <ProductStories productId={product.id} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
