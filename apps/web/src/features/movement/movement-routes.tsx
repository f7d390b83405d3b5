import { routeAt, screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * The movement area: SPEC §2 `/logistic` and `/logistic/{inventoryId}` (sidebar item `logistic`), and the
 * header's stock-in dialog (no screen of its own). The detail is the inventory detail screen with the
 * movement panel: a feature never imports another (lint), so the inventory area lends its view through
 * the shell and it reaches this loader as `views.inventoryDetail`. In turn it lends the movement panel to
 * `/inventory/{inventoryId}` and the bulk pickup dialog to the inventory grid.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'movement',
  sidebar: { item: 'logistic', path: paths.movement.list.pattern },
  routes: [
    screenRoute(paths.movement.list, () => import('./logistic-list-page.tsx').then((m) => m.LogisticListPage)),
    {
      ...routeAt(paths.movement.detail),
      load: (views) =>
        Promise.all([views.inventoryDetail(), import('./logistic-detail-page.tsx')]).then(([DetailView, page]) => ({
          Component: page.logisticDetailPage(DetailView),
        })),
    },
  ],
  stockIn: { load: () => import('./stock-in-dialog.tsx').then((m) => ({ Component: m.StockInDialog })) },
  lends: {
    movementPanel: () => import('./lent-movement-panel.tsx').then((m) => m.LentMovementPanel),
    batchPickupDialog: () => import('./batch-pickup-dialog.tsx').then((m) => m.BatchPickupDialog),
    // Issue 28: the yard audit scans with the same camera reader.
    cameraScanner: () => import('./stock-in-camera-scanner.tsx').then((m) => m.StockInCameraScanner),
  },
};
