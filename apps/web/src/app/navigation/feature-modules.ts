import type { ComponentType } from 'react';
import type { Feature } from '@b2c/domain';
import {
  isComposedRoute,
  sidebarEntriesOf,
  type FeatureRoute,
  type FeatureRouteModule,
  type MountedRoute,
} from '../../shared/routing/feature-route.ts';
import { canOpenRoute, type AccessContext } from '../../shared/routing/route-access.ts';
import { visibleSidebarItems } from '../../shared/navigation/sidebar-visibility.ts';
import { COMPOSED_PAGES } from '../pages/composed-pages.ts';

/** Sidebar item → the path its module opens. */
export const sidebarPaths = (modules: readonly FeatureRouteModule[]): Map<Feature, string> =>
  new Map(modules.flatMap((m) => sidebarEntriesOf(m).map((e) => [e.item, e.path] as const)));

type ComposedPages = ReadonlyMap<string, () => Promise<ComponentType>>;

/** A route as the shell mounts it: a composed one gets the page app/ composes for its path. */
const mounted = (route: FeatureRoute, pages: ComposedPages): MountedRoute => {
  if (!isComposedRoute(route)) return route;
  const { composedInApp: _, ...rest } = route;
  const page = pages.get(route.path);
  return {
    ...rest,
    // A composed route without its page is a programming error (featureModuleProblems names it), shown as such.
    load: () =>
      page
        ? page().then((Component) => ({ Component }))
        : Promise.reject(new Error(`app/ composes no page for ${route.path}`)),
  };
};

/** Every route, each with its screen's loader (the composed ones from `COMPOSED_PAGES`). */
export const allRoutes = (
  modules: readonly FeatureRouteModule[],
  pages: ComposedPages = COMPOSED_PAGES,
): MountedRoute[] => modules.flatMap((m) => m.routes.map((r) => mounted(r, pages)));

/**
 * Mistakes a new route module can make, as readable problems (the registry test fails on any):
 * relative or duplicate paths, a route without access, a sidebar item claimed twice or pointing
 * at a path the module does not serve, a composed route app/ has no page for, a composed page no route declares.
 */
export const featureModuleProblems = (
  modules: readonly FeatureRouteModule[],
  pages: ComposedPages = COMPOSED_PAGES,
): string[] => {
  const problems: string[] = [];
  const composed = new Set<string>();
  const seenPaths = new Set<string>();
  const seenItems = new Set<Feature>();
  for (const m of modules) {
    for (const r of m.routes) {
      if (!r.path.startsWith('/')) problems.push(`${m.area}: path "${r.path}" must start with /`);
      if (seenPaths.has(r.path)) problems.push(`${m.area}: path "${r.path}" is registered twice`);
      if (typeof r.access !== 'object' || r.access === null) problems.push(`${m.area}: "${r.path}" declares no access`);
      seenPaths.add(r.path);
      if (isComposedRoute(r)) {
        composed.add(r.path);
        if (!pages.has(r.path)) problems.push(`${m.area}: "${r.path}" is composed in app/, which has no page for it`);
      }
    }
    for (const entry of sidebarEntriesOf(m)) {
      if (seenItems.has(entry.item)) problems.push(`${m.area}: sidebar item "${entry.item}" is claimed twice`);
      if (!m.routes.some((r) => r.path === entry.path)) {
        problems.push(`${m.area}: sidebar path "${entry.path}" is not one of its routes`);
      }
      seenItems.add(entry.item);
    }
  }
  for (const path of pages.keys()) {
    if (!composed.has(path)) problems.push(`app/ composes a page for "${path}", which no route declares composed`);
  }
  return problems;
};

/**
 * Where a signed-in user lands: the first sidebar screen (SPEC order) they may open, menu permission or
 * not, else null (→ /unauthorized). A user without any menu permission who may still open Scheduled
 * Tasks or FASTag lands there, inside the layout, not on /unauthorized (issue 24: the viewer did, with
 * no sidebar, and "Go to home" looped back).
 */
export const firstScreenPath = (modules: readonly FeatureRouteModule[], ctx: AccessContext): string | null => {
  const routes = allRoutes(modules);
  const item = visibleSidebarItems(ctx, sidebarPaths(modules)).find((i) => {
    const route = routes.find((r) => r.path === i.path);
    return route !== undefined && canOpenRoute(route.access, ctx);
  });
  return item?.path ?? null;
};
