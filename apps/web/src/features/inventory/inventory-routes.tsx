import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

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
    {
      path: '/inventory',
      access: ROUTE_ACCESS.inventory,
      load: () => import('./inventory-list-page.tsx').then((m) => ({ Component: m.InventoryListPage })),
    },
    {
      path: '/inventory/:inventoryId',
      access: ROUTE_ACCESS.inventory,
      load: () => detail().then((m) => ({ Component: m.InventoryDetailPage })),
    },
    {
      path: '/inventory/:inventoryId/qr-code',
      access: ROUTE_ACCESS.inventory,
      load: () => import('./inventory-qr-page.tsx').then((m) => ({ Component: m.InventoryQrPage })),
    },
  ],
};
