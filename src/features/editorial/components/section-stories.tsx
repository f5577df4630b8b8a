import { ButtonLink, EmptyState, LoadingState } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';

import { useSectionArticles, type SectionFilter } from '../api/get-section-articles';

import { ArticleGrid } from './article-grid';

/** The stories of one section, or an honest note that the editors have not published any yet. */
export function SectionStories({ filter, label }: { filter: SectionFilter; label: string }) {
  const articles = useSectionArticles(filter);

  if (articles.isPending) return <LoadingState />;
  if (articles.isError) {
    return (
      <QueryErrorState error={articles.error} what="these stories" onRetry={() => void articles.refetch()} />
    );
  }
  if (articles.data.length === 0) {
    return (
      <EmptyState
        title={`No stories in ${label} yet — our editors are still writing them.`}
        description="Until they are published, wander through the rituals and recipes of the journal."
      >
        <ButtonLink to="/rituals" variant="primary">
          Read the rituals
        </ButtonLink>
        <ButtonLink to="/recipes" variant="secondary">
          Cook a recipe
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <section aria-label={`Stories in ${label}`} className="mx-auto max-w-content px-5 pb-24 sm:px-8">
      <ArticleGrid articles={articles.data} />
    </section>
  );
}
