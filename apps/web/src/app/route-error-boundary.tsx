import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Location } from 'react-router';

interface RouteErrorBoundaryProps {
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  location: Location;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : JSON.stringify(error);
}

/**
 * The spec's routing-error screen (docs/product.md, "Error messages"): the router library's generic
 * default error page, "Unexpected Application Error!" with the error's message, in place of any
 * page that fails to draw or whose code fails to load. Moving to another page leaves it, as the
 * router's own did.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to draw', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{errorMessage(this.state.error)}</h3>
      </>
    );
  }
}
