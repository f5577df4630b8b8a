import { useParams, useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView } from '@/components/ui/query-view';
import { collectionTitle, ProductGrid } from '@/features/catalog';

import { useCollectionProducts } from '../api/get-collection-products';
import { collectionDescription } from '../collection-descriptions';
import { TagFilter } from '../components/tag-filter';
import { PRIORITY_CARDS } from '@/lib/constants';

export default function CollectionPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const title = collectionTitle(slug);
  const selected = params.getAll('tag');
  const { data: products, view } = queryView(useCollectionProducts(slug), {
    what: 'this collection',
    isMissing: (rows) => rows.length === 0,
    notFound: (
      <NotFoundState title="Collection Not Found" description="There is no collection by that name.">
        <ButtonLink to="/shop">Browse all products</ButtonLink>
        <ButtonLink to="/collections" variant="secondary">
          View collections
        </ButtonLink>
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
  const description = collectionDescription(slug);

  return (
    <div className="pb-24">
      <Seo
        title={`${title} Collection`}
        description={description}
        canonical={`/collection/${slug.toLowerCase()}`}
        image={products[0]?.image_url}
      />
      <PageHeader eyebrow="Collection" title={title} description={description}>
        <p className="text-sm text-ink-muted">
          {products.length} {products.length === 1 ? 'product' : 'products'}
        </p>
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
              <EmptyState title="No products match the selected filters.">
                <button
                  type="button"
                  onClick={() => setTags([])}
                  className="text-sm font-semibold text-clay-700 underline underline-offset-4"
                >
                  Clear All
                </button>
              </EmptyState>
            }
          />
        </div>
      </div>
    </div>
  );
}
