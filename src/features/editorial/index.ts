/** Public entry of the editorial feature: article teasers and pictures, linked products and the long date. */
export { ArticleCard } from './components/article-card';
export { ArticleGrid } from './components/article-grid';
export { ArticleImage, ArticleTitleLink } from './components/article-parts';
export { StoryProducts } from './components/story-products';
export { formatLongDate } from './lib/format-date';
export { seoTitleFor } from './lib/page-title';
export { useProductsByIds } from './api/get-products-by-ids';
export { getPublishedSummaries, publishedArticles, publishedSummaries } from './api/published-summaries';
export {
  ARTICLE_SUMMARY_COLUMNS,
  articlePath,
  SUMMARY_FIELDS,
  TRANSLATED_SUMMARY_COLUMNS,
  type ArticleSummary,
  type SummaryField,
} from './types';
export {
  fallbackLang,
  inLanguage,
  translatedRow,
  translationsIn,
  type FallbackLang,
} from './lib/translation';
