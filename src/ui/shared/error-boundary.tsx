import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A change of this value forgets the error and tries the children again (e.g. the location's key). */
  resetKey: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/** Catches an error thrown while rendering its children; React offers this only as a class. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}
