import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /scheduled-tasks, the sidebar's "scheduled tasks" item; SPEC §6: it needs its feature flag. */
export const featureRoutes: FeatureRouteModule = {
  area: 'scheduled',
  sidebar: { item: 'scheduledTasks', path: paths.scheduled.list.pattern },
  routes: [
    screenRoute(paths.scheduled.list, () => import('./scheduled-list-page.tsx').then((m) => m.ScheduledListPage)),
  ],
};
