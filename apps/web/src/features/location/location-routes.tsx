import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.location;
const detail = () => import('./location-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'location',
  sidebar: { item: 'location', path: '/location' },
  routes: [
    screenRoute('/location', access, () => import('./location-list-page.tsx').then((m) => m.LocationListPage)),
    screenRoute('/location/addlocation', access, () => detail().then((m) => m.LocationAddPage)),
    screenRoute('/location/:locationId', access, () => detail().then((m) => m.LocationDetailPage)),
  ],
};
