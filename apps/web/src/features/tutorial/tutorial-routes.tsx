import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

export const featureRoutes: FeatureRouteModule = {
  area: 'tutorial',
  sidebar: { item: 'trainingTutorials', path: paths.tutorial.list.pattern },
  routes: [screenRoute(paths.tutorial.list, () => import('./tutorial-page.tsx').then((m) => m.TutorialPage))],
};
