import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const list = () => import('./cleaning-list-page.tsx');
const detail = () => import('./cleaning-detail-page.tsx');
const qa = ROUTE_ACCESS.carCleaningQa;
const history = ROUTE_ACCESS.carCleaningHistory;

export const featureRoutes: FeatureRouteModule = {
  area: 'cleaning',
  sidebar: [
    { item: 'carCleaningQa', path: '/car-cleaning-qa' },
    { item: 'carCleaningHistory', path: '/car-cleaning-history' },
  ],
  routes: [
    screenRoute('/car-cleaning-qa', qa, () => list().then((m) => m.CleaningQaPage)),
    screenRoute('/car-cleaning-qa/:taskId', qa, () => detail().then((m) => m.CleaningQaDetailPage)),
    screenRoute('/car-cleaning-history', history, () => list().then((m) => m.CleaningHistoryPage)),
    screenRoute('/car-cleaning-history/:taskId', history, () => detail().then((m) => m.CleaningHistoryDetailPage)),
  ],
};
