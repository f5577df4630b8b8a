import { INTL_LOCALE } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';

import { useEditorialText } from '../i18n';
import { formatLongDate } from '../lib/format-date';
import type { ArticleSummary } from '../types';

import { ArticleImage, ArticleTitleLink } from './article-parts';

interface ArticleCardProps {
  article: ArticleSummary;
  /** 'feature' lays the lead story out wide, image beside the text, from the md breakpoint. */
  layout?: 'card' | 'feature';
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

/** An editorial teaser: image, kind and long-form date, title (the link) and excerpt. */
export function ArticleCard({
  article,
  layout = 'card',
  headingLevel: Title = 'h3',
  priority = false,
}: ArticleCardProps) {
  const feature = layout === 'feature';
  const t = useEditorialText();
  const date = formatLongDate(article.created_at, INTL_LOCALE[useLocale()]);
  return (
    <article
      className={`group relative grid gap-5 ${feature ? 'md:grid-cols-12 md:items-center md:gap-12' : ''}`}
    >
      <div className={`overflow-hidden rounded-sm bg-sand-200 ${feature ? 'md:col-span-7' : ''}`}>
        <ArticleImage
          article={article}
          sizes={
            feature
              ? '(min-width: 768px) 58vw, 92vw'
              : '(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 92vw'
          }
          priority={priority}
          className="aspect-[3/2] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className={feature ? 'md:col-span-5' : ''}>
        <p className="flex flex-wrap items-center gap-x-3 text-[0.7rem] font-semibold uppercase tracking-label text-clay-700">
          <span>{t(article.category)}</span>
          {date && (
            <>
              <span aria-hidden className="h-px w-5 bg-clay-400" />
              <time dateTime={article.created_at} className="text-ink-muted">
                {date}
              </time>
            </>
          )}
        </p>
        <Title
          className={`mt-3 font-display font-light leading-tight text-ink ${feature ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}
        >
          <ArticleTitleLink article={article} />
        </Title>
        {article.excerpt && (
          <p
            lang={article.lang?.excerpt}
            className={`mt-3 leading-relaxed text-ink-soft ${feature ? 'text-lg' : 'line-clamp-3'}`}
          >
            {article.excerpt}
          </p>
        )}
        {feature && (
          <p aria-hidden className="mt-6 text-sm font-medium uppercase tracking-[0.14em] text-indigo-800">
            {t('story')}
          </p>
        )}
      </div>
    </article>
  );
}
