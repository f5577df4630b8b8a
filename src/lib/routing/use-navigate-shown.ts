import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

import { useAppHistory } from './app-history-context';

/**
 * navigate() that settles once the new page is drawn (its code loaded), as a data router's does: for
 * what must wait until the page it leaves is gone (signing out of the back office, which would
 * otherwise send its own page to sign in first).
 */
export function useNavigateShown(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const history = useAppHistory();
  return useCallback(
    async (to, options) => {
      await navigate(to, options);
      if (history) await history.whenShown(history.location.key);
    },
    [navigate, history],
  );
}
