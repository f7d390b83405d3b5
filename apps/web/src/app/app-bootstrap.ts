import type { DataRouter } from 'react-router';
import type { User } from 'oidc-client-ts';
import { configureApiClient } from '../shared/api/api-client.ts';
import { currentEnvironment, regionalHostRules } from '../shared/api/service-hosts.ts';
import { claimsFromProfile } from '../shared/auth/session-claims.ts';
import { attachRenewalRetry } from '../shared/auth/renewal-retry.ts';
import { landingWithReturn, returnPathFromState } from '../shared/auth/return-path.ts';
import type { LockingUserManager } from '../shared/auth/locking-user-manager.ts';
import { reloadOnceForStaleChunk } from '../shared/routing/stale-chunk.ts';
import { readVertical } from '../shared/vertical/vertical-store.ts';
import { homeScreenPath } from './home-screen.ts';
import { readRuntimeSettings } from '../shared/monitoring/runtime-settings.ts';
import { setTraceSampleRate } from '../shared/monitoring/trace-context.ts';
import { configureErrorReporting, listenForUncaughtErrors } from '../shared/monitoring/error-reporter.ts';

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Wires the API client, renewal policy and stale-chunk recovery to this page's router and session. */
export const bootstrapApp = (router: DataRouter, userManager: LockingUserManager): void => {
  const signInAgain = () => {
    void userManager
      .removeUser()
      .finally(() => void router.navigate(landingWithReturn(currentPath()), { replace: true }));
  };

  configureApiClient({
    getAccessToken: async () => (await userManager.getUser())?.access_token,
    getVertical: async () => {
      const user = await userManager.getUser();
      return user ? readVertical(claimsFromProfile(user.profile)) : null;
    },
    onUnauthorized: signInAgain,
    hostRules: regionalHostRules(import.meta.env),
    environment: currentEnvironment(),
  });

  // Issue 25: errors to the DSN the server names (itself by default); the panel's calls carry a trace.
  const { errorReporting } = readRuntimeSettings();
  setTraceSampleRate(errorReporting?.tracesSampleRate ?? 0);
  configureErrorReporting(errorReporting, async () => {
    const user = await userManager.getUser();
    if (!user) return {};
    const claims = claimsFromProfile(user.profile);
    const vertical = readVertical(claims);
    return { userId: claims.userName, vertical: vertical ? `${vertical.country} ${vertical.vehicleType}` : undefined };
  });
  listenForUncaughtErrors();

  attachRenewalRetry(userManager, { onGiveUp: () => void router.navigate('/', { replace: true }) });

  // Vite reports a failed preload of a lazy chunk's dependencies here (a deploy replaced them).
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault();
  });
};

/**
 * After the code exchange: the page asked for before sign-in, else the user's home, straight there (issue
 * 29: not by way of `/`, whose redirect first waits for the rules). `warmUp` starts that screen's chunk,
 * the rules and its first queries at once, as a signed-in first load does (session-warm-up.ts).
 */
export const afterSignIn =
  (router: DataRouter, warmUp: (path: string) => void = () => undefined) =>
  (user: User | undefined) => {
    const path = returnPathFromState(user?.state) ?? homeScreenPath() ?? '/';
    warmUp(path);
    void router.navigate(path, { replace: true });
  };
