import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/**
 * SPEC §2 `/logistic` and `/logistic/{inventoryId}`. The detail is the inventory detail screen with the
 * movement panel: a feature never imports another statically (lint), so the inventory view is loaded
 * here, lazily, and handed to our page.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'logistic',
  sidebar: { item: 'logistic', path: '/logistic' },
  routes: [
    {
      path: '/logistic',
      access: ROUTE_ACCESS.logistic,
      load: () => import('./logistic-list-page.tsx').then((m) => ({ Component: m.LogisticListPage })),
    },
    {
      path: '/logistic/:inventoryId',
      access: ROUTE_ACCESS.logistic,
      load: () =>
        Promise.all([import('../inventory/inventory-detail-page.tsx'), import('./logistic-detail-page.tsx')]).then(
          ([inventory, page]) => ({
            Component: page.logisticDetailPage(inventory.InventoryDetailView),
          }),
        ),
    },
  ],
};
