import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §6: FASTag is not blocked by the route guard (PATH_ACCESS.fastag is NO_ROUTE_GUARD). */
export const featureRoutes: FeatureRouteModule = {
  area: 'fastag',
  sidebar: { item: 'fastag', path: paths.fastag.list.pattern },
  routes: [
    screenRoute(paths.fastag.list, () => import('./fastag-list-page.tsx').then((m) => m.FastagListPage)),
    screenRoute(paths.fastag.detail, () => import('./fastag-detail-page.tsx').then((m) => m.FastagDetailPage)),
  ],
};
