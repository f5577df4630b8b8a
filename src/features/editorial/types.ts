import type { Tables } from '@/types/database.types';

import type { FallbackLang } from './lib/translation';

export const ARTICLE_SUMMARY_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at';

/** A summary's columns with its translation in the page's language embedded (filter it by locale). */
export const TRANSLATED_SUMMARY_COLUMNS =
  `${ARTICLE_SUMMARY_COLUMNS}, article_translations(title, excerpt, alt_text)` as const;

/** The summary fields an editor translates. */
export const SUMMARY_FIELDS = ['title', 'excerpt', 'alt_text'] as const;
export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/** An article as lists and cards read it (SPEC §3, schema.md), in the page's language where written. */
export type ArticleSummary = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'author' | 'category' | 'image_url' | 'alt_text' | 'created_at'
> & {
  /** The fields shown in English on a French or Arabic page (their translation is not written). */
  lang?: FallbackLang<SummaryField>;
};

/** Where an article lives: rituals are essays, recipes have their own page. */
export function articlePath(article: Pick<ArticleSummary, 'slug' | 'category'>): string {
  return article.category === 'recipe' ? `/recipe/${article.slug}` : `/ritual/${article.slug}`;
}
