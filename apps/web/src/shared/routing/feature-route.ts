import type { ComponentType, ReactNode } from 'react';
import type { Area, Feature } from '@b2c/domain';
import type { RouteAccess } from './route-access.ts';

/** What the inventory detail screen takes when another area shows it (SPEC §2 `/logistic/{inventoryId}`). */
export interface InventoryDetailViewProps {
  /** The appointment id (SPEC §2 `{inventoryId}`). */
  inventoryId: string;
  /** Panels another area adds under the summary, e.g. the movement panel of `/logistic/{inventoryId}`. */
  extra?: ReactNode;
  /** Where "Back" leads: `/inventory` by default. */
  backTo?: { path: string; label: string };
}

/**
 * Screens an area lends to others through the shell, lazily: a feature never imports another, so the
 * app hands each route's loader the views the other modules lend.
 */
export interface LentViews {
  inventoryDetail: () => Promise<ComponentType<InventoryDetailViewProps>>;
}

/** One secure screen. The chunk behind `load` is fetched only after the guard has let the user in. */
export interface FeatureRoute {
  /** Absolute path under the secure layout, react-router syntax: '/inventory/:inventoryId'. */
  path: string;
  /** Required: a route that needs nothing says so with NO_ROUTE_GUARD. */
  access: RouteAccess;
  load: (views: LentViews) => Promise<{ Component: ComponentType }>;
}

/**
 * A route whose screen is one export of a lazily loaded module (a chunk of its own).
 * @example screenRoute('/driver', ROUTE_ACCESS.driver, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage))
 */
export const screenRoute = (path: string, access: RouteAccess, screen: () => Promise<ComponentType>): FeatureRoute => ({
  path,
  access,
  load: () => screen().then((Component) => ({ Component })),
});

/** A route as the shell mounts it: its loader already holds the lent views. */
export type MountedRoute = Omit<FeatureRoute, 'load'> & { load: () => Promise<{ Component: ComponentType }> };

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
 *   routes: [screenRoute('/driver', ROUTE_ACCESS.driver, () => import('./driver-list-page.tsx'), (m) => m.DriverListPage)],
 * };
 */
export interface FeatureRouteModule {
  /** The glossary's area name, the same as the folder (`AREAS` in the domain). */
  area: Area;
  routes: readonly FeatureRoute[];
  /** The SPEC sidebar item this area fills and the path it opens; title, icon and rules are the shell's. */
  sidebar?: { item: Feature; path: string };
  /** The header's stock-in icon appears only once a feature provides the dialog it opens. */
  stockIn?: { load: () => Promise<{ Component: ComponentType<StockInDialogProps> }> };
  /** Views this area lends to other areas' routes. */
  lends?: Partial<LentViews>;
}
