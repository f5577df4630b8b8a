import type { ReactNode } from 'react';

import { buttonClassName } from '@/components/ui/button-styles';
import { useUiTextNow } from '@/components/ui/i18n';

/**
 * What a failed screen or part says, in the page's language once its strings are in (never waiting
 * for them): sorry, what failed, and Try again with any other way on beside it.
 */
export function ErrorMessage({
  what,
  onRetry,
  children,
}: {
  /** Whether a part of the page or the whole screen could not be shown. */
  what: 'oops.part' | 'oops.page';
  onRetry: () => void;
  children?: ReactNode;
}) {
  const t = useUiTextNow();
  return (
    <div role="alert" className="mx-auto max-w-prose px-6 py-24 text-center">
      <h1 className="text-3xl text-ink">{t('oops')}</h1>
      <p className="mt-4 text-ink-soft">{t(what)}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={onRetry} className={buttonClassName()}>
          {t('retry')}
        </button>
        {children}
      </div>
    </div>
  );
}
