import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §2 /configs: configMenu and the configs feature (SPEC §6); the C2B slots are the slot area's. */
export const featureRoutes: FeatureRouteModule = {
  area: 'config',
  sidebar: { item: 'configs', path: '/configs' },
  routes: [
    screenRoute('/configs', ROUTE_ACCESS.configs, () => import('./configs-page.tsx').then((m) => m.ConfigsPage)),
  ],
};
