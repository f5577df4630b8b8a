import { DEFAULT_LOCALE, type Locale, localeOfPath } from '@rules/locales';
import { createContext, useContext } from 'react';

/**
 * The page's language comes from its URL (`/fr/...`, `/ar/...`, English at the root) and does not change
 * while the page lives: the language switcher loads the other language's page, so each language's
 * strings and fonts load only where they are read. The prerender renders every language in one process
 * and names the page's language through the provider instead.
 */
function languageOfThisPage(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
}

export const LocaleContext = createContext<Locale>(languageOfThisPage());

/** The language the current page is shown in. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
