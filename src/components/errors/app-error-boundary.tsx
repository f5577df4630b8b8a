import { Component, type ErrorInfo, type ReactNode } from 'react';

import { buttonClassName } from '@/components/ui/button-styles';
import { useUiTextNow } from '@/components/ui/i18n';

interface Props {
  children: ReactNode;
  /** Rendered instead of the default message; `reset` tries the subtree again. */
  fallback?: (reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors so one broken screen never blanks the whole shop. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error:', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.reset);
    return <BoundaryMessage onRetry={this.reset} />;
  }
}

/** The default message, in the page's language once its strings are in (never waiting for them). */
function BoundaryMessage({ onRetry }: { onRetry: () => void }) {
  const t = useUiTextNow();
  return (
    <div role="alert" className="mx-auto max-w-prose px-6 py-24 text-center">
      <h1 className="text-3xl">{t('oops')}</h1>
      <p className="mt-4 text-ink-soft">{t('oops.part')}</p>
      <button type="button" onClick={onRetry} className={buttonClassName({}, 'mt-8')}>
        {t('retry')}
      </button>
    </div>
  );
}
