import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.errors;

/** Issue 25: no sidebar item; the header's user menu links here for those with VIEW_ERRORS. */
export const featureRoutes: FeatureRouteModule = {
  area: 'errors',
  routes: [
    screenRoute('/errors', access, () => import('./errors-list-page.tsx').then((m) => m.ErrorsListPage)),
    screenRoute('/errors/:groupId', access, () => import('./errors-detail-page.tsx').then((m) => m.ErrorsDetailPage)),
  ],
};
