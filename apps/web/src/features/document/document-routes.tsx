import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

// SPEC §6: documentsMenu (PATH_ACCESS); the sidebar item also needs the India car vertical (sidebar-items.ts).
export const featureRoutes: FeatureRouteModule = {
  area: 'document',
  sidebar: { item: 'documentPendency', path: paths.document.list.pattern },
  routes: [
    screenRoute(paths.document.list, () => import('./document-pendency-page.tsx').then((m) => m.DocumentPendencyPage)),
    screenRoute(paths.document.detail, () => import('./document-detail-page.tsx').then((m) => m.DocumentDetailPage)),
  ],
};
