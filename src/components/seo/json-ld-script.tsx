import { builders, jsonLdScriptContent } from '@/lib/structured-data';

import type { StructuredData } from './structured-data';

/**
 * The page's structured data as a JSON-LD script, built with the builders of lib/structured-data.ts.
 * React renders it where it stands (only a title, meta and link are hoisted into <head>); search
 * engines read JSON-LD anywhere in the document.
 */
export function JsonLdScript({ jsonLd }: { jsonLd: StructuredData }) {
  return <script type="application/ld+json">{jsonLdScriptContent(jsonLd(builders))}</script>;
}
