import type { QueryClient } from '@tanstack/react-query';
import { useShownHandles } from '@/lib/routing/shown-routes';

/**
 * What a screen's module says about itself to the layout, as its `handle` export (src/app/router.tsx
 * keeps it with the route's ScreenLoader): `translated` once all its words come from catalogues in every language.
 * `beforeHydration` fetches the code of a part the prerendered page shows but the screen's chunk does
 * not carry (src/main.tsx awaits it, with the data the page was rendered from): hydrating a boundary
 * whose code is still on its way, React would draw the part afresh, without its markup, at the first
 * update around it (the visitor's bag or currency, read right after hydration). The layout route has
 * a handle too, with only `beforeHydration`, for the chrome's own such part (the newsletter band).
 */
export interface ScreenHandle {
  translated?: boolean;
  beforeHydration?: (queryClient: QueryClient) => Promise<unknown> | undefined;
}

/** Whether the screen shown now speaks the page's language (otherwise its content is English). */
export function useScreenIsTranslated(): boolean {
  return useShownHandles().some((handle) => handle.translated === true);
}
