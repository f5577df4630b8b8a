import { Link } from 'react-router-dom';

import { listView } from '@/components/ui/query-view';
import { useLocale } from '@/lib/i18n/locale';

import { useProductStories } from '../api/get-product-stories';
import { useLaterText } from '../i18n/later';
import { useProductText } from '../i18n/product';

/** The rituals and recipes that feature a piece: the last tab, fetched when it is first opened. */
export function ProductStories({ productId }: { productId: string }) {
  const t = useLaterText();
  const page = useProductText();
  const locale = useLocale();
  // Stories are read in English for now (the article's own words): marked so on other pages.
  const storyLang = locale === 'en' ? undefined : 'en';
  const list = useProductStories(productId);
  const stories = list.items;
  const waiting = listView(list, <p>{page('loading')}</p>);
  if (waiting) return waiting;
  if (stories.length === 0) return <p>{t('stories.none')}</p>;
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {stories.map((story) => (
        <li key={story.id} className="py-4">
          <p className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
            {t('story.kind', { kind: story.category })}
          </p>
          <Link
            to={`/${story.category}/${story.slug}`}
            lang={storyLang}
            className="font-display text-xl text-ink hover:text-clay-700"
          >
            {story.title}
          </Link>
          {story.excerpt && (
            <p lang={storyLang} className="mt-1 text-sm">
              {story.excerpt}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
