import type { ArticleSummary } from '@/features/editorial';

/** A ritual essay as its page reads it. */
export interface Ritual extends ArticleSummary {
  body: string;
  tags: string[];
  linked_products: string[];
  related_articles: string[];
  seo_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

export const RITUAL_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at, updated_at, body, tags, linked_products, related_articles, seo_title, meta_description';
