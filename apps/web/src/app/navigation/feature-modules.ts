import type { Feature } from '@b2c/domain';
import {
  sidebarEntriesOf,
  type FeatureRouteModule,
  type LentViews,
  type MountedRoute,
} from '../../shared/routing/feature-route.ts';
import { canOpenRoute, type AccessContext } from '../../shared/routing/route-access.ts';
import { visibleSidebarItems } from '../../shared/navigation/sidebar-visibility.ts';

/** Sidebar item → the path its module opens. */
export const sidebarPaths = (modules: readonly FeatureRouteModule[]): Map<Feature, string> =>
  new Map(modules.flatMap((m) => sidebarEntriesOf(m).map((e) => [e.item, e.path] as const)));

const lent = <K extends keyof LentViews>(modules: readonly FeatureRouteModule[], key: K): LentViews[K] | undefined =>
  modules.find((m) => m.lends?.[key])?.lends?.[key];
const nobodyLends = (what: string) => Promise.reject(new Error(`No feature lends the ${what}`));

/** The views the modules lend; asking for one nobody lends is a programming error, shown as such. */
const lentViews = (modules: readonly FeatureRouteModule[]): LentViews => {
  const inventoryDetail = lent(modules, 'inventoryDetail');
  const movementPanel = lent(modules, 'movementPanel');
  const batchPickupDialog = lent(modules, 'batchPickupDialog');
  const cameraScanner = lent(modules, 'cameraScanner');
  return {
    inventoryDetail: () => (inventoryDetail ? inventoryDetail() : nobodyLends('inventory detail view')),
    movementPanel: () => (movementPanel ? movementPanel() : nobodyLends('movement panel')),
    batchPickupDialog: () => (batchPickupDialog ? batchPickupDialog() : nobodyLends('batch pickup dialog')),
    cameraScanner: () => (cameraScanner ? cameraScanner() : nobodyLends('camera scanner')),
  };
};

/** Every route, its loader given the views other modules lend. */
export const allRoutes = (modules: readonly FeatureRouteModule[]): MountedRoute[] => {
  const views = lentViews(modules);
  return modules.flatMap((m) => m.routes.map((r) => ({ ...r, load: () => r.load(views) })));
};

export const stockInHandler = (modules: readonly FeatureRouteModule[]) => modules.find((m) => m.stockIn)?.stockIn;

/**
 * Mistakes a new route module can make, as readable problems (the registry test fails on any):
 * relative or duplicate paths, a route without access, a sidebar item claimed twice or pointing
 * at a path the module does not serve.
 */
export const featureModuleProblems = (modules: readonly FeatureRouteModule[]): string[] => {
  const problems: string[] = [];
  const seenPaths = new Set<string>();
  const seenItems = new Set<Feature>();
  for (const m of modules) {
    for (const r of m.routes) {
      if (!r.path.startsWith('/')) problems.push(`${m.area}: path "${r.path}" must start with /`);
      if (seenPaths.has(r.path)) problems.push(`${m.area}: path "${r.path}" is registered twice`);
      if (typeof r.access !== 'object' || r.access === null) problems.push(`${m.area}: "${r.path}" declares no access`);
      seenPaths.add(r.path);
    }
    for (const entry of sidebarEntriesOf(m)) {
      if (seenItems.has(entry.item)) problems.push(`${m.area}: sidebar item "${entry.item}" is claimed twice`);
      if (!m.routes.some((r) => r.path === entry.path)) {
        problems.push(`${m.area}: sidebar path "${entry.path}" is not one of its routes`);
      }
      seenItems.add(entry.item);
    }
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
