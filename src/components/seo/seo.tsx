import { Helmet } from 'react-helmet-async';

import { env } from '@/lib/env';
import { mediaUrl } from '@/lib/media';
import { jsonLdScriptContent, SITE_NAME, type JsonLd } from '@/lib/structured-data';

interface SeoProps {
  /** The page's own title; " — Zellij" is appended (the home page passes none). */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/product/fes-blue-bowl". */
  canonical?: string;
  /** Media path or URL of the share image. */
  image?: string | null;
  /** Structured data (schema.org) from lib/structured-data, serialised into a JSON-LD script. */
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
}

function absolute(path: string): string {
  const origin = env.siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}${path}`;
}

/** Title, description, canonical link, Open Graph/Twitter tags and JSON-LD for one screen. */
export function Seo({ title, description, canonical, image, jsonLd, noindex }: SeoProps) {
  const fullTitle = title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — Objects for mindful living`;
  const imageUrl = mediaUrl(image);
  return (
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {canonical !== undefined && <link rel="canonical" href={absolute(canonical)} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {noindex && <meta name="robots" content="noindex" />}
      {jsonLd && <script type="application/ld+json">{jsonLdScriptContent(jsonLd)}</script>}
    </Helmet>
  );
}
