import { EmptyState, LoadingState } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { QueryErrorState } from '@/components/ui/query-error-state';

import { useSectionArticles, type SectionFilter } from '../api/get-section-articles';

import { useSectionText } from '../i18n/sections';

import { ArticleGrid } from './article-grid';

/** The stories of one section, or an honest note that the editors have not published any yet. */
export function SectionStories({ filter, label }: { filter: SectionFilter; label: string }) {
  const articles = useSectionArticles(filter);
  const t = useSectionText();

  if (articles.isPending) return <LoadingState />;
  if (articles.isError) {
    return (
      <QueryErrorState error={articles.error} what={t('what')} onRetry={() => void articles.refetch()} />
    );
  }
  if (articles.data.length === 0) {
    return (
      <EmptyState title={t('empty', { label })} description={t('empty.text')}>
        <ButtonLinks links={{ '/rituals': t('rituals'), '/recipes': t('recipes') }} />
      </EmptyState>
    );
  }
  return (
    <section aria-label={t('stories', { label })} className="mx-auto max-w-content px-5 pb-24 sm:px-8">
      <ArticleGrid articles={articles.data} />
    </section>
  );
}
