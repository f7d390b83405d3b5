import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §6: the userPreferences feature and the CC_ADMIN group, for both screens. */
const access = ROUTE_ACCESS.userPreferences;

export const featureRoutes: FeatureRouteModule = {
  area: 'preference',
  sidebar: { item: 'userPreferences', path: '/user-preferences' },
  routes: [
    screenRoute('/user-preferences', access, () =>
      import('./preference-list-page.tsx').then((m) => m.PreferenceListPage),
    ),
    screenRoute('/user-preferences/dnd', access, () => import('./dnd-list-page.tsx').then((m) => m.DndListPage)),
  ],
};
