import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.masterdata;
const form = () => import('./masterdata-form-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'masterdata',
  sidebar: { item: 'masterdata', path: '/masterdata' },
  routes: [
    screenRoute('/masterdata', access, () => import('./masterdata-home-page.tsx').then((m) => m.MasterdataHomePage)),
    screenRoute('/masterdata/:entity', access, () =>
      import('./masterdata-list-page.tsx').then((m) => m.MasterdataListPage),
    ),
    screenRoute('/masterdata/:entity/add', access, () => form().then((m) => m.MasterdataFormPage)),
    screenRoute('/masterdata/:entity/:entityId', access, () => form().then((m) => m.MasterdataFormPage)),
  ],
};
