import { Link } from 'react-router-dom';

import { SectionHeading, smallCapsLinkClassName } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import { ArticleCard } from '@/features/editorial';

import { useLatestStories } from '../api/get-latest-stories';
import { useHomeText } from '../i18n';

/** Where the section leads on, under the stories. */
const ONWARD = [
  { to: '/rituals', label: 'rituals' },
  { to: '/recipes', label: 'recipes' },
  { to: '/shop', label: 'shop' },
] as const;

export function StoriesAndRituals() {
  const t = useHomeText();
  const stories = useLatestStories();
  const { items } = stories;
  return (
    <section aria-labelledby="stories-title" className="bg-sand-100">
      <div className="mx-auto max-w-content px-5 py-24 sm:px-8">
        <SectionHeading id="stories-title" eyebrow={t('stories.eyebrow')} title={t('stories.title')} />
        <div className="mt-10">
          {listView(stories) ??
            (items.length === 0 ? (
              <p className="py-10 text-center text-ink-soft">{t('stories.none')}</p>
            ) : (
              <ul className="grid gap-12 md:grid-cols-2">
                {items.map((article) => (
                  <li key={article.id} lang={article.english ? 'en' : undefined}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            ))}
        </div>
        <div className="mt-14 flex flex-wrap justify-center gap-x-10 gap-y-4">
          {ONWARD.map(({ to, label }) => (
            <Link key={to} to={to} className={smallCapsLinkClassName}>
              {t(label)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
