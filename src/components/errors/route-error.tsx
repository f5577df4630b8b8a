import { Link } from 'react-router-dom';

import { useUiTextNow } from '@/components/ui/i18n';

import { ErrorMessage } from './error-message';
import { useRouteFailure } from './route-failure';

/**
 * A route's error fallback (route-boundary.tsx): a friendly message and a retry that reloads the failed screen. A screen's
 * failure is drawn inside the layout's main landmark; ShellError stands in for the whole layout.
 */
export function RouteError() {
  const error = useRouteFailure();
  const t = useUiTextNow();
  console.error('Route failed to render:', error);
  return (
    <ErrorMessage what="oops.page" onRetry={() => window.location.reload()}>
      <Link to="/" className="rounded-full border border-ink px-6 py-3 text-sm font-medium">
        {t('home')}
      </Link>
    </ErrorMessage>
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
