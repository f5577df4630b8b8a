import { localeOfPath } from '@rules/locales';

import { loadCatalogues } from './catalogue';

/**
 * For a part of a screen that loads after the screen (React.lazy, e.g. the owner's orders screen): the
 * strings of every catalogue its code brought along arrive with it in the page's language, as a route's
 * do (router.tsx), so the part renders in its language at once instead of suspending again when a
 * nested component (another feature's status badge) first asks for its words.
 */
export function withStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load();
    await loadCatalogues(localeOfPath(window.location.pathname));
    return module;
  };
}
