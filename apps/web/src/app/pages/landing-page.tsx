import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Flex, theme } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { SIDEBAR_TITLE } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { safeReturnPath } from '../../shared/auth/return-path.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { redirectStateOf } from '../navigation/redirect-notice.ts';

// Only signed-in visitors pay for the session queries that pick their first screen.
const SignedInRedirect = lazy(() =>
  importWithReload(() => import('./signed-in-redirect.tsx')).then((m) => ({ default: m.SignedInRedirect })),
);

/** `/`: the sign-in landing. A signed-in user is sent on to the page they asked for or their first screen. */
export const LandingPage = () => {
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const redirect = redirectStateOf(useLocation().state);
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();

  if (session.isAuthenticated) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignedInRedirect returnTo={returnTo} {...(redirect ? { redirect } : {})} />
      </Suspense>
    );
  }

  const signIn = () => {
    setFailed(false);
    // The IdP's discovery document is fetched first; if the IdP is down that fails here.
    session.signIn(returnTo).catch(() => setFailed(true));
  };

  // Plain elements, not Card/Typography: this page is the first load and those pull tabs and tooltips.
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex vertical gap={16} align="stretch">
          <h1 style={{ fontSize: 24, fontWeight: 600, margin: 0, textAlign: 'center', color: token.colorText }}>
            {SIDEBAR_TITLE}
          </h1>
          <p style={{ margin: 0, textAlign: 'center', color: token.colorTextDescription }}>
            Sign in with your company account to continue.
          </p>
          {failed ? (
            <Alert type="error" showIcon title="The sign-in service is not reachable. Please try again in a moment." />
          ) : null}
          <Button type="primary" size="large" icon={<LoginOutlined />} loading={session.isLoading} onClick={signIn}>
            Sign in
          </Button>
        </Flex>
      </main>
    </Flex>
  );
};
