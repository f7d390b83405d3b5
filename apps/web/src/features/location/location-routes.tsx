import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const detail = () => import('./location-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'location',
  sidebar: { item: 'location', path: '/location' },
  routes: [
    {
      path: '/location',
      access: ROUTE_ACCESS.location,
      load: () => import('./location-list-page.tsx').then((m) => ({ Component: m.LocationListPage })),
    },
    {
      path: '/location/addlocation',
      access: ROUTE_ACCESS.location,
      load: () => detail().then((m) => ({ Component: m.LocationAddPage })),
    },
    {
      path: '/location/:locationId',
      access: ROUTE_ACCESS.location,
      load: () => detail().then((m) => ({ Component: m.LocationDetailPage })),
    },
  ],
};
