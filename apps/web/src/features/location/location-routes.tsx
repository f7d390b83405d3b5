import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

const detail = () => import('./location-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'location',
  sidebar: { item: 'location', path: paths.location.list.pattern },
  routes: [
    screenRoute(paths.location.list, () => import('./location-list-page.tsx').then((m) => m.LocationListPage)),
    screenRoute(paths.location.add, () => detail().then((m) => m.LocationAddPage)),
    screenRoute(paths.location.detail, () => detail().then((m) => m.LocationDetailPage)),
  ],
};
