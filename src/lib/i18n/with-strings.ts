import { localeOfPath, type Locale } from '@rules/locales';

import { loadCatalogues } from './catalogue';

/**
 * Code that shows words, loaded later (a route's screen, or a part of a screen such as the owner's
 * orders screen): the strings of every catalogue its code brought along arrive with it in the page's
 * language, so it renders in its language at once instead of suspending again when a nested component
 * (another feature's status badge) first asks for its words. `locale` defaults to this page's, read when
 * the code loads; the prerender, which renders every language in one process, names it. A part loaded
 * once for every page the prerender renders names none: there its components ask for their words
 * themselves (suspending until they are in, which the prerender waits for).
 */
export function withStrings<T>(load: () => Promise<T>, locale?: Locale): () => Promise<T> {
  return async () => {
    const module = await load();
    if (locale || typeof window !== 'undefined') {
      await loadCatalogues(locale ?? localeOfPath(window.location.pathname));
    }
    return module;
  };
}
