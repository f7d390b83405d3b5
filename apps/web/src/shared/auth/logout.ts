import type { UserManager } from 'oidc-client-ts';

const clearBrowserStorage = (): void => {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored either.
  }
};

/**
 * SPEC §2 Logout: sign out at the IdP, clear local and session storage, come back to `/`.
 * The ID token is read before the storage is cleared: the IdP needs it as the logout hint.
 * If the IdP cannot be reached the local session is still ended.
 */
export const logout = async (manager: Pick<UserManager, 'getUser' | 'signoutRedirect'>): Promise<void> => {
  const user = await manager.getUser().catch(() => null);
  clearBrowserStorage();
  try {
    await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
  } catch {
    window.location.assign('/');
  }
};
