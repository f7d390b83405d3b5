import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §6: bigDealerMenu plus the vertical's bigDealerActive (the guard and the sidebar alike). */
const access = ROUTE_ACCESS.bigDealer;
const detail = () => import('./dealer-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'dealer',
  sidebar: { item: 'bigDealer', path: '/big-dealer' },
  routes: [
    screenRoute('/big-dealer', access, () => import('./dealer-list-page.tsx').then((m) => m.DealerListPage)),
    screenRoute('/big-dealer/add', access, () => detail().then((m) => m.DealerAddPage)),
    screenRoute('/big-dealer/:dealerId', access, () => detail().then((m) => m.DealerDetailPage)),
  ],
};
