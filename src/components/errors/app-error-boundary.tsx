import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <div role="alert" className="mx-auto max-w-prose px-6 py-24 text-center">
        <h1 className="text-3xl">Something went wrong</h1>
        <p className="mt-4 text-ink-soft">This part of the shop could not be shown. Please try again.</p>
        <button
          type="button"
          onClick={this.reset}
          className="mt-8 rounded-full bg-indigo-800 px-6 py-3 text-sm font-medium text-white hover:bg-indigo-900"
        >
          Try again
        </button>
      </div>
    );
  }
}
