import { type Locale, localizedPath } from '@rules/locales';
import { useLocation } from 'react-router-dom';

/**
 * The address of the page being read, in another language, with its query (the filters) but not its
 * hash: that belongs to this page (and may carry a sign-in token), never to another one.
 */
export function useThisPageIn(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  return (locale) => `${localizedPath(pathname, locale)}${search}`;
}
