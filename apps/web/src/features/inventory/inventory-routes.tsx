import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.inventory;
const detail = () => import('./inventory-detail-page.tsx');

/**
 * SPEC §2 inventory routes. `/logistic/{inventoryId}` shows the same screen: this area lends
 * `InventoryDetailView` and the logistics area mounts it with its movement panel as `extra`.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'inventory',
  sidebar: { item: 'inventory', path: '/inventory' },
  lends: { inventoryDetail: () => detail().then((m) => m.InventoryDetailView) },
  routes: [
    screenRoute('/inventory', access, () => import('./inventory-list-page.tsx').then((m) => m.InventoryListPage)),
    screenRoute('/inventory/:inventoryId', access, () => detail().then((m) => m.InventoryDetailPage)),
    screenRoute('/inventory/:inventoryId/qr-code', access, () =>
      import('./inventory-qr-page.tsx').then((m) => m.InventoryQrPage),
    ),
  ],
};
