import { describe, expect, it } from 'vitest';
import { AREAS } from '@b2c/domain';
import { areaNamedExports, areaWordOf, exportedNames } from '../testing/area-named-exports.ts';

/**
 * Names under shared/ that open with an area's word but are not one area's types, each with its reason.
 * A new entry needs as good a reason; one whose export is gone fails below.
 */
const NOT_AN_AREA_TYPE: Readonly<Record<string, string>> = {
  'forms/slot-select.tsx SlotSelect':
    "a form input over the vertical's slot plan, used by the document and scheduled forms",
  'scan-queue/scan-queue-store.ts StockInScanRequest':
    'a record kind of the offline scan queue (issue 28), which the layout resends for both scanning screens',
  'scan-queue/scan-queue-store.ts YardAuditScanRequest': 'the other record kind of the offline scan queue',
};

/**
 * DESIGN §2: "shared/ holds no area's types". Where a screen shows two areas, app/ composes it from both
 * features, each feature keeping its own prop types; an area's type moved to shared/ only to get past the
 * import lint (issue 27: InventoryDetailViewProps, MovementPanelProps, BulkPickupCar) fails here.
 */
describe("shared/ exports no area's types or components", () => {
  it('holds none named after an area', () => {
    const found = areaNamedExports(import.meta.dirname);
    expect(
      found.filter((entry) => !(entry in NOT_AN_AREA_TYPE)),
      "an area's type or component lives in its feature folder; a page showing two areas is composed in app/",
    ).toEqual([]);
    expect(
      Object.keys(NOT_AN_AREA_TYPE).filter((entry) => !found.includes(entry)),
      'stale exceptions',
    ).toEqual([]);
  });

  it("knows each area's words, and the other names an area goes by", () => {
    expect(AREAS.length).toBeGreaterThan(0);
    for (const [name, word] of [
      ['InventoryDetailViewProps', 'Inventory'],
      ['MovementPanelProps', 'Movement'],
      ['BulkPickupCar', 'Bulk'],
      ['LogisticRow', 'Logistic'],
      ['PickupDialogProps', 'Pickup'],
      ['StockInDialogProps', 'StockIn'],
      ['YardAuditScanner', 'YardAudit'],
      ['Slot', 'Slot'],
    ] as const) {
      expect(areaWordOf(name), name).toBe(word);
    }
    // Words that merely start alike, screaming constants and hooks are not area types.
    for (const name of ['Keyboard', 'Documentation', 'Slots2', 'DataGrid', 'INVENTORY_GRID_KEY', 'useSlotPlan']) {
      expect(areaWordOf(name), name).toBeUndefined();
    }
  });

  it('reads exported declarations and export lists, not private ones', () => {
    const source = [
      'export interface MovementPanelProps { id: string }',
      'export type BulkPickupCar = { id: string };',
      'export const InventoryDetailView = () => null;',
      'export function DriverCard() { return null; }',
      'interface LocationRow { id: number }',
      'const FastagBadge = () => null;',
      'export { FastagBadge as Badge, LocationRow };',
    ].join('\n');
    expect(exportedNames('x.tsx', source)).toEqual([
      'MovementPanelProps',
      'BulkPickupCar',
      'InventoryDetailView',
      'DriverCard',
      'Badge',
      'LocationRow',
    ]);
  });
});
