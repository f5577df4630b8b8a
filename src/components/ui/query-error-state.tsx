import { useEffect } from 'react';

import { Button } from './button';
import { useUiText } from './i18n';
import { ZellijStar } from './zellij-star';

interface QueryErrorStateProps {
  error: unknown;
  /** What failed to load, for the log and the message, in the page's language, e.g. "the rituals". */
  what: string;
  onRetry?: () => void;
}

/**
 * A failed read (SPEC §8: read failures are logged). The error is logged once here, and the reader is
 * told honestly that loading failed, with a retry, instead of being shown an empty list.
 */
export function QueryErrorState({ error, what, onRetry }: QueryErrorStateProps) {
  const t = useUiText();
  useEffect(() => {
    console.error(`Failed to load ${what}:`, error);
  }, [error, what]);

  return (
    <div role="alert" className="mx-auto flex max-w-prose flex-col items-center px-6 py-20 text-center">
      <ZellijStar className="h-10 w-10 text-clay-500" />
      <p className="mt-6 font-display text-2xl font-light text-ink">{t('err.title', { what })}</p>
      <p className="mt-3 text-ink-soft">{t('err.hint')}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-8" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
