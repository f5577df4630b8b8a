import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { enterPage } from '@/components/ui/toast-store';

/** The new page's title settles (its screen may set it a moment after it mounts) before it is read out. */
const TITLE_SETTLE_MS = 250;

/**
 * What moving to another page does for keyboard and screen-reader users:
 * - focus goes to the start of the new content (the layout's <main id="main" tabIndex={-1}>) instead
 *   of staying on a link that no longer exists;
 * - the new page's title is returned for the layout's polite live region;
 * - toasts raised on the page left behind close. A redirect (a replace, such as signing in sending the
 *   reader on) hands the page over to its successor, so its toasts stay.
 * Filters that only change the query string are not a new page: focus and toasts stay.
 */
export function usePageChange(): string {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The path this hook last acted on: the first render (and React's strict-mode re-run) is no move.
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  // Before the new screen's effects run, so a toast it raises on arrival already belongs to it.
  useLayoutEffect(() => {
    enterPage(pathname, navigationType === 'REPLACE');
    // The navigation type belongs to the same change of path; it alone is no new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });

    setAnnouncement('');
    const announce = () => {
      observer.disconnect();
      setAnnouncement(document.title);
    };
    let timer = setTimeout(announce, TITLE_SETTLE_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(announce, TITLE_SETTLE_MS);
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);

  return announcement;
}
