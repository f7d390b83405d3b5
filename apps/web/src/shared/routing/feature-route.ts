import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Area, Feature } from '@b2c/domain';
import { accessOf, type RouteAccess } from './route-access.ts';
import type { PanelPath } from './paths.ts';

/** What the inventory detail screen takes when another area shows it (SPEC §2 `/logistic/{inventoryId}`). */
export interface InventoryDetailViewProps {
  /** The appointment id (SPEC §2 `{inventoryId}`). */
  inventoryId: string;
  /** Panels another area adds under the summary, e.g. the movement panel of `/logistic/{inventoryId}`. */
  extra?: ReactNode;
  /** Where "Back" leads: `/inventory` by default. */
  backTo?: { path: string; label: string };
}

/** What the movement panel takes where another area shows it (the inventory detail). */
export interface MovementPanelProps {
  /** The appointment id. */
  appointmentId: string;
}

/** A car as the batch pickup dialog needs it: the grid row's identity, version and where it stands. */
export interface BatchPickupCar {
  appointmentId: string;
  version: number;
  locationCode: string | null;
}

export interface BatchPickupDialogProps {
  cars: readonly BatchPickupCar[];
  onClose: () => void;
}

/** The camera barcode reader of the stock-in scan, for another area's scanning screen (issue 28). */
export interface CameraScannerProps {
  /** The identifier's label ("Registration Number"), for the messages. */
  label: string;
  /** The decoded text, raw. */
  onDecoded: (text: string) => void;
  onClose: () => void;
}

/**
 * Screens an area lends to others through the shell, lazily: a feature never imports another, so the
 * app hands each route's loader the views the other modules lend.
 */
export interface LentViews {
  inventoryDetail: () => Promise<ComponentType<InventoryDetailViewProps>>;
  /** The movement panel, for the inventory detail; renders nothing for a user without the logistics menu. */
  movementPanel: () => Promise<ComponentType<MovementPanelProps>>;
  /** Pickup requests for a grid selection (≤ 25), with each car's outcome; nothing without the logistics menu. */
  batchPickupDialog: () => Promise<ComponentType<BatchPickupDialogProps>>;
  /** The stock-in camera scanner (zxing, a chunk of its own): call this only when the camera is asked for. */
  cameraScanner: () => Promise<ComponentType<CameraScannerProps>>;
}

/** What a route's warm-up gets on a signed-in first load: the query cache its screen reads, the URL's query. */
export interface RouteWarmUp {
  queryClient: QueryClient;
  search: URLSearchParams;
  /** The vertical's grid page size (ui-rules flags.defaultPageSize), for a grid's first page. */
  defaultPageSize: number;
}

/**
 * One secure screen. Its chunk is fetched at the start of a first load that opens it (with the rules,
 * in parallel), and otherwise once the guard has let the user in; the guard decides what shows.
 */
export interface FeatureRoute {
  /** Absolute path under the secure layout, react-router syntax: a pattern of paths.ts (`paths.inventory.detail.pattern`). */
  path: string;
  /** Required: a route that needs nothing says so with NO_ROUTE_GUARD. */
  access: RouteAccess;
  load: (views: LentViews) => Promise<{ Component: ComponentType }>;
  /**
   * Starts the screen's first queries into the cache on a first load (issue 12: no request waterfall
   * before a grid's first page), e.g. with `warmGrid`; the screen then finds them under the same keys.
   */
  warmUp?: (start: RouteWarmUp) => Promise<unknown>;
}

/**
 * Where a route is and who may open it, both from its path definition: the pattern it registers and
 * the guard `PATH_ACCESS` keeps for it. For a route with its own `load`: `{ ...routeAt(paths.x.y), load }`.
 */
export const routeAt = (path: PanelPath): Pick<FeatureRoute, 'path' | 'access'> => ({
  path: path.pattern,
  access: accessOf(path),
});

/**
 * A route whose screen is one export of a lazily loaded module (a chunk of its own).
 * @example screenRoute(paths.driver.list, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage))
 */
export const screenRoute = (path: PanelPath, screen: () => Promise<ComponentType>): FeatureRoute => ({
  ...routeAt(path),
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
 *   sidebar: { item: 'driver', path: paths.driver.list.pattern },
 *   routes: [screenRoute(paths.driver.list, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage))],
 * };
 */
export interface SidebarEntry {
  item: Feature;
  path: string;
}

/** A module's sidebar entries as a list, whether it fills one item or several. */
export const sidebarEntriesOf = (m: { sidebar?: SidebarEntry | readonly SidebarEntry[] }): readonly SidebarEntry[] =>
  m.sidebar === undefined ? [] : 'item' in m.sidebar ? [m.sidebar] : m.sidebar;

export interface FeatureRouteModule {
  /** The glossary's area name, the same as the folder (`AREAS` in the domain). */
  area: Area;
  routes: readonly FeatureRoute[];
  /**
   * The SPEC sidebar item this area fills and the path it opens; title, icon and rules are the shell's.
   * A list when the area fills several (car cleaning: the QA list and the history).
   */
  sidebar?: SidebarEntry | readonly SidebarEntry[];
  /** The header's stock-in icon appears only once a feature provides the dialog it opens. */
  stockIn?: { load: () => Promise<{ Component: ComponentType<StockInDialogProps> }> };
  /** Views this area lends to other areas' routes. */
  lends?: Partial<LentViews>;
}
