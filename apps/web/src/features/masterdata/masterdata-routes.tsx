import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

const form = () => import('./masterdata-form-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'masterdata',
  sidebar: { item: 'masterdata', path: paths.masterdata.home.pattern },
  routes: [
    screenRoute(paths.masterdata.home, () => import('./masterdata-home-page.tsx').then((m) => m.MasterdataHomePage)),
    screenRoute(paths.masterdata.list, () => import('./masterdata-list-page.tsx').then((m) => m.MasterdataListPage)),
    screenRoute(paths.masterdata.add, () => form().then((m) => m.MasterdataFormPage)),
    screenRoute(paths.masterdata.detail, () => form().then((m) => m.MasterdataFormPage)),
  ],
};
