import type { ArticleSummary } from '@/features/editorial';
import type { Tables } from '@/types/database.types';

/** A ritual essay as its page reads it. */
export type Ritual = ArticleSummary &
  Pick<
    Tables<'articles'>,
    'body' | 'tags' | 'linked_products' | 'related_articles' | 'seo_title' | 'meta_description' | 'updated_at'
  >;

export const RITUAL_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at, updated_at, body, tags, linked_products, related_articles, seo_title, meta_description';
