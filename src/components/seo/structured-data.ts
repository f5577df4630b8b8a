import type { builders, JsonLd } from '@/lib/structured-data';

/**
 * A page's structured data, written with the builders of lib/structured-data.ts it is handed:
 * `(ld) => ld.recipe(recipe)`. They arrive after the startup code (json-ld-part.ts), and only when
 * the page's <head> does not carry its JSON-LD from the prerender already.
 */
export type StructuredData = (ld: typeof builders) => JsonLd | readonly JsonLd[];
