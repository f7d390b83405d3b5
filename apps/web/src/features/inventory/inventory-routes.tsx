import { composedRoute, screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';
import { warmGrid } from '../../shared/data-table/grid-warm-up.ts';

/**
 * SPEC §2 inventory routes. The grid (with the movement area's pickup requests) and the vehicle detail (with
 * its movement panel) show both areas: app/ composes their pages (app/pages/composed-pages.ts) from this
 * area's `InventoryListPage` and `InventoryDetailView`; this module keeps their paths, guards and warm-up.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'inventory',
  sidebar: { item: 'inventory', path: paths.inventory.list.pattern },
  routes: [
    {
      ...composedRoute(paths.inventory.list),
      // A first load of /inventory asks for the grid's first page beside the rules, not after the screen.
      warmUp: (start) =>
        import('./inventory-api.ts').then((api) =>
          warmGrid(start, {
            gridKey: api.INVENTORY_GRID_KEY,
            fetchPage: api.fetchInventoryPage,
            fetchCount: api.countInventory,
          }),
        ),
    },
    // The approver's queue; a fixed segment ranks above `:inventoryId`, so no car id is taken for it.
    screenRoute(paths.inventory.pendingActions, () =>
      import('./pending-action/pending-queue-page.tsx').then((m) => m.PendingQueuePage),
    ),
    composedRoute(paths.inventory.detail),
    screenRoute(paths.inventory.qrCode, () => import('./inventory-qr-page.tsx').then((m) => m.InventoryQrPage)),
  ],
};
