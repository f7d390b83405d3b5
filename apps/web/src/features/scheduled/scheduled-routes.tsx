import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §2 /scheduled-tasks, the sidebar's "scheduled tasks" item; SPEC §6: it needs its feature flag. */
export const featureRoutes: FeatureRouteModule = {
  area: 'scheduled',
  sidebar: { item: 'scheduledTasks', path: '/scheduled-tasks' },
  routes: [
    screenRoute('/scheduled-tasks', ROUTE_ACCESS.scheduledTasks, () =>
      import('./scheduled-list-page.tsx').then((m) => m.ScheduledListPage),
    ),
  ],
};
