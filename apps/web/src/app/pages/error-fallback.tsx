import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { MESSAGES } from '@b2c/domain';
import { StatusPage } from '../../shared/ui/status-page.tsx';
import { reportError } from '../../shared/monitoring/error-reporter.ts';

/** SPEC §1 fallback page: says something went wrong, asks to refresh and to contact the admin team. */
export const ErrorFallback = () => (
  <StatusPage
    kind="error"
    title={MESSAGES.fallbackTitle}
    description={MESSAGES.fallbackBody}
    actions={
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
    // The console keeps the stack for support; the reporter sends it with the component stack.
    console.error(error, info.componentStack);
    reportError(error, { source: 'render', componentStack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
