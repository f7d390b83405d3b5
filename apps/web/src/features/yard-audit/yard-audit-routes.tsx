import { composedRoute, screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * Issue 28, yard audit by scanning: no sidebar item (SPEC fixes the sidebar); reached from the header's
 * stock-in icon menu and a location's page ("Audit this yard"). The audit screen scans with the movement
 * area's camera reader (loaded only when the camera is asked for): app/ composes that page.
 */
export const featureRoutes: FeatureRouteModule = {
  area: 'yard-audit',
  routes: [
    screenRoute(paths.yardAudit.list, () => import('./yard-audit-start-page.tsx').then((m) => m.YardAuditStartPage)),
    composedRoute(paths.yardAudit.detail),
  ],
};
