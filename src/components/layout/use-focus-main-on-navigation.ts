import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After moving to another page, put keyboard and screen-reader focus at the start of the new content
 * (the page's <main id="main" tabIndex={-1}>) instead of leaving it on a link that no longer exists.
 * Filters that only change the query string keep focus where it is.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
