import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { useAppHistory } from './app-history-context';

/**
 * Where the page scrolls on a move, as React Router's ScrollRestoration does for a data router: back
 * and forward (and a reload) return to where the reader was; a link to `#id` goes to that element; a
 * move that asked to keep the position (preventScrollReset: a filter, a sort) stays; any other starts
 * at the top. The first page is left where the browser put it, unless it is a reload.
 */
export function ScrollRestoration() {
  const history = useAppHistory();
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!history) return;
    window.history.scrollRestoration = 'manual';
    const onHide = () => {
      history.persistScroll();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [history]);

  useLayoutEffect(() => {
    // Strict mode runs effects twice: one move is handled once.
    if (!history || handledKey.current === key) return;
    const firstPage = handledKey.current === null;
    handledKey.current = key;
    const saved = navigationType === 'POP' ? history.savedScroll(key) : undefined;
    const target = hash ? document.getElementById(safeDecode(hash.slice(1))) : null;
    // No scroll call's result is returned: Chromium's scroll methods answer a promise, which React
    // would take for the effect's clean-up.
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (firstPage) return;
    else if (target) target.scrollIntoView();
    else if (!history.keepsScroll(key)) window.scrollTo(0, 0);
  }, [history, key, hash, navigationType]);

  return null;
}

function safeDecode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
