import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useCollections } from '../api/get-collections';
import { CollectionCard } from '../components/collection-card';
import { useCollectionsText } from '../i18n';
import { PRIORITY_CARDS } from '@/lib/constants';

export const handle: ScreenHandle = { translated: true };

export default function CollectionsPage() {
  const t = useCollectionsText();
  const collectionsList = useCollections();
  const collections = collectionsList.items;
  return (
    <div className="pb-24">
      <Seo title={t('title')} description={t('seo')} canonical="/collections" />
      <PageHeader eyebrow={t('title')} title={t('heading')} description={t('intro')} />
      <div className="mx-auto max-w-content px-5 sm:px-8">
        {listView(collectionsList) ??
          (collections.length === 0 ? (
            <EmptyState title={t('none')}>
              <ButtonLink to="/shop" variant="secondary">
                {t('browse')}
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
