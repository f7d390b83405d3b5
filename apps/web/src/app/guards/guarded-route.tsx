import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { MountedRoute } from '../../shared/routing/feature-route.ts';
import { loadedScreen, loadScreen } from '../../shared/routing/screen-loads.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { RequireRouteAccess } from './require-route-access.tsx';

const cache = new WeakMap<MountedRoute, ComponentType>();

/**
 * The component the router renders for a feature route: guard first, then the screen's own chunk,
 * so a user who may not open a screen never downloads it. One component per route, kept stable.
 */
export const guardedRouteComponent = (route: MountedRoute): ComponentType => {
  const cached = cache.get(route);
  if (cached) return cached;
  const Screen = lazy(() => importWithReload(() => loadScreen(route)).then((m) => ({ default: m.Component })));
  const Guarded = () => {
    // Chosen once per mount: switching from one to the other would mount the screen again.
    const [Loaded] = useState(() => loadedScreen(route));
    return (
      <RequireRouteAccess access={route.access}>
        <Suspense fallback={<PageSpinner />}>{Loaded ? <Loaded /> : <Screen />}</Suspense>
      </RequireRouteAccess>
    );
  };
  cache.set(route, Guarded);
  return Guarded;
};
