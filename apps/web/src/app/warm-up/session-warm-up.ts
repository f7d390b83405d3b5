import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { UiRules } from '@b2c/contracts';
import type { LockingUserManager } from '../../shared/auth/locking-user-manager.ts';
import { claimsFromProfile } from '../../shared/auth/session-claims.ts';
import type { MountedRoute } from '../../shared/routing/feature-route.ts';
import { loadScreen } from '../../shared/routing/screen-loads.ts';
import { fetchAndKeepUiRules, fetchAndStoreUserGroups, sessionKeys } from '../../shared/session/session-queries.ts';
import { readVertical } from '../../shared/vertical/vertical-store.ts';

/** The layout's chunk, the same import the router's lazy route makes (one module, fetched once). */
const loadSecureLayout = () => import('../layout/secure-layout.tsx');

/**
 * Issue 12, "no request waterfall before the grid's first query". Left to the components, a signed-in
 * first load asks one thing after another: the layout's chunk, then the rules and groups (once the
 * layout runs), then the screen's chunk (once the guard has the rules), then the grid's page (once the
 * screen runs). Here, before React renders, everything that needs only the stored session starts at
 * once into the query cache the components read: the rules, the groups, the layout's and the
 * screen's chunks; the screen's own first queries (a grid page) as soon as the rules give the page size.
 *
 * Nothing is decided here: the guard still checks the rules before the screen shows, and a request
 * the user may not make is only a refused GET. Without a stored, unexpired session nothing starts.
 */
export const warmUpSession = async (
  queryClient: QueryClient,
  userManager: LockingUserManager,
  routes: readonly MountedRoute[],
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> => {
  const user = await userManager.getUser();
  if (!user || user.expired) return;
  const claims = claimsFromProfile(user.profile);
  const vertical = readVertical(claims);
  if (!vertical) return;

  const route = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    location.pathname,
  )?.at(-1)?.route.route;
  void loadSecureLayout().catch(() => undefined);
  // Fetched again by the guarded route's lazy component; the browser hands both the same module.
  if (route) void loadScreen(route).catch(() => undefined);

  // Kept as the access context keeps them (the same key, the same function): rules fetched here are the
  // ones a reload without signal opens with, and the context finds them fresh and does not ask again.
  const rules = queryClient.fetchQuery({
    queryKey: sessionKeys.uiRules(vertical),
    queryFn: () => fetchAndKeepUiRules(claims.userId, vertical),
  });
  if (claims.userName)
    void queryClient.prefetchQuery({
      queryKey: sessionKeys.userGroups(claims.userName),
      queryFn: () => fetchAndStoreUserGroups(claims.userName),
    });
  if (!route?.warmUp) return;
  const uiRules: UiRules | undefined = await rules.catch(() => undefined);
  if (!uiRules) return;
  // A screen the rules refuse is not warmed up: the guard sends the user to /unauthorized, and the
  // warm-up's GETs would only come back 403 (issue 24: the viewer's /inventory). Groups are not known
  // yet, so a group-guarded screen is still warmed; its guard decides as before.
  const { permission, feature } = route.access;
  if ((permission && !uiRules.uiPermissions[permission]) || (feature && !uiRules.features[feature])) return;
  await route.warmUp({
    queryClient,
    search: new URLSearchParams(location.search),
    defaultPageSize: uiRules.flags.defaultPageSize,
    uiRules,
    vertical,
  });
};
