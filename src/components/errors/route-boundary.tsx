import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { RouteFailure } from './route-failure';

interface Props {
  /** Drawn in the route's place, with the error at hand through useRouteFailure. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A route's error boundary: its screen (or the layout) failing to render, or its code failing to
 * load, is replaced by `fallback` where the route was. Moving to another address tries again.
 */
export function RouteBoundary({ fallback, children }: Props) {
  return (
    <Boundary fallback={fallback} address={useLocation().key}>
      {children}
    </Boundary>
  );
}

interface State {
  failure: { error: unknown } | null;
  address: string;
}

class Boundary extends Component<Props & { address: string }, State> {
  state: State = { failure: null, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: { address: string }, state: State): Partial<State> | null {
    return props.address === state.address ? null : { failure: null, address: props.address };
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <RouteFailure.Provider value={failure.error}>{this.props.fallback}</RouteFailure.Provider>;
  }
}
