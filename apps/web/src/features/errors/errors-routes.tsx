import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** Issue 25: no sidebar item; the header's user menu links here for those with VIEW_ERRORS. */
export const featureRoutes: FeatureRouteModule = {
  area: 'errors',
  routes: [
    screenRoute(paths.errors.list, () => import('./errors-list-page.tsx').then((m) => m.ErrorsListPage)),
    screenRoute(paths.errors.detail, () => import('./errors-detail-page.tsx').then((m) => m.ErrorsDetailPage)),
  ],
};
