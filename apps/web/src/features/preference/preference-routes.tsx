import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §6: the userPreferences feature and the CC_ADMIN group, for both screens (PATH_ACCESS). */
export const featureRoutes: FeatureRouteModule = {
  area: 'preference',
  sidebar: { item: 'userPreferences', path: paths.preference.list.pattern },
  routes: [
    screenRoute(paths.preference.list, () => import('./preference-list-page.tsx').then((m) => m.PreferenceListPage)),
    screenRoute(paths.preference.dnd, () => import('./dnd-list-page.tsx').then((m) => m.DndListPage)),
  ],
};
