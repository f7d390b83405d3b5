import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /configs: configMenu and the configs feature (SPEC §6); the C2B slots are the slot area's. */
export const featureRoutes: FeatureRouteModule = {
  area: 'config',
  sidebar: { item: 'configs', path: paths.config.list.pattern },
  routes: [screenRoute(paths.config.list, () => import('./configs-page.tsx').then((m) => m.ConfigsPage))],
};
