import type { ComponentType } from 'react';
import type { Feature } from '@b2c/domain';
import type { RouteAccess } from './route-access.ts';

/** One secure screen. The chunk behind `load` is fetched only after the guard has let the user in. */
export interface FeatureRoute {
  /** Absolute path under the secure layout, react-router syntax: '/inventory/:inventoryId'. */
  path: string;
  /** Required: a route that needs nothing says so with NO_ROUTE_GUARD. */
  access: RouteAccess;
  load: () => Promise<{ Component: ComponentType }>;
}

export interface StockInDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What a feature area contributes to the shell. Export it as `featureRoutes` from
 * `src/features/<area>/<area>-routes.tsx`; the app discovers the file by its name.
 * @example
 * export const featureRoutes: FeatureRouteModule = {
 *   area: 'driver',
 *   sidebar: { item: 'driver', path: '/driver' },
 *   routes: [
 *     { path: '/driver', access: ROUTE_ACCESS.driver,
 *       load: () => import('./driver-list-page.tsx').then((m) => ({ Component: m.DriverListPage })) },
 *   ],
 * };
 */
export interface FeatureRouteModule {
  area: string;
  routes: readonly FeatureRoute[];
  /** The SPEC sidebar item this area fills and the path it opens; title, icon and rules are the shell's. */
  sidebar?: { item: Feature; path: string };
  /** The header's stock-in icon appears only once a feature provides the dialog it opens. */
  stockIn?: { load: () => Promise<{ Component: ComponentType<StockInDialogProps> }> };
}
