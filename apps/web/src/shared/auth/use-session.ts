import { useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import { claimsFromProfile, type SessionClaims } from './session-claims.ts';
import { safeReturnPath } from './return-path.ts';
import { logout } from './logout.ts';
import { getUserManager } from './user-manager.ts';

export interface Session {
  isAuthenticated: boolean;
  isLoading: boolean;
  error: Error | undefined;
  claims: SessionClaims;
  /** Starts the redirect to the IdP; `returnTo` (same-origin only) is where the user lands after. */
  signIn: (returnTo?: string | null) => Promise<void>;
  signOut: () => Promise<void>;
}

export const useSession = (): Session => {
  const auth = useAuth();
  const profile = auth.user?.profile;
  const claims = useMemo(() => claimsFromProfile(profile), [profile]);
  return {
    isAuthenticated: auth.isAuthenticated,
    isLoading: auth.isLoading || auth.activeNavigator !== undefined,
    error: auth.error,
    claims,
    signIn: (returnTo) => auth.signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } }),
    signOut: () => logout(getUserManager()),
  };
};
