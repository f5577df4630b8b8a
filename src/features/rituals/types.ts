import type { ArticleSummary, FallbackLang } from '@/features/editorial';
import type { Tables } from '@/types/database.types';

/** A ritual essay as its page reads it. */
export type Ritual = Omit<ArticleSummary, 'lang'> &
  Pick<
    Tables<'articles'>,
    'body' | 'tags' | 'linked_products' | 'related_articles' | 'seo_title' | 'meta_description' | 'updated_at'
  > & { lang?: FallbackLang<RitualField> };

/** What article_translations translates of a ritual. */
export const RITUAL_FIELDS = [
  'title',
  'excerpt',
  'alt_text',
  'body',
  'seo_title',
  'meta_description',
] as const;
export type RitualField = (typeof RITUAL_FIELDS)[number];

export const RITUAL_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at, updated_at, body, tags, linked_products, related_articles, seo_title, meta_description, article_translations(title, excerpt, alt_text, body, seo_title, meta_description)';
