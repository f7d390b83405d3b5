import { Outlet, type RouteObject } from 'react-router';
import type { FeatureRouteModule, MountedRoute } from '../shared/routing/feature-route.ts';
import { importWithReload } from '../shared/routing/stale-chunk.ts';
import { FirstLoadFallback } from './layout/layout-skeleton.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { allRoutes } from './navigation/feature-modules.ts';
import { paths } from '../shared/routing/paths.ts';

/** Children of a pathless layout take relative paths; the registry keeps them absolute for humans. */
const relative = (absolute: string) => absolute.replace(/^\//, '');

const featureRouteObject = (route: MountedRoute): RouteObject => ({
  path: relative(route.path),
  lazy: () =>
    importWithReload(() => import('./guards/guarded-route.tsx')).then((m) => ({
      Component: m.guardedRouteComponent(route),
    })),
});

/**
 * SPEC §2 routes. Every page, the secure layout included, is a lazy chunk: the landing page loads
 * only itself. Unknown paths go to `/`, which names them on the screen the user lands on.
 */
export const appRoutes = (modules: readonly FeatureRouteModule[]): RouteObject[] => [
  {
    Component: Outlet,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first lazy page of a visit loads: the layout's frame when signed in (issue 12).
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        index: true,
        lazy: () =>
          importWithReload(() => import('./pages/landing-page.tsx')).then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: relative(paths.public.callback.pattern),
        lazy: () =>
          importWithReload(() => import('./pages/callback-page.tsx')).then((m) => ({ Component: m.CallbackPage })),
      },
      {
        // Public (SPEC §2), yet inside the layout for a signed-in user (UnauthorizedLayout decides).
        path: relative(paths.public.unauthorized.pattern),
        lazy: () =>
          importWithReload(() => import('./layout/secure-layout.tsx')).then((m) => ({
            Component: m.UnauthorizedLayout,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              importWithReload(() => import('./pages/unauthorized-page.tsx')).then((m) => ({
                Component: m.UnauthorizedPage,
              })),
          },
        ],
      },
      {
        lazy: () =>
          importWithReload(() => import('./layout/secure-layout.tsx')).then((m) => ({ Component: m.SecureLayout })),
        children: allRoutes(modules).map(featureRouteObject),
      },
      {
        path: '*',
        lazy: () =>
          importWithReload(() => import('./pages/unknown-path-redirect.tsx')).then((m) => ({
            Component: m.UnknownPathRedirect,
          })),
      },
    ],
  },
];
