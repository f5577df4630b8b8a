import { EmptyState } from '@/components/ui';
import { ListingHeader } from '@/components/ui/listing-header';
import { listView } from '@/components/ui/query-view';
import { ArticleGrid } from '@/features/editorial';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useRituals } from '../api/get-rituals';
import { useRitualText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /rituals: published ritual essays, newest first (SPEC §2). */
export default function RitualsPage() {
  const rituals = useRituals();
  const t = useRitualText();

  return (
    <>
      <ListingHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} canonical="/rituals" />
      <div className="mx-auto max-w-content px-5 pb-24 sm:px-8">
        {listView({ ...rituals, what: t('what.list') }) ??
          (rituals.data?.length ? (
            <ArticleGrid articles={rituals.data} />
          ) : (
            <EmptyState title={t('none')} description={t('none.text')} />
          ))}
      </div>
    </>
  );
}
