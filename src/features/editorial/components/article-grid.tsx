import type { ArticleSummary } from '../types';

import { ArticleCard } from './article-card';

/** A magazine list: the newest story wide across the top, the rest in a calm grid. */
export function ArticleGrid({
  articles,
  headingLevel = 'h2',
}: {
  articles: ArticleSummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <div className="space-y-16">
      <ArticleCard article={lead} layout="feature" headingLevel={headingLevel} priority />
      {rest.length > 0 && (
        <ul className="grid gap-x-8 gap-y-14 border-t border-sand-200 pt-14 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((article, index) => (
            // Below the lead story; one per row on a phone, so the first two are all it shows at once.
            <li key={article.id} className={index < 2 ? undefined : 'render-when-near'}>
              <ArticleCard article={article} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
