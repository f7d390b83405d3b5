import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

export const featureRoutes: FeatureRouteModule = {
  area: 'tutorial',
  sidebar: { item: 'trainingTutorials', path: '/training-tutorials' },
  routes: [
    screenRoute('/training-tutorials', ROUTE_ACCESS.trainingTutorials, () =>
      import('./tutorial-page.tsx').then((m) => m.TutorialPage),
    ),
  ],
};
