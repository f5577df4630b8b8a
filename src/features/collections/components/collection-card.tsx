import { Link } from 'react-router-dom';

import { ResponsiveImage } from '@/components/ui';

import type { CollectionSummary } from '../api/get-collections';
import { useCatalogLabels } from '@/features/catalog';

import { collectionDescription } from '../collection-descriptions';
import { useCollectionsText } from '../i18n';

/** A collection under an arch: featured image, title, count and 'Explore'. */
export function CollectionCard({
  collection,
  priority = false,
}: {
  collection: CollectionSummary;
  priority?: boolean;
}) {
  const t = useCollectionsText();
  const title = useCatalogLabels().collection(collection.slug);
  return (
    <article className="group relative flex flex-col">
      <div className="overflow-hidden rounded-t-full bg-sand-200">
        <ResponsiveImage
          path={collection.imageUrl}
          alt=""
          width={800}
          height={1000}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          className="aspect-[4/5] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="mt-6 text-center">
        <p className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
          {t('pieces', { count: collection.productCount })}
        </p>
        <h2 className="mt-2 font-display text-3xl font-light text-ink">{title}</h2>
        <p className="mx-auto mt-3 max-w-sm text-sm leading-relaxed text-ink-soft">
          {collectionDescription(collection.slug, t)}
        </p>
        <Link
          to={`/collection/${collection.slug}`}
          aria-label={t('explore.of', { title })}
          className="mt-5 inline-block text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 after:absolute after:inset-0 after:content-[''] group-hover:underline"
        >
          {t('explore')}
        </Link>
      </div>
    </article>
  );
}
