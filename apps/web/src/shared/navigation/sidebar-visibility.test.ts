import { describe, expect, it } from 'vitest';
import { FEATURES, type Feature } from '@b2c/domain';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { SIDEBAR_ITEMS } from './sidebar-items.ts';
import { isSidebarItemVisible, visibleSidebarItems } from './sidebar-visibility.ts';

const allPaths = new Map<Feature, string>(FEATURES.map((f) => [f, `/${f}`]));
const ids = (ctx = fakeAccess()) => visibleSidebarItems(ctx, allPaths).map((i) => i.id);

describe('sidebar visibility (SPEC §2 order, §6 rules)', () => {
  it('covers every SPEC item in SPEC order', () => {
    expect(SIDEBAR_ITEMS.map((i) => i.id)).toEqual([
      'inventory',
      'logistic',
      'driver',
      'location',
      'masterdata',
      'documentPendency',
      'bulkUpload',
      'keyManagement',
      'bigDealer',
      'configs',
      'scheduledTasks',
      'userManagementV1',
      'userManagementV2',
      'userPreferences',
      'carCleaningQa',
      'carCleaningHistory',
      'trainingTutorials',
      'fastag',
    ]);
  });

  it('shows only items a route module registered', () => {
    expect(visibleSidebarItems(fakeAccess(), new Map())).toEqual([]);
    expect(visibleSidebarItems(fakeAccess(), new Map([['driver', '/driver']]))).toEqual([
      { id: 'driver', title: 'Driver Management', path: '/driver' },
    ]);
  });

  it('never shows user management v1', () => {
    expect(ids()).not.toContain('userManagementV1');
  });

  it('applies the feature matrix to every item but FASTag, which SPEC §6 always shows', () => {
    for (const feature of FEATURES) {
      const ctx = fakeAccess({ groups: ['CC_ADMIN'] });
      const off = { ...ctx, uiRules: { ...ctx.uiRules, features: { ...ctx.uiRules.features, [feature]: false } } };
      expect(isSidebarItemVisible(feature, off), feature).toBe(feature === 'fastag');
    }
    const ctx = fakeAccess();
    const nothing = Object.fromEntries(FEATURES.map((f) => [f, false])) as typeof ctx.uiRules.features;
    expect(ids({ ...ctx, uiRules: { ...ctx.uiRules, features: nothing } })).toEqual(['fastag']);
  });

  it.each<[Feature, keyof ReturnType<typeof fakeUiRules>['uiPermissions']]>([
    ['inventory', 'inventoryMenu'],
    ['logistic', 'logisticMenu'],
    ['driver', 'crudDriver'],
    ['location', 'masterdataMenu'],
    ['masterdata', 'masterdataMenu'],
    ['documentPendency', 'documentsMenu'],
    ['bulkUpload', 'bulkUpload'],
    ['bigDealer', 'bigDealerMenu'],
    ['configs', 'configMenu'],
    ['userManagementV2', 'userManagementMenu'],
    ['carCleaningQa', 'carCleaningQa'],
    ['carCleaningHistory', 'carCleaningHistory'],
    ['trainingTutorials', 'trainingTutorials'],
  ])('%s needs the %s permission', (feature, permission) => {
    const ctx = fakeAccess();
    expect(isSidebarItemVisible(feature, ctx)).toBe(true);
    const denied = {
      ...ctx,
      uiRules: { ...ctx.uiRules, uiPermissions: { ...ctx.uiRules.uiPermissions, [permission]: false } },
    };
    expect(isSidebarItemVisible(feature, denied)).toBe(false);
  });

  it('document pendency needs the India car vertical', () => {
    const vertical = { country: 'IN' as const, vehicleType: 'BIKE' as const };
    expect(isSidebarItemVisible('documentPendency', fakeAccess({ vertical, uiRules: fakeUiRules(vertical) }))).toBe(
      false,
    );
    const ae = { country: 'AE' as const, vehicleType: 'CAR' as const };
    expect(isSidebarItemVisible('documentPendency', fakeAccess({ vertical: ae, uiRules: fakeUiRules(ae) }))).toBe(
      false,
    );
  });

  it('big dealer needs bigDealerActive; key management its flag; user preferences CC_ADMIN', () => {
    const ctx = fakeAccess();
    expect(isSidebarItemVisible('bigDealer', { ...ctx, uiRules: { ...ctx.uiRules, bigDealerActive: false } })).toBe(
      false,
    );
    expect(isSidebarItemVisible('keyManagement', ctx)).toBe(false); // IN has no key-management flag
    const ae = { country: 'AE' as const, vehicleType: 'CAR' as const };
    expect(isSidebarItemVisible('keyManagement', fakeAccess({ vertical: ae, uiRules: fakeUiRules(ae) }))).toBe(true);
    expect(isSidebarItemVisible('userPreferences', ctx)).toBe(false);
    expect(isSidebarItemVisible('userPreferences', { ...ctx, groups: ['CC_ADMIN'] })).toBe(true);
  });

  it('fastag and scheduled tasks need no permission; TH titles scheduled tasks after its partner (SPEC wording)', () => {
    const none = fakeAccess();
    const noPerms = {
      ...none,
      uiRules: {
        ...none.uiRules,
        uiPermissions: Object.fromEntries(
          Object.keys(none.uiRules.uiPermissions).map((k) => [k, false]),
        ) as typeof none.uiRules.uiPermissions,
      },
    };
    expect(ids(noPerms)).toEqual(['scheduledTasks', 'fastag']);
    const th = { country: 'TH' as const, vehicleType: 'CAR' as const };
    const items = visibleSidebarItems(fakeAccess({ vertical: th, uiRules: fakeUiRules(th) }), allPaths);
    expect(items.find((i) => i.id === 'scheduledTasks')?.title).toBe('SF Scheduled Logistics');
  });
});
