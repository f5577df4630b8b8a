/**
 * What every page's Seo needs of structured data: the site's name, the JSON-LD type and its safe
 * serialisation. The builders (src/lib/structured-data.ts) stay with the screens that use them, so a
 * page without rich results (an order, the bag, an account page) does not carry them.
 */
export const SITE_NAME = 'Zellij';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/**
 * The text to put inside `<script type="application/ld+json">`. `<` is escaped so an editor's
 * "</script>" in a title cannot end the element early and inject markup.
 */
export function jsonLdScriptContent(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
