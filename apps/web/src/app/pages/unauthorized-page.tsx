import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { MESSAGES } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';

/** SPEC §2 /unauthorized, with SPEC's sentence verbatim. */
export const UnauthorizedPage = () => {
  const session = useSession();
  return (
    <Result
      status="warning"
      title={<span role="alert">{MESSAGES.unauthorized}</span>}
      extra={
        <Space wrap>
          <Link to="/">
            <Button type="primary">Go to home</Button>
          </Link>
          {session.isAuthenticated ? <Button onClick={() => void session.signOut()}>Logout</Button> : null}
        </Space>
      }
    />
  );
};
