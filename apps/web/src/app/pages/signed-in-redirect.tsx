import { Button } from 'antd';
import { Navigate } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { useAccessContext } from '../../shared/session/use-access-context.ts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { StatusPage } from '../../shared/ui/status-page.tsx';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { firstScreenPath } from '../navigation/feature-modules.ts';

/** After sign-in: back to the asked-for page, else the first screen this user may open in this vertical. */
export const SignedInRedirect = ({ returnTo }: { returnTo: string | null }) => {
  const access = useAccessContext();
  const session = useSession();
  if (returnTo && returnTo !== '/') return <Navigate to={returnTo} replace />;
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
      return <Navigate to={firstScreenPath(FEATURE_MODULES, access.ctx) ?? '/unauthorized'} replace />;
  }
};
