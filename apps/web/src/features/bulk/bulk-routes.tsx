import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

export const featureRoutes: FeatureRouteModule = {
  area: 'bulk',
  sidebar: { item: 'bulkUpload', path: paths.bulk.list.pattern },
  routes: [
    screenRoute(paths.bulk.list, () => import('./bulk-list-page.tsx').then((m) => m.BulkListPage)),
    screenRoute(paths.bulk.detail, () => import('./bulk-detail-page.tsx').then((m) => m.BulkDetailPage)),
  ],
};
