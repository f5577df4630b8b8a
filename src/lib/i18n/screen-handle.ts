import { useMatches } from 'react-router-dom';

/**
 * What a screen's module says about itself to the layout, as its `handle` export (src/app/router.tsx
 * hands it to React Router): `translated` once all its words come from catalogues in every language.
 */
export interface ScreenHandle {
  translated?: boolean;
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'translated' in handle;

/** Whether the screen shown now speaks the page's language (otherwise its content is English). */
export function useScreenIsTranslated(): boolean {
  return useMatches().some(({ handle }) => isScreenHandle(handle) && handle.translated === true);
}
