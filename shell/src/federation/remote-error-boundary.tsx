import { Component, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** Prepares the next attempt (for example re-registering the remote) before children render again. */
  onRetry?: () => Promise<void> | void;
  fallback: (retry: () => Promise<void>) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a failed remote, or other code loaded on demand (load or render), so that only its part of the page is replaced. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  retry = async (): Promise<void> => {
    await this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
