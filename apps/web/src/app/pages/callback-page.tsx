import { Alert, Button, Flex } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { hasAuthParams } from 'react-oidc-context';
import { useSession } from '../../shared/auth/use-session.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

/**
 * /implicit/callback: the AuthProvider exchanges the code and its onSigninCallback navigates on.
 * This page only shows progress, or the failure with a way back to `/`.
 */
export const CallbackPage = () => {
  const session = useSession();
  const navigate = useNavigate();
  if (session.error) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 48 }}>
        <Alert type="error" showIcon title="Sign-in did not complete" description={session.error.message} />
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          Back to sign in
        </Button>
      </Flex>
    );
  }
  // Opened by hand, or revisited with Back after the code was spent.
  if (!hasAuthParams() && !session.isLoading) return <Navigate to="/" replace />;
  return <PageSpinner label="Signing you in" />;
};
