import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

const list = () => import('./cleaning-list-page.tsx');
const detail = () => import('./cleaning-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'cleaning',
  sidebar: [
    { item: 'carCleaningQa', path: paths.cleaning.qa.pattern },
    { item: 'carCleaningHistory', path: paths.cleaning.history.pattern },
  ],
  routes: [
    screenRoute(paths.cleaning.qa, () => list().then((m) => m.CleaningQaPage)),
    screenRoute(paths.cleaning.qaDetail, () => detail().then((m) => m.CleaningQaDetailPage)),
    screenRoute(paths.cleaning.history, () => list().then((m) => m.CleaningHistoryPage)),
    screenRoute(paths.cleaning.historyDetail, () => detail().then((m) => m.CleaningHistoryDetailPage)),
  ],
};
