import { onDemand } from '@/components/ui/on-demand';

/**
 * The JSON-LD builders (lib/structured-data.ts): the prerender writes a page's structured data into its
 * <head>, so the browser needs them only when it shows another page with rich results than the one it
 * loaded, or a page the build did not render (structured-data-in-head.tsx).
 */
export const jsonLdPart = onDemand(() => import('@/lib/structured-data'));
