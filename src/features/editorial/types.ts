import type { Tables } from '@/types/database.types';

export const ARTICLE_SUMMARY_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at';

/** An article as lists and cards read it (SPEC §3, schema.md). */
export type ArticleSummary = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'author' | 'category' | 'image_url' | 'alt_text' | 'created_at'
>;

/** Where an article lives: rituals are essays, recipes have their own page. */
export function articlePath(article: Pick<ArticleSummary, 'slug' | 'category'>): string {
  return article.category === 'recipe' ? `/recipe/${article.slug}` : `/ritual/${article.slug}`;
}
