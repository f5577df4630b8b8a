import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorMessage } from './error-message';

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
    return <ErrorMessage what="oops.part" onRetry={this.reset} />;
  }
}
