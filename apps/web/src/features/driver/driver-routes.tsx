import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.driver;
const detail = () => import('./driver-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'driver',
  sidebar: { item: 'driver', path: '/driver' },
  routes: [
    screenRoute('/driver', access, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage)),
    screenRoute('/driver/add', access, () => detail().then((m) => m.DriverAddPage)),
    screenRoute('/driver/:driverId', access, () => detail().then((m) => m.DriverDetailPage)),
  ],
};
