import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Navigate } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../shared/auth/use-session.ts';
import { errorMessage } from '../shared/api/api-error.ts';
import type { AccessContext } from '../shared/routing/route-access.ts';
import { useAccessContext } from '../shared/session/use-access-context.ts';
import { PageSpinner } from '../shared/ui/page-spinner.tsx';
import { StatusPage } from '../shared/ui/status-page.tsx';

/**
 * Waits for the vertical's ui-rules and the user's groups. While loading: a spinner; no vertical in the
 * claims: /unauthorized; a failure: the fallback page with retry and logout; ready: `children(ctx)`.
 */
export const AccessGate = ({ children }: { children: (ctx: AccessContext) => ReactNode }) => {
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
      return children(access.ctx);
  }
};
