import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from 'react-oidc-context';
import type { User, UserManager } from 'oidc-client-ts';
import { isApiError } from '../shared/api/api-error.ts';
import { themeFor } from './app-theme.ts';
import { useColorScheme } from '../shared/ui/color-scheme.ts';
import { cspNonce } from '../shared/security/csp-nonce.ts';

/** Retrying a 4xx repeats the same refusal; network errors and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * Theme and server-state cache: everything but auth, so tests can reuse it as is. The theme is the
 * user's light or dark pick, else the system's (issue 29); a change repaints every screen in place.
 */
export const UiProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const { scheme } = useColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeFor(scheme)} csp={{ nonce: cspNonce() }}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
};

interface AppProvidersProps {
  userManager: UserManager;
  queryClient: QueryClient;
  onSigninCallback: (user: User | undefined) => void;
  children: ReactNode;
}

export const AppProviders = ({ userManager, queryClient, onSigninCallback, children }: AppProvidersProps) => (
  <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
    <UiProviders queryClient={queryClient}>{children}</UiProviders>
  </AuthProvider>
);
