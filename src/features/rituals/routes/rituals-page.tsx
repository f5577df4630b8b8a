import { EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Seo } from '@/components/seo';
import { ArticleGrid } from '@/features/editorial';

import { useRituals } from '../api/get-rituals';

const INTRO =
  'Small daily ceremonies from Moroccan homes: pouring tea, lighting the hammam, laying the table for guests. Essays on living slowly with things made by hand.';

/** /rituals: published ritual essays, newest first (SPEC §2). */
export default function RitualsPage() {
  const rituals = useRituals();

  return (
    <>
      <Seo title="Rituals" description={INTRO} canonical="/rituals" />
      <PageHeader eyebrow="The Journal" title="Rituals" description={INTRO} />
      <div className="mx-auto max-w-content px-5 pb-24 sm:px-8">
        {rituals.isPending ? (
          <LoadingState />
        ) : rituals.isError ? (
          <QueryErrorState error={rituals.error} what="the rituals" onRetry={() => void rituals.refetch()} />
        ) : rituals.data.length === 0 ? (
          <EmptyState
            title="No rituals published yet."
            description="New essays are on their way. Come back soon."
          />
        ) : (
          <ArticleGrid articles={rituals.data} />
        )}
      </div>
    </>
  );
}
