import { SectionHeading } from '@/components/ui';
import { ArticleCard } from '@/features/editorial';

import { useRelatedArticles } from '../api/get-related-articles';
import { useRitualText } from '../i18n';
import type { Ritual } from '../types';

/** Further reading: the editor's related articles, else the latest of the same kind. */
export function RelatedRituals({ ritual }: { ritual: Ritual }) {
  const related = useRelatedArticles(ritual);
  const t = useRitualText();
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-reading" className="bg-sand-100">
      <div className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-20">
        <SectionHeading id="related-reading" eyebrow={t('more.eyebrow')} title={t('more')} />
        <ul className="mt-10 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {related.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
