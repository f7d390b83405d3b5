import { describe, expect, it } from 'vitest';
import { composedRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { NO_ROUTE_GUARD, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { allRoutes, featureModuleProblems, firstScreenPath, sidebarPaths } from './feature-modules.ts';
import { paths } from '../../shared/routing/paths.ts';

const Screen = () => null;
const load = async () => ({ Component: Screen });
const NO_PAGES = new Map<string, () => Promise<() => null>>();

const driver: FeatureRouteModule = {
  area: 'driver',
  sidebar: { item: 'driver', path: '/driver' },
  routes: [
    { path: '/driver', access: ROUTE_ACCESS.driver, load },
    { path: '/driver/:driverId', access: ROUTE_ACCESS.driver, load },
  ],
};
const inventory: FeatureRouteModule = {
  area: 'inventory',
  sidebar: { item: 'inventory', path: '/inventory' },
  routes: [{ path: '/inventory', access: ROUTE_ACCESS.inventory, load }],
};
const fastag: FeatureRouteModule = {
  area: 'fastag',
  sidebar: { item: 'fastag', path: '/fastag' },
  routes: [{ path: '/fastag', access: NO_ROUTE_GUARD, load }],
};

describe('feature route modules', () => {
  it('the registry as it stands has no problems', () => {
    expect(featureModuleProblems(FEATURE_MODULES)).toEqual([]);
  });

  it('reports relative and duplicate paths, doubled sidebar items and dangling sidebar paths', () => {
    const bad: FeatureRouteModule[] = [
      driver,
      {
        area: 'key',
        sidebar: { item: 'driver', path: '/nowhere' },
        routes: [
          { path: 'driver', access: {}, load },
          { path: '/driver', access: {}, load },
        ],
      },
    ];
    expect(featureModuleProblems(bad, NO_PAGES)).toEqual([
      'key: path "driver" must start with /',
      'key: path "/driver" is registered twice',
      'key: sidebar item "driver" is claimed twice',
      'key: sidebar path "/nowhere" is not one of its routes',
    ]);
  });

  it('reports a composed route app/ has no page for, and a composed page no route declares', () => {
    const movement: FeatureRouteModule = { area: 'movement', routes: [composedRoute(paths.movement.detail)] };
    const pages = new Map([[paths.yardAudit.detail.pattern, async () => Screen]]);
    expect(featureModuleProblems([movement], pages)).toEqual([
      'movement: "/logistic/:inventoryId" is composed in app/, which has no page for it',
      'app/ composes a page for "/yard-audit/:auditId", which no route declares composed',
    ]);
  });

  it("mounts a composed route with app/'s page for its path, keeping the area's guard and warm-up", async () => {
    const warmUp = async () => undefined;
    const movement: FeatureRouteModule = {
      area: 'movement',
      routes: [{ ...composedRoute(paths.movement.detail), warmUp }],
    };
    const [route] = allRoutes([movement], new Map([[paths.movement.detail.pattern, async () => Screen]]));
    expect(route).toMatchObject({ path: '/logistic/:inventoryId', access: ROUTE_ACCESS.logistic, warmUp });
    expect(route).not.toHaveProperty('composedInApp');
    expect((await route!.load()).Component).toBe(Screen);
    const [orphan] = allRoutes([movement], NO_PAGES);
    await expect(orphan!.load()).rejects.toThrow('app/ composes no page for /logistic/:inventoryId');
  });

  it('maps sidebar items to their paths', () => {
    expect([...sidebarPaths([driver, inventory])]).toEqual([
      ['driver', '/driver'],
      ['inventory', '/inventory'],
    ]);
  });

  it('lets one area fill several sidebar items (car cleaning: the QA list and the history)', () => {
    const cleaning: FeatureRouteModule = {
      area: 'cleaning',
      sidebar: [
        { item: 'carCleaningQa', path: '/car-cleaning-qa' },
        { item: 'carCleaningHistory', path: '/nowhere' },
      ],
      routes: [{ path: '/car-cleaning-qa', access: ROUTE_ACCESS.carCleaningQa, load }],
    };
    expect([...sidebarPaths([cleaning])]).toEqual([
      ['carCleaningQa', '/car-cleaning-qa'],
      ['carCleaningHistory', '/nowhere'],
    ]);
    expect(featureModuleProblems([cleaning], NO_PAGES)).toEqual([
      'cleaning: sidebar path "/nowhere" is not one of its routes',
    ]);
  });

  it('lands the user on the first screen they may open, in SPEC order', () => {
    const modules = [fastag, driver, inventory];
    expect(firstScreenPath(modules, fakeAccess())).toBe('/inventory');
    const ctx = fakeAccess();
    const noInventory = {
      ...ctx,
      uiRules: { ...ctx.uiRules, uiPermissions: { ...ctx.uiRules.uiPermissions, inventoryMenu: false } },
    };
    expect(firstScreenPath(modules, noInventory)).toBe('/driver');
    expect(firstScreenPath([], ctx)).toBeNull();
  });

  // Issue 24 #9: the viewer (no menu permission; Scheduled Tasks and Fastag open to them) was sent to
  // /unauthorized with no sidebar, and "Go to home" looped back there.
  it('lands a user without menu permissions on the first screen they may still open', () => {
    const ctx = fakeAccess();
    const none = Object.fromEntries(Object.keys(ctx.uiRules.uiPermissions).map((k) => [k, false]));
    const viewer = { ...ctx, uiRules: { ...ctx.uiRules, uiPermissions: { ...ctx.uiRules.uiPermissions, ...none } } };
    expect(firstScreenPath([fastag, driver, inventory], viewer)).toBe('/fastag');
    expect(firstScreenPath(FEATURE_MODULES, viewer)).toBe('/scheduled-tasks');
  });
});
