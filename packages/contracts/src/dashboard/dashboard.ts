import { z } from 'zod';
import { AGEING_BUCKET_KEYS, MOVEMENT_VENDORS, STOCK_AGE_KEYS, type Permission } from '@b2c/domain';
import { envelope } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The start page's tiles (issue 29), each answered for the caller's vertical only. One endpoint per
 * tile group, each with the permission of the grid it opens: a tile the user may not open is not
 * answered (403), and the panel does not ask for it. "My work" is every signed-in user's and lists only
 * what the caller's permissions let them act on.
 */
const count = z.number().int().min(0);

/** Cars at one location (the location's name when it has one, else only its code). */
const locationCount = z.object({ locationCode: z.string(), name: z.string().nullable(), count });

export const dashboardInventory = z.object({
  /** Every car of the vertical. */
  total: count,
  byStatus: z.array(z.object({ status: z.string(), count })),
  /** The locations holding the most cars, most first (at most 10). */
  byLocation: z.array(locationCount),
  /** Unsold cars standing somewhere, by days since their stock-in there: the oldest bucket first. */
  ageing: z.array(z.object({ bucket: z.enum(STOCK_AGE_KEYS), count })),
  /** Unsold cars without any movement or update for more than `days` days (the vertical's flag). */
  stale: z.object({ days: z.number().int().min(1), count }),
});
export type DashboardInventory = z.infer<typeof dashboardInventory>;

/** What can wait for a user: each needs its own permission (MY_WORK_ACCESS). */
export const MY_WORK_KINDS = ['approvals', 'keyRequests', 'documents', 'pickupsToday'] as const;
export type MyWorkKind = (typeof MY_WORK_KINDS)[number];
/** The permission each kind of work needs (the grid it opens asks the same). */
export const MY_WORK_ACCESS: Readonly<Record<MyWorkKind, Permission>> = {
  approvals: 'APPROVE_PENDING_ACTION',
  keyRequests: 'MANAGE_KEYS',
  documents: 'documentsMenu',
  pickupsToday: 'logisticMenu',
};

export const dashboardMyWork = z.object({
  items: z.array(z.object({ kind: z.enum(MY_WORK_KINDS), count })),
  /** Today in the vertical's time zone (yyyy-MM-dd), the day "today's pick-ups" counts. */
  today: z.iso.date(),
});
export type DashboardMyWork = z.infer<typeof dashboardMyWork>;

export const dashboardApprovals = z.object({
  total: count,
  /** Open requests by days waiting (the document ageing buckets), the oldest first. */
  byAge: z.array(z.object({ bucket: z.enum(AGEING_BUCKET_KEYS), count })),
});
export type DashboardApprovals = z.infer<typeof dashboardApprovals>;

export const dashboardDocuments = z.object({
  total: count,
  /** Owed documents by days owed, the oldest first. */
  byAge: z.array(z.object({ bucket: z.enum(AGEING_BUCKET_KEYS), count })),
  /** Where owed documents are, most first (at most 10). */
  byLocation: z.array(locationCount),
});
export type DashboardDocuments = z.infer<typeof dashboardDocuments>;

export const dashboardPickups = z.object({
  today: z.iso.date(),
  tomorrow: z.iso.date(),
  /** Open pick-ups per day and slot, in slot order. */
  slots: z.array(z.object({ date: z.iso.date(), slotFrom: z.string(), slotTo: z.string(), count })),
});
export type DashboardPickups = z.infer<typeof dashboardPickups>;

export const dashboardKeyRequests = z.object({
  open: count,
  /** Keys out longer than the vertical's overdue hours. */
  overdue: count,
  overdueHours: z.number().int(),
});
export type DashboardKeyRequests = z.infer<typeof dashboardKeyRequests>;

export const dashboardSlotCapacity = z.object({
  today: z.iso.date(),
  tomorrow: z.iso.date(),
  /**
   * Per day and slot of the pick-up plan: the pick-ups booked (every request but a cancelled one, as the
   * slot planner counts them) against the places the slot offers that day at the origins with pick-ups
   * booked on these two days (a slot's capacity is per origin: the planner's number there, else the plan's),
   * and at how many of those origins it is already full. Slot order.
   */
  slots: z.array(
    z.object({
      date: z.iso.date(),
      slotCode: z.string(),
      slotFrom: z.string(),
      slotTo: z.string(),
      booked: count,
      capacity: count,
      fullAt: count,
    }),
  ),
});
export type DashboardSlotCapacity = z.infer<typeof dashboardSlotCapacity>;

export const dashboardPunctuality = z.object({
  /** The window: pick-ups whose slot ended in the last `days` days (the vertical's calendar), up to now. */
  days: z.number().int().min(1),
  /** The first day of the window (yyyy-MM-dd), the logistics grid's days from then on. */
  since: z.iso.date(),
  /**
   * Per vendor (null: none assigned yet), most late first: pick-ups due in the window (slot ended, not
   * cancelled), on time (trip started by the slot's end) and late (started after it, or not started yet).
   */
  vendors: z.array(
    z.object({ vendor: z.enum(MOVEMENT_VENDORS).nullable(), due: count, onTime: count, late: count, lateOpen: count }),
  ),
});
export type DashboardPunctuality = z.infer<typeof dashboardPunctuality>;

/** Reviewed cleaning rounds and the approved ones (passed QA). */
const reviewed = { reviewed: count, approved: count };
export const dashboardCleaning = z.object({
  days: z.number().int().min(1),
  /** The first day of the window (yyyy-MM-dd), as the cleaning history's "Reviewed from" takes it. */
  since: z.iso.date(),
  ...reviewed,
  /** The locations with the most reviews, most first (at most 10). */
  byLocation: z.array(z.object({ locationCode: z.string(), name: z.string().nullable(), ...reviewed })),
});
export type DashboardCleaning = z.infer<typeof dashboardCleaning>;

export const dashboardYardAudits = z.object({
  /**
   * Each location's latest finished audit, the least accurate first (at most 10); empty when the vertical
   * has no finished audit. Accuracy = found / (expected + unexpected + unknown): the cars where the
   * system and the yard agreed, out of every car either of them named.
   */
  locations: z.array(
    z.object({
      locationCode: z.string(),
      name: z.string(),
      auditId: z.number().int(),
      finishedAt: z.string(),
      expected: count,
      found: count,
      unexpected: count,
      unknown: count,
    }),
  ),
});
export type DashboardYardAudits = z.infer<typeof dashboardYardAudits>;

const tile = { tags: ['dashboard'] } as const;
const base = '/api/dashboard';

export const dashboardEndpoints = {
  myWork: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/my-work`,
    response: envelope(dashboardMyWork),
    access: 'authenticated',
  }),
  inventory: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/inventory`,
    response: envelope(dashboardInventory),
    access: 'inventoryMenu',
  }),
  approvals: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/approvals`,
    response: envelope(dashboardApprovals),
    access: 'APPROVE_PENDING_ACTION',
  }),
  documents: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/documents`,
    response: envelope(dashboardDocuments),
    access: 'documentsMenu',
  }),
  pickups: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/pickups`,
    response: envelope(dashboardPickups),
    access: 'logisticMenu',
  }),
  keyRequests: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/key-requests`,
    response: envelope(dashboardKeyRequests),
    access: 'MANAGE_KEYS',
  }),
  slotCapacity: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/slot-capacity`,
    response: envelope(dashboardSlotCapacity),
    access: 'logisticMenu',
  }),
  punctuality: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/punctuality`,
    response: envelope(dashboardPunctuality),
    access: 'logisticMenu',
  }),
  /** Also needs the vertical's car-cleaning history feature (403 without it). */
  cleaning: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/cleaning`,
    response: envelope(dashboardCleaning),
    access: 'carCleaningHistory',
  }),
  yardAudits: endpoint({
    ...tile,
    method: 'GET',
    path: `${base}/yard-audits`,
    response: envelope(dashboardYardAudits),
    access: 'YARD_AUDIT',
  }),
};
