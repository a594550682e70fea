import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ViewerErrorBoundaryProps = {
  children?: ReactNode;
  /** When this changes (a new race is loading), the boundary tries its children again. */
  resetKey?: unknown;
  /** Told the message of an error caught while rendering. */
  onError?: (message: string) => void;
  /** What to show instead of the children after an error. */
  fallback?: (message: string) => ReactNode;
};

interface State {
  message: string | null;
  resetKey: unknown;
}

/** Catches errors thrown while rendering (the 3D scene included) so the page never goes blank. */
export class ViewerErrorBoundary extends Component<ViewerErrorBoundaryProps, State> {
  override state: State = { message: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { message: messageOf(error) };
  }

  static getDerivedStateFromProps(props: ViewerErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { message: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(messageOf(error));
  }

  override render(): ReactNode {
    if (this.state.message === null) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.message) : null;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `the viewer failed while drawing the race: ${text || 'unknown error'}`;
}
