import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

// SPEC §6: key management is not blocked by the route guard; the sidebar item needs the vertical's
// key-management flag and a key role, and the API refuses whatever the caller's role may not do.
const access = ROUTE_ACCESS.keyManagement;

export const featureRoutes: FeatureRouteModule = {
  area: 'key',
  sidebar: { item: 'keyManagement', path: '/key-management' },
  routes: [
    screenRoute('/key-management', access, () => import('./key-management-page.tsx').then((m) => m.KeyManagementPage)),
  ],
};
