import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

// SPEC §6: documentsMenu; the sidebar item also needs the India car vertical (sidebar-items.ts).
const access = ROUTE_ACCESS.documentPendency;

export const featureRoutes: FeatureRouteModule = {
  area: 'document',
  sidebar: { item: 'documentPendency', path: '/document-pendency' },
  routes: [
    screenRoute('/document-pendency', access, () =>
      import('./document-pendency-page.tsx').then((m) => m.DocumentPendencyPage),
    ),
    screenRoute('/document-pendency/:appointmentId/:documentType', access, () =>
      import('./document-detail-page.tsx').then((m) => m.DocumentDetailPage),
    ),
  ],
};
