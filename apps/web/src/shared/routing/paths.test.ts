import { describe, expect, it } from 'vitest';
import { allPanelPaths, panelFirstSegments, paths } from './paths.ts';
import { accessOf, PATH_ACCESS, ROUTE_ACCESS } from './route-access.ts';

/** SPEC §2's routes word for word ({x} → :x), and the screens issues 25 and 28 added. */
const SPEC_ROUTES = [
  '/inventory', '/inventory/:inventoryId', '/inventory/:inventoryId/qr-code',
  '/logistic', '/logistic/:inventoryId',
  '/driver', '/driver/add', '/driver/:driverId',
  '/ums', '/ums/addUser', '/ums/:userId', '/user-management',
  '/user-preferences', '/user-preferences/dnd',
  '/location', '/location/addlocation', '/location/:locationId',
  '/masterdata', '/masterdata/:entity', '/masterdata/:entity/add', '/masterdata/:entity/:entityId',
  '/bulk-upload-v2', '/bulk-upload-v2/:id',
  '/configs', '/configs/c2b-slots', '/configs/c2b-slots/add', '/configs/c2b-slots/edit/:code',
  '/document-pendency', '/key-management', '/big-dealer', '/scheduled-tasks',
  '/fastag', '/fastag/:orderId', '/car-cleaning-qa', '/car-cleaning-qa/:taskId',
  '/car-cleaning-history', '/car-cleaning-history/:taskId', '/training-tutorials',
]; // prettier-ignore
const ISSUE_ROUTES = [
  '/inventory/pending-actions', '/document-pendency/:appointmentId/:documentType', '/big-dealer/add',
  '/big-dealer/:dealerId', '/errors', '/errors/:groupId', '/yard-audit', '/yard-audit/:auditId', '/dashboard',
]; // prettier-ignore
const PUBLIC_ROUTES = ['/', '/implicit/callback', '/unauthorized'];

describe('typed panel paths', () => {
  it('are exactly SPEC §2 routes and the issues’ screens, none twice', () => {
    const patterns = allPanelPaths().map((p) => p.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...SPEC_ROUTES, ...ISSUE_ROUTES, ...PUBLIC_ROUTES].sort());
  });

  it('fill each parameter in order, encoded', () => {
    expect(paths.movement.detail('A1/2 b?')).toBe('/logistic/A1%2F2%20b%3F');
    expect(paths.inventory.qrCode('X#1')).toBe('/inventory/X%231/qr-code');
    expect(paths.document.detail('APT 9', 'RC')).toBe('/document-pendency/APT%209/RC');
    expect(paths.masterdata.detail('zones', 12)).toBe('/masterdata/zones/12');
    expect(paths.config.c2bSlotEdit('a&b')).toBe('/configs/c2b-slots/edit/a%26b');
    expect(paths.inventory.list()).toBe('/inventory');
    expect(paths.config.c2bSlots()).toBe('/configs/c2b-slots');
  });

  it('add a query: values encoded, empty values left out, URLSearchParams taken as they are', () => {
    expect(paths.yardAudit.list({ location: 'Yard 1&2' })).toBe('/yard-audit?location=Yard%201%262');
    expect(paths.config.c2bSlotEdit('S1', { slotType: 'PICKUP', page: undefined })).toBe(
      '/configs/c2b-slots/edit/S1?slotType=PICKUP',
    );
    expect(paths.movement.detail('A1', { raise: 'pickup' })).toBe('/logistic/A1?raise=pickup');
    expect(paths.users.v1(new URLSearchParams('tab=users&q=a b'))).toBe('/user-management?tab=users&q=a+b');
  });

  it('keys route access by the same definitions: SPEC §6 guards where the areas differ inside', () => {
    expect(accessOf(paths.config.list)).toBe(ROUTE_ACCESS.configs);
    expect(accessOf(paths.config.c2bSlotEdit)).toBe(ROUTE_ACCESS.c2bSlots);
    expect(accessOf(paths.users.v1)).toBe(ROUTE_ACCESS.userManagementV1);
    expect(accessOf(paths.cleaning.historyDetail)).toBe(ROUTE_ACCESS.carCleaningHistory);
    expect(accessOf(paths.movement.detail)).toBe(ROUTE_ACCESS.logistic);
    expect(Object.keys(PATH_ACCESS).sort()).toEqual(
      Object.keys(paths)
        .filter((a) => a !== 'public')
        .sort(),
    );
    expect(() => accessOf(paths.public.unauthorized)).toThrow(/not a secure screen/);
  });

  it('names the first segments the literal guard looks for', () => {
    expect(panelFirstSegments()).toEqual(expect.arrayContaining(['logistic', 'configs', 'implicit', 'yard-audit']));
    expect(panelFirstSegments()).not.toContain('');
  });
});
