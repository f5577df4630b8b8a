import { lazyPart, onDemand } from '@/components/ui/on-demand';

/**
 * react-helmet-async (about 8 KB of JavaScript) arrives after the startup code: no page needs it before
 * it can be used. A prerendered page already carries its head tags, and a page the app draws gets its
 * title a moment later, before the layout reads it out (use-page-change.ts waits for the head to settle).
 */
export const headTagsPart = onDemand(() => import('./head-tags'));

/** The page's <title>, <meta> and <link> tags (React hoists them into <head>); render inside <Suspense>. */
export const LazyHeadTags = lazyPart(headTagsPart, (module) => module.HeadTags);

/**
 * The JSON-LD builders arrive after the startup code too, and only on the pages with rich results (a
 * product, a recipe, a ritual, the home page); in a Suspense boundary of their own, so the title never
 * waits for them.
 */
export const jsonLdPart = onDemand(() => import('./json-ld-script'));

export const LazyJsonLdScript = lazyPart(jsonLdPart, (module) => module.JsonLdScript);
