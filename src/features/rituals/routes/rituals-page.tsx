import { EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Seo } from '@/components/seo';
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
      <Seo title={t('title')} description={t('intro')} canonical="/rituals" />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('intro')} />
      <div className="mx-auto max-w-content px-5 pb-24 sm:px-8">
        {rituals.isPending ? (
          <LoadingState />
        ) : rituals.isError ? (
          <QueryErrorState
            error={rituals.error}
            what={t('what.list')}
            onRetry={() => void rituals.refetch()}
          />
        ) : rituals.data.length === 0 ? (
          <EmptyState title={t('none')} description={t('none.text')} />
        ) : (
          <ArticleGrid articles={rituals.data} />
        )}
      </div>
    </>
  );
}
