import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §6: bigDealerMenu plus the vertical's bigDealerActive (the guard and the sidebar alike). */
const detail = () => import('./dealer-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'dealer',
  sidebar: { item: 'bigDealer', path: paths.dealer.list.pattern },
  routes: [
    screenRoute(paths.dealer.list, () => import('./dealer-list-page.tsx').then((m) => m.DealerListPage)),
    screenRoute(paths.dealer.add, () => detail().then((m) => m.DealerAddPage)),
    screenRoute(paths.dealer.detail, () => detail().then((m) => m.DealerDetailPage)),
  ],
};
