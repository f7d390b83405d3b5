import { useDeferredValue, type ReactNode } from 'react';
import { Button } from 'antd';
import { Navigate } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../shared/auth/use-session.ts';
import { errorMessage } from '../shared/api/api-error.ts';
import type { AccessContext } from '../shared/routing/route-access.ts';
import { useAccessContext } from '../shared/session/use-access-context.ts';
import { LayoutSkeleton } from './layout/layout-skeleton.tsx';
import { StatusPage } from '../shared/ui/status-page.tsx';
import { paths } from '../shared/routing/paths.ts';

/**
 * Waits for the vertical's ui-rules and the user's groups. While loading: a spinner; no vertical in the
 * claims: /unauthorized; a failure: the fallback page with retry and logout; ready: `children(ctx)`.
 */
export const AccessGate = ({
  children,
  noVertical = <Navigate to={paths.public.unauthorized()} replace />,
}: {
  children: (ctx: AccessContext) => ReactNode;
  /** What shows when the claims name no vertical; /unauthorized itself shows its page instead of looping. */
  noVertical?: ReactNode;
}) => {
  // Deferred: the layout and the first screen (a grid) render in the background in slices, with the
  // frame still on screen, instead of in one long task the moment the rules arrive (issue 12, TBT).
  const access = useDeferredValue(useAccessContext());
  const session = useSession();
  switch (access.status) {
    case 'loading':
      // The layout's frame, not a blank page with a spinner: it paints before the rules arrive (issue 12).
      return <LayoutSkeleton />;
    case 'no-vertical':
      return noVertical;
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
