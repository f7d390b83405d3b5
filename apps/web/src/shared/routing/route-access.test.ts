import { describe, expect, it } from 'vitest';
import { fakeAccess } from '../../testing/fake-session.ts';
import { canOpenRoute, ROUTE_ACCESS, type RouteAccess } from './route-access.ts';

describe('route guards (SPEC §6)', () => {
  const ctx = fakeAccess();
  const without = (patch: Partial<typeof ctx.uiRules>) => ({ ...ctx, uiRules: { ...ctx.uiRules, ...patch } });

  it('checks the uiPermission of each guarded area', () => {
    const entries: [string, RouteAccess][] = Object.entries(ROUTE_ACCESS);
    for (const [area, access] of entries) {
      if (!access.permission) continue;
      const denied = without({ uiPermissions: { ...ctx.uiRules.uiPermissions, [access.permission]: false } });
      expect(canOpenRoute(access, ctx), area).toBe(true);
      expect(canOpenRoute(access, denied), area).toBe(false);
    }
  });

  it('scheduled tasks, configs and user preferences need their feature flags', () => {
    for (const area of ['scheduledTasks', 'configs', 'c2bSlots', 'userPreferences'] as const) {
      const access = ROUTE_ACCESS[area];
      const off = without({ features: { ...ctx.uiRules.features, [access.feature]: false } });
      expect(canOpenRoute(access, { ...off, groups: ['CC_ADMIN'] }), area).toBe(false);
    }
  });

  it('big dealer also needs the vertical switch bigDealerActive', () => {
    expect(canOpenRoute(ROUTE_ACCESS.bigDealer, ctx)).toBe(true);
    expect(canOpenRoute(ROUTE_ACCESS.bigDealer, without({ bigDealerActive: false }))).toBe(false);
  });

  it('user preferences also needs the CC_ADMIN group', () => {
    expect(canOpenRoute(ROUTE_ACCESS.userPreferences, ctx)).toBe(false);
    expect(canOpenRoute(ROUTE_ACCESS.userPreferences, { ...ctx, groups: ['CC_ADMIN'] })).toBe(true);
  });

  it('key management and fastag are not blocked', () => {
    const nothing = without({
      uiPermissions: Object.fromEntries(
        Object.keys(ctx.uiRules.uiPermissions).map((k) => [k, false]),
      ) as typeof ctx.uiRules.uiPermissions,
    });
    expect(canOpenRoute(ROUTE_ACCESS.keyManagement, nothing)).toBe(true);
    expect(canOpenRoute(ROUTE_ACCESS.fastag, nothing)).toBe(true);
  });
});
