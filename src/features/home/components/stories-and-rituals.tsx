import { Link } from 'react-router-dom';

import { SectionHeading } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import { ArticleCard } from '@/features/editorial';

import { useLatestStories } from '../api/get-latest-stories';

export function StoriesAndRituals() {
  const stories = useLatestStories();
  const { items } = stories;
  return (
    <section aria-labelledby="stories-title" className="bg-sand-100">
      <div className="mx-auto max-w-content px-5 py-24 sm:px-8">
        <SectionHeading id="stories-title" eyebrow="From the journal" title="Stories & Rituals" />
        <div className="mt-10">
          {listView(stories) ??
            (items.length === 0 ? (
              <p className="py-10 text-center text-ink-soft">The first stories are being written.</p>
            ) : (
              <ul className="grid gap-12 md:grid-cols-2">
                {items.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            ))}
        </div>
        <div className="mt-14 flex flex-wrap justify-center gap-x-10 gap-y-4">
          <Link
            to="/rituals"
            className="text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline"
          >
            All rituals →
          </Link>
          <Link
            to="/recipes"
            className="text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline"
          >
            All recipes →
          </Link>
          <Link
            to="/shop"
            className="text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline"
          >
            Visit the shop →
          </Link>
        </div>
      </div>
    </section>
  );
}
