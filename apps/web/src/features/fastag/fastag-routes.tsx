import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §6: FASTag is not blocked by the route guard. */
const access = ROUTE_ACCESS.fastag;

export const featureRoutes: FeatureRouteModule = {
  area: 'fastag',
  sidebar: { item: 'fastag', path: '/fastag' },
  routes: [
    screenRoute('/fastag', access, () => import('./fastag-list-page.tsx').then((m) => m.FastagListPage)),
    screenRoute('/fastag/:orderId', access, () => import('./fastag-detail-page.tsx').then((m) => m.FastagDetailPage)),
  ],
};
