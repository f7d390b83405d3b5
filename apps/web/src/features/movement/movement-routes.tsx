import { composedRoute, screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * The movement area: SPEC §2 `/logistic` and `/logistic/{inventoryId}` (sidebar item `logistic`), and the
 * stock-in dialog app/ puts in the header (no screen of its own). The detail is the vehicle detail, the inventory detail
 * with this area's movement panel: a feature never imports another (lint), so app/ composes that page
 * (app/pages/vehicle-detail-page.tsx), as it composes this area's panel, pickup dialog and camera reader
 * into the inventory and yard audit screens.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'movement',
  sidebar: { item: 'logistic', path: paths.movement.list.pattern },
  routes: [
    screenRoute(paths.movement.list, () => import('./logistic-list-page.tsx').then((m) => m.LogisticListPage)),
    composedRoute(paths.movement.detail),
  ],
};
