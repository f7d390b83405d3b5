import { routeAt, screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';
import { warmGrid } from '../../shared/data-table/grid-warm-up.ts';

const detail = () => import('./inventory-detail-page.tsx');

/**
 * SPEC §2 inventory routes. `/logistic/{inventoryId}` shows the same screen: this area lends
 * `InventoryDetailView` and the logistics area mounts it with its movement panel as `extra`. In turn the
 * movement area lends its panel (shown under `/inventory/{inventoryId}` too) and its bulk pickup dialog.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'inventory',
  sidebar: { item: 'inventory', path: paths.inventory.list.pattern },
  lends: { inventoryDetail: () => detail().then((m) => m.InventoryDetailView) },
  routes: [
    {
      ...routeAt(paths.inventory.list),
      load: (views) =>
        Promise.all([import('./inventory-list-page.tsx'), views.batchPickupDialog()]).then(([page, BatchPickup]) => ({
          Component: page.inventoryListPage(BatchPickup),
        })),
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
    {
      ...routeAt(paths.inventory.detail),
      load: (views) =>
        Promise.all([import('./inventory-detail-route-page.tsx'), views.movementPanel()]).then(([page, Panel]) => ({
          Component: page.inventoryDetailPage(Panel),
        })),
    },
    screenRoute(paths.inventory.qrCode, () => import('./inventory-qr-page.tsx').then((m) => m.InventoryQrPage)),
  ],
};
