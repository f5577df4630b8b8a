import { Link, useRouteError } from 'react-router-dom';

import { useUiTextNow } from '@/components/ui/i18n';

/**
 * A route's error boundary: a friendly message and a retry that reloads the failed screen. A screen's
 * failure is drawn inside the layout's main landmark; ShellError stands in for the whole layout.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useUiTextNow();
  console.error('Route failed to render:', error);
  return (
    <div role="alert" className="mx-auto max-w-prose px-6 py-24 text-center">
      <h1 className="text-3xl text-ink">{t('oops')}</h1>
      <p className="mt-4 text-ink-soft">{t('oops.page')}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-indigo-800 px-6 py-3 text-sm font-medium text-white hover:bg-indigo-900"
        >
          {t('retry')}
        </button>
        <Link to="/" className="rounded-full border border-ink px-6 py-3 text-sm font-medium">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}

/** The layout itself failed: no shell is left around the message, so it brings its own landmark. */
export function ShellError() {
  return (
    <main id="main" tabIndex={-1}>
      <RouteError />
    </main>
  );
}
