import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { MESSAGES } from '@b2c/domain';

/** SPEC §1 fallback page: says something went wrong, asks to refresh and to contact the admin team. */
export const ErrorFallback = () => (
  <Result
    status="error"
    title={MESSAGES.fallbackTitle}
    subTitle={MESSAGES.fallbackBody}
    extra={
      <Button type="primary" onClick={() => window.location.reload()}>
        Refresh
      </Button>
    }
  />
);

interface BoundaryState {
  failed: boolean;
}

/** Catches render errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console keeps the stack for support; an error reporter, when configured, hooks in here.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
