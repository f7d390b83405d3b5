import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Area, Feature, Vertical } from '@b2c/domain';
import type { UiRules } from '@b2c/contracts';
import { accessOf, type RouteAccess } from './route-access.ts';
import type { PanelPath } from './paths.ts';

/** What a route's warm-up gets on a signed-in first load: the query cache its screen reads, the URL's query. */
export interface RouteWarmUp {
  queryClient: QueryClient;
  search: URLSearchParams;
  /** The vertical's grid page size (ui-rules flags.defaultPageSize), for a grid's first page. */
  defaultPageSize: number;
  /** The user's rules in the vertical, for a screen whose first queries depend on what the user may see. */
  uiRules: UiRules;
  /** The vertical the session reads, as the screen's query keys name it. */
  vertical: Vertical;
}

/** Where a secure screen is, who may open it and what it warms up; a route is one of the two below. */
interface RouteBase {
  /** Absolute path under the secure layout, react-router syntax: a pattern of paths.ts (`paths.inventory.detail.pattern`). */
  path: string;
  /** Required: a route that needs nothing says so with NO_ROUTE_GUARD. */
  access: RouteAccess;
  /**
   * Starts the screen's first queries into the cache on a first load (issue 12: no request waterfall
   * before a grid's first page), e.g. with `warmGrid`; the screen then finds them under the same keys.
   */
  warmUp?: (start: RouteWarmUp) => Promise<unknown>;
}

/**
 * One secure screen, as the shell mounts it. Its chunk is fetched at the start of a first load that opens
 * it (with the rules, in parallel), and otherwise once the guard has let the user in; the guard decides what shows.
 */
export interface MountedRoute extends RouteBase {
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * A route whose screen shows two areas (the vehicle detail: the car and its movement). A feature never
 * imports another, so the area declares the route (path, guard, warm-up) and `app/` composes its page
 * from both features (DESIGN §2), found by the route's path.
 */
export interface ComposedRoute extends RouteBase {
  composedInApp: true;
}

export type FeatureRoute = MountedRoute | ComposedRoute;

/**
 * Where a route is and who may open it, both from its path definition: the pattern it registers and
 * the guard `PATH_ACCESS` keeps for it. For a route with its own `load`: `{ ...routeAt(paths.x.y), load }`.
 */
export const routeAt = (path: PanelPath): Pick<RouteBase, 'path' | 'access'> => ({
  path: path.pattern,
  access: accessOf(path),
});

/**
 * A route whose screen is one export of a lazily loaded module (a chunk of its own).
 * @example screenRoute(paths.driver.list, () => import('./driver-list-page.tsx').then((m) => m.DriverListPage))
 */
export const screenRoute = (path: PanelPath, screen: () => Promise<ComponentType>): MountedRoute => ({
  ...routeAt(path),
  load: () => screen().then((Component) => ({ Component })),
});

/**
 * A route whose page `app/` composes from this area and another (see ComposedRoute); add a warm-up with
 * `{ ...composedRoute(paths.x.y), warmUp }`.
 */
export const composedRoute = (path: PanelPath): ComposedRoute => ({ ...routeAt(path), composedInApp: true });

export const isComposedRoute = (route: FeatureRoute): route is ComposedRoute => 'composedInApp' in route;

/** A SPEC sidebar item an area fills and the path it opens. */
export interface SidebarEntry {
  item: Feature;
  path: string;
}

/** A module's sidebar entries as a list, whether it fills one item or several. */
export const sidebarEntriesOf = (m: { sidebar?: SidebarEntry | readonly SidebarEntry[] }): readonly SidebarEntry[] =>
  m.sidebar === undefined ? [] : 'item' in m.sidebar ? [m.sidebar] : m.sidebar;

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
export interface FeatureRouteModule {
  /** The glossary's area name, the same as the folder (`AREAS` in the domain). */
  area: Area;
  routes: readonly FeatureRoute[];
  /**
   * The SPEC sidebar item this area fills and the path it opens; title, icon and rules are the shell's.
   * A list when the area fills several (car cleaning: the QA list and the history).
   */
  sidebar?: SidebarEntry | readonly SidebarEntry[];
}
