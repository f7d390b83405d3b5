import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const detail = () => import('./driver-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'driver',
  sidebar: { item: 'driver', path: '/driver' },
  routes: [
    {
      path: '/driver',
      access: ROUTE_ACCESS.driver,
      load: () => import('./driver-list-page.tsx').then((m) => ({ Component: m.DriverListPage })),
    },
    {
      path: '/driver/add',
      access: ROUTE_ACCESS.driver,
      load: () => detail().then((m) => ({ Component: m.DriverAddPage })),
    },
    {
      path: '/driver/:driverId',
      access: ROUTE_ACCESS.driver,
      load: () => detail().then((m) => ({ Component: m.DriverDetailPage })),
    },
  ],
};
