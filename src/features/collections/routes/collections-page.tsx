import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';
import { listView } from '@/components/ui/query-view';

import { useCollections } from '../api/get-collections';
import { CollectionCard } from '../components/collection-card';
import { PRIORITY_CARDS } from '@/lib/constants';

export default function CollectionsPage() {
  const collectionsList = useCollections();
  const collections = collectionsList.items;
  return (
    <div className="pb-24">
      <Seo
        title="Collections"
        description="Tea Rituals, Summer Pantry, Zellij Basics and Zellij Essentials: handmade Moroccan pieces gathered to live together."
        canonical="/collections"
      />
      <PageHeader
        eyebrow="Collections"
        title="Gathered to live together"
        description="Small families of pieces, chosen for a table, a season or a ritual."
      />
      <div className="mx-auto max-w-content px-5 sm:px-8">
        {listView(collectionsList) ??
          (collections.length === 0 ? (
            <EmptyState title="No collections available at the moment.">
              <ButtonLink to="/shop" variant="secondary">
                Browse all products
              </ButtonLink>
            </EmptyState>
          ) : (
            <ul className="grid gap-x-6 gap-y-16 sm:grid-cols-2 lg:grid-cols-4">
              {collections.map((collection, index) => (
                <li key={collection.slug}>
                  <CollectionCard collection={collection} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
