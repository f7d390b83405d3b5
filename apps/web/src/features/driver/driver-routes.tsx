import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

const detail = () => import('./driver-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'driver',
  sidebar: { item: 'driver', path: paths.driver.list.pattern },
  routes: [
    screenRoute(paths.driver.list, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage)),
    screenRoute(paths.driver.add, () => detail().then((m) => m.DriverAddPage)),
    screenRoute(paths.driver.detail, () => detail().then((m) => m.DriverDetailPage)),
  ],
};
