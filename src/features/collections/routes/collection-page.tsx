import { useParams, useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { EmptyState, PageHeader } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView } from '@/components/ui/query-view';
import { ProductGrid, useCatalogLabels } from '@/features/catalog';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useCollectionProducts } from '../api/get-collection-products';
import { collectionDescription } from '../collection-descriptions';
import { TagFilter } from '../components/tag-filter';
import { useCollectionsText } from '../i18n';
import { PRIORITY_CARDS } from '@/lib/constants';

export const handle: ScreenHandle = { translated: true };

export default function CollectionPage() {
  const t = useCollectionsText();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const title = useCatalogLabels().collection(slug);
  const selected = params.getAll('tag');
  const { data: products, view } = queryView(useCollectionProducts(slug), {
    what: 'this collection',
    isMissing: (rows) => rows.length === 0,
    notFound: (
      <NotFoundState title={t('missing.title')} description={t('missing.text')}>
        <ButtonLinks links={{ '/shop': t('browse'), '/collections': t('view') }} />
      </NotFoundState>
    ),
  });
  if (!products) return view;

  const tags = [...new Set(products.flatMap((product) => product.tags))].sort();
  const visible = products.filter((product) => selected.every((tag) => product.tags.includes(tag)));
  const setTags = (next: string[]) => {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('tag');
    next.forEach((tag) => nextParams.append('tag', tag));
    setParams(nextParams, { replace: true });
  };
  const description = collectionDescription(slug, t);

  return (
    <div className="pb-24">
      <Seo
        title={t('seo.one', { title })}
        description={description}
        canonical={`/collection/${slug.toLowerCase()}`}
        image={products[0]?.image_url}
      />
      <PageHeader eyebrow={t('eyebrow')} title={title} description={description}>
        <p className="text-sm text-ink-muted">{t('products', { count: products.length })}</p>
      </PageHeader>
      <div className="mx-auto max-w-content px-5 sm:px-8">
        <div className="border-y border-sand-200 py-5">
          <TagFilter
            tags={tags}
            selected={selected}
            onToggle={(tag) =>
              setTags(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag])
            }
            onClear={() => setTags([])}
          />
        </div>
        <div className="pt-10">
          <ProductGrid
            products={visible}
            priorityCount={PRIORITY_CARDS}
            headingLevel="h2"
            empty={
              <EmptyState title={t('noMatch')}>
                <button
                  type="button"
                  onClick={() => setTags([])}
                  className="text-sm font-semibold text-clay-700 underline underline-offset-4"
                >
                  {t('clear')}
                </button>
              </EmptyState>
            }
          />
        </div>
      </div>
    </div>
  );
}
