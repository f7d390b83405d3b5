import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const detail = () => import('./inventory-detail-page.tsx');

/**
 * SPEC §2 inventory routes. `/logistic/{inventoryId}` shows the same screen: the logistics area mounts
 * `InventoryDetailView` from `inventory-detail-page.tsx` with its movement panel as `extra`.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'inventory',
  sidebar: { item: 'inventory', path: '/inventory' },
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
