import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { StatusPage } from '../../shared/ui/status-page.tsx';

/** SPEC §2 /unauthorized, with SPEC's sentence verbatim. */
export const UnauthorizedPage = () => {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <StatusPage
      kind="warning"
      title={<span role="alert">{MESSAGES.unauthorized}</span>}
      actions={
        <>
          <Button type="primary" onClick={() => void navigate('/')}>
            Go to home
          </Button>
          {session.isAuthenticated ? <Button onClick={() => void session.signOut()}>Logout</Button> : null}
        </>
      }
    />
  );
};
