import { lazyPart, onDemand } from '@/components/ui/on-demand';

/**
 * The JSON-LD builders arrive after the startup code, and only on the pages with rich results (a
 * product, a recipe, a ritual, the home page); in a Suspense boundary of their own, so the title never
 * waits for them.
 */
export const jsonLdPart = onDemand(() => import('./json-ld-script'));

export const LazyJsonLdScript = lazyPart(jsonLdPart, (module) => module.JsonLdScript);
