import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.bulkUpload;

export const featureRoutes: FeatureRouteModule = {
  area: 'bulk',
  sidebar: { item: 'bulkUpload', path: '/bulk-upload-v2' },
  routes: [
    screenRoute('/bulk-upload-v2', access, () => import('./bulk-list-page.tsx').then((m) => m.BulkListPage)),
    screenRoute('/bulk-upload-v2/:id', access, () => import('./bulk-detail-page.tsx').then((m) => m.BulkDetailPage)),
  ],
};
