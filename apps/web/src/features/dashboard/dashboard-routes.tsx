import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * Issue 29, the start page: no sidebar item (SPEC fixes the sidebar); sign-in lands here and the
 * sidebar's title opens it.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'dashboard',
  routes: [
    {
      ...screenRoute(paths.dashboard.home, () => import('./dashboard-page.tsx').then((m) => m.DashboardPage)),
      // Sign-in lands here: "My work" and the tiles start beside the page's chunk (the bars are in it).
      warmUp: ({ queryClient, uiRules, vertical }) =>
        import('./dashboard-api.ts').then((api) => api.warmDashboard(queryClient, uiRules, vertical)),
    },
  ],
};
