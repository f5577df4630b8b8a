import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@rules/locales';
import { useLocation } from 'react-router-dom';

import { env } from '@/lib/env';
import { useUiText } from '@/components/ui/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { mediaUrl } from '@/lib/media';
import { SITE_NAME } from '@/lib/constants';

import { PageHead } from './page-head';
import type { StructuredData } from './structured-data';
import { StructuredDataInHead } from './structured-data-in-head';

interface SeoProps {
  /** The page's own title; " — Zellij" is appended (the home page passes none). */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/product/fes-blue-bowl". */
  canonical?: string;
  /** Media path or URL of the share image. */
  image?: string | null;
  /** Structured data (schema.org), built with lib/structured-data's builders it is handed. */
  jsonLd?: StructuredData;
  noindex?: boolean;
}

function absolute(path: string): string {
  const origin = env.siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}${path}`;
}

/**
 * Title, description, canonical link, the page in every language (hreflang, reciprocal: each language's
 * page lists all three and x-default, the English one), Open Graph/Twitter tags and JSON-LD for one screen.
 */
export function Seo({ title, description, canonical, image, jsonLd, noindex }: SeoProps) {
  const locale = useLocale();
  const t = useUiText();
  // The router's location is the path inside the page's language (its basename is /fr or /ar).
  const { pathname } = useLocation();
  const path = canonical ?? pathname;
  // The suffix is the brand's name, written the same in every language.
  const fullTitle = title ? `${title} — ${SITE_NAME}` : t('seo.home');
  const imageUrl = mediaUrl(image);
  return (
    <>
      <PageHead>
        <title>{fullTitle}</title>
        {description && <meta name="description" content={description} />}
        {canonical !== undefined && (
          <link rel="canonical" href={absolute(localizedPath(canonical, locale))} />
        )}
        {!noindex &&
          LOCALES.map((other) => (
            <link key={other} rel="alternate" hrefLang={other} href={absolute(localizedPath(path, other))} />
          ))}
        {!noindex && (
          <link rel="alternate" hrefLang="x-default" href={absolute(localizedPath(path, DEFAULT_LOCALE))} />
        )}
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={fullTitle} />
        {description && <meta property="og:description" content={description} />}
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
        {noindex && <meta name="robots" content="noindex" />}
      </PageHead>
      {jsonLd && <StructuredDataInHead jsonLd={jsonLd} />}
    </>
  );
}
