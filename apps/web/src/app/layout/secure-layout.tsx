import { Button } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { landingWithReturn } from '../../shared/auth/return-path.ts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { GridSettingsProvider } from '../../shared/data-table/grid-settings.tsx';
import { AccessProvider } from '../../shared/session/access-provider.tsx';
import { useAccessContext } from '../../shared/session/use-access-context.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { StatusPage } from '../../shared/ui/status-page.tsx';
import { ToastBridge } from '../../shared/ui/toast-bridge.tsx';
import { useVerticalSync } from '../../shared/vertical/use-vertical.ts';
import { AppLayout } from './app-layout.tsx';

/** Loads the vertical's ui-rules and the user's groups, then renders the layout inside them. */
const SessionGate = () => {
  const access = useAccessContext();
  const session = useSession();
  switch (access.status) {
    case 'loading':
      return <PageSpinner label="Loading your access" />;
    case 'no-vertical':
      return <Navigate to="/unauthorized" replace />;
    case 'error':
      return (
        <StatusPage
          kind="error"
          title={MESSAGES.fallbackTitle}
          description={errorMessage(access.error)}
          actions={
            <>
              <Button type="primary" onClick={access.retry}>
                Try again
              </Button>
              <Button onClick={() => void session.signOut()}>Logout</Button>
            </>
          }
        />
      );
    case 'ready':
      return (
        <AccessProvider value={access.ctx}>
          <GridSettingsProvider defaultPageSize={access.ctx.uiRules.flags.defaultPageSize}>
            {/* Toasts belong to the screens; mounting them here keeps their code off the landing page. */}
            <ToastBridge />
            <AppLayout />
          </GridSettingsProvider>
        </AccessProvider>
      );
  }
};

/**
 * The secure area's root (lazy, so the landing page does not load it). Without a session the user
 * goes to `/` and comes back here after signing in (SPEC §2).
 */
export const SecureLayout = () => {
  const session = useSession();
  const location = useLocation();
  useVerticalSync();
  if (session.isAuthenticated) return <SessionGate />;
  if (session.isLoading) return <PageSpinner />;
  return <Navigate to={landingWithReturn(`${location.pathname}${location.search}${location.hash}`)} replace />;
};
