import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

// SPEC §6: key management is not blocked by the route guard; the sidebar item needs the vertical's
// key-management flag and a key role, and the API refuses whatever the caller's role may not do.
export const featureRoutes: FeatureRouteModule = {
  area: 'key',
  sidebar: { item: 'keyManagement', path: paths.key.list.pattern },
  routes: [screenRoute(paths.key.list, () => import('./key-management-page.tsx').then((m) => m.KeyManagementPage))],
};
