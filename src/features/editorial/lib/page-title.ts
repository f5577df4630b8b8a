import { SITE_NAME } from '@/components/seo';

const SITE_SUFFIX = new RegExp(`\\s*[|—–-]\\s*${SITE_NAME}\\s*$`, 'i');

/**
 * The title to give <Seo>, which appends " — Zellij" itself: the editor's SEO title when set (without
 * a site-name suffix the editor may have typed), else the article's title.
 */
export function seoTitleFor(article: { title: string; seo_title?: string | null }): string {
  return article.seo_title?.replace(SITE_SUFFIX, '').trim() || article.title;
}
