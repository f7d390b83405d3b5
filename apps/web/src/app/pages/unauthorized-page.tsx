import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { useOptionalAccess } from '../../shared/session/access-provider.tsx';
import { StatusPage } from '../../shared/ui/status-page.tsx';
import { homeScreenPath } from '../home-screen.ts';

/**
 * SPEC §2 /unauthorized, with SPEC's sentence verbatim. Signed in, it shows inside the layout and "Go to
 * home" goes to the user's home screen — never `/`, which would send them straight back here (issue 24);
 * a signed-in user with no screen at all gets only Logout. Signed out, home is the landing page.
 */
export const UnauthorizedPage = () => {
  const session = useSession();
  const access = useOptionalAccess();
  const navigate = useNavigate();
  const home = access ? homeScreenPath(access) : session.isAuthenticated ? null : '/';
  return (
    <StatusPage
      kind="warning"
      title={<span role="alert">{MESSAGES.unauthorized}</span>}
      actions={
        <>
          {home ? (
            <Button type="primary" onClick={() => void navigate(home)}>
              Go to home
            </Button>
          ) : null}
          {session.isAuthenticated ? <Button onClick={() => void session.signOut()}>Logout</Button> : null}
        </>
      }
    />
  );
};
