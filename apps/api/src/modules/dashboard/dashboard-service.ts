import {
  AGEING_BUCKETS,
  TIME_ZONES,
  addDays,
  formatDate,
  type AgeingBucketKey,
  type Vertical,
  type VerticalFlags,
} from '@b2c/domain';
import {
  MY_WORK_ACCESS,
  type DashboardApprovals,
  type DashboardDocuments,
  type DashboardInventory,
  type DashboardKeyRequests,
  type DashboardMyWork,
  type DashboardPickups,
  type MyWorkKind,
} from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import { forbidden } from '../../kits/http-errors.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { DocumentPorts } from '../document/document-module.ts';
import type { KeyPorts } from '../key/key-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { LocationPorts } from '../location/location-module.ts';

const HOUR_MS = 3_600_000;
const TOP_LOCATIONS = 10;

/** What the start page reads, each through the owning area's face (issue 29): this area owns no table. */
export interface DashboardDeps {
  flags(v: Vertical): Promise<VerticalFlags>;
  locations: LocationPorts['locations'];
  inventory: InventoryPorts['inventoryDashboard'];
  documents: DocumentPorts['documentDashboard'];
  keys: KeyPorts['keyDashboard'];
  movements: MovementPorts['movementDashboard'];
  /** The clock, for the tests. */
  now?: () => Date;
}

/** Today and tomorrow on the vertical's calendar (SPEC §9: the vertical's time zone). */
const daysOf = (v: Vertical, now: Date) => {
  const today = formatDate(now, TIME_ZONES[v.country]);
  return { today, tomorrow: addDays(today, 1) };
};

export function dashboardService(deps: DashboardDeps) {
  const now = deps.now ?? (() => new Date());

  /** Location names for codes, the code alone where the vertical has no such location. */
  async function named(v: Vertical, rows: { locationCode: string; count: number }[]) {
    const known = await deps.locations.byCodes(
      v,
      rows.map((r) => r.locationCode),
    );
    const names = new Map(known.map((l) => [l.code, l.name]));
    return rows.map((r) => ({ ...r, name: names.get(r.locationCode) ?? null }));
  }

  const keysOn = async (v: Vertical) => (await deps.flags(v)).keyManagement;

  async function keyRequests(caller: Caller): Promise<DashboardKeyRequests> {
    const v = caller.vertical;
    const flags = await deps.flags(v);
    if (!flags.keyManagement) throw forbidden(`Key management is not enabled for ${v.country} ${v.vehicleType}.`);
    const status = await deps.keys.status(v, new Date(now().getTime() - flags.keyOutOverdueHours * HOUR_MS));
    return {
      open: status.requested + status.readyToBePicked,
      overdue: status.overdue,
      overdueHours: flags.keyOutOverdueHours,
    };
  }

  async function pickups(caller: Caller): Promise<DashboardPickups> {
    const { today, tomorrow } = daysOf(caller.vertical, now());
    const slots = await deps.movements.pickupsBySlot(caller.vertical, [today, tomorrow]);
    return { today, tomorrow, slots };
  }

  async function documents(caller: Caller): Promise<DashboardDocuments> {
    const perLocation = await deps.documents.pendency(caller.vertical, now());
    const byAge = [...AGEING_BUCKETS].reverse().map((b) => ({
      bucket: b.key as AgeingBucketKey,
      count: perLocation.reduce((sum, l) => sum + l.buckets[b.key], 0),
    }));
    const located = perLocation
      .filter((l) => l.location !== null)
      .slice(0, TOP_LOCATIONS)
      .map((l) => ({ locationCode: l.location ?? '', count: l.total }));
    return {
      total: perLocation.reduce((sum, l) => sum + l.total, 0),
      byAge,
      byLocation: await named(caller.vertical, located),
    };
  }

  return {
    async inventory(caller: Caller): Promise<DashboardInventory> {
      const v = caller.vertical;
      const at = now();
      const days = (await deps.flags(v)).staleStockDays;
      // One statement at a time: the embedded database has one session, and each is an index read.
      const total = await deps.inventory.total(v);
      const byStatus = await deps.inventory.byStatus(v);
      const byLocation = await named(v, await deps.inventory.byLocation(v, TOP_LOCATIONS));
      const ageing = await deps.inventory.ageing(v, at);
      const stale = { days, count: await deps.inventory.stale(v, days, at) };
      return { total, byStatus, byLocation, ageing, stale };
    },

    approvals: (caller: Caller): Promise<DashboardApprovals> => deps.inventory.pendingApprovals(caller.vertical, now()),
    documents,
    pickups,
    keyRequests,

    /** What waits for this user: only the kinds their permissions (and the vertical's flags) let them act on. */
    async myWork(caller: Caller): Promise<DashboardMyWork> {
      const v = caller.vertical;
      const may = (kind: MyWorkKind) => caller.permissions.has(MY_WORK_ACCESS[kind]);
      const items: DashboardMyWork['items'] = [];
      if (may('approvals')) items.push({ kind: 'approvals', count: (await this.approvals(caller)).total });
      if (may('keyRequests') && (await keysOn(v)))
        items.push({ kind: 'keyRequests', count: (await keyRequests(caller)).open });
      if (may('documents')) items.push({ kind: 'documents', count: (await documents(caller)).total });
      const { today } = daysOf(v, now());
      if (may('pickupsToday')) {
        const slots = (await pickups(caller)).slots.filter((s) => s.date === today);
        items.push({ kind: 'pickupsToday', count: slots.reduce((sum, s) => sum + s.count, 0) });
      }
      return { items, today };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
