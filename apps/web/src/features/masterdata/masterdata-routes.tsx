import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.masterdata;
const form = () => import('./masterdata-form-page.tsx').then((m) => ({ Component: m.MasterdataFormPage }));

export const featureRoutes: FeatureRouteModule = {
  area: 'masterdata',
  sidebar: { item: 'masterdata', path: '/masterdata' },
  routes: [
    {
      path: '/masterdata',
      access,
      load: () => import('./masterdata-home-page.tsx').then((m) => ({ Component: m.MasterdataHomePage })),
    },
    {
      path: '/masterdata/:entity',
      access,
      load: () => import('./masterdata-list-page.tsx').then((m) => ({ Component: m.MasterdataListPage })),
    },
    { path: '/masterdata/:entity/add', access, load: form },
    { path: '/masterdata/:entity/:entityId', access, load: form },
  ],
};
