import * as Tabs from '@/components/ui/tabs';
import { Link } from 'react-router-dom';

import { listView } from '@/components/ui/query-view';
import { useLocale } from '@/lib/i18n/locale';

import { englishIf, type LocalizedProduct } from '../api/get-product';
import { useProductStories } from '../api/get-product-stories';
import { useCatalogText } from '../i18n';

const trigger =
  'relative -mb-px whitespace-nowrap border-b-2 border-transparent px-1 pb-3 text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted transition-colors hover:text-ink data-[state=active]:border-clay-600 data-[state=active]:text-ink';
const panel = 'max-w-prose pt-8 text-base leading-relaxed text-ink-soft focus-visible:outline-none';

function ProductStories({ productId }: { productId: string }) {
  const t = useCatalogText();
  const locale = useLocale();
  // Stories are read in English for now (the article's own words): marked so on other pages.
  const storyLang = locale === 'en' ? undefined : 'en';
  const list = useProductStories(productId);
  const stories = list.items;
  const waiting = listView(list, <p>{t('loading')}</p>);
  if (waiting) return waiting;
  if (stories.length === 0) return <p>{t('stories.none')}</p>;
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {stories.map((story) => (
        <li key={story.id} className="py-4">
          <p className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
            {t('story.kind', { kind: story.category })}
          </p>
          <Link
            to={`/${story.category}/${story.slug}`}
            lang={storyLang}
            className="font-display text-xl text-ink hover:text-clay-700"
          >
            {story.title}
          </Link>
          {story.excerpt && (
            <p lang={storyLang} className="mt-1 text-sm">
              {story.excerpt}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Details / Care Instructions / Shipping Info / Rituals & Recipes. */
export function ProductTabs({ product }: { product: LocalizedProduct }) {
  const t = useCatalogText();
  const details = product.details ? 'details' : 'description';
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List
        aria-label={t('tabs')}
        className="flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10"
      >
        <Tabs.Trigger value="details" className={trigger}>
          {t('tab.details')}
        </Tabs.Trigger>
        <Tabs.Trigger value="care" className={trigger}>
          {t('tab.care')}
        </Tabs.Trigger>
        <Tabs.Trigger value="shipping" className={trigger}>
          {t('tab.shipping')}
        </Tabs.Trigger>
        <Tabs.Trigger value="stories" className={trigger}>
          {t('tab.stories')}
        </Tabs.Trigger>
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
          <li>
            <strong className="font-semibold text-ink">{t('ship.free')}</strong> {t('ship.freeText')}
          </li>
          <li>
            <strong className="font-semibold text-ink">{t('ship.standard')}</strong> {t('ship.standardText')}
          </li>
          <li>
            <strong className="font-semibold text-ink">{t('ship.express')}</strong> {t('ship.expressText')}
          </li>
        </ul>
        <p className="mt-4">{t('ship.wrap')}</p>
      </Tabs.Content>
      <Tabs.Content value="stories" className={panel}>
        <ProductStories productId={product.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
