import { queryKeys } from '../api/query-keys.ts';

/** The inventory list's DataGrid key; the per-car audit grids are named after it ('inventory-audit-…'). */
export const INVENTORY_GRID_KEY = 'inventory';

/**
 * Query keys of the inventory's cars, read by the inventory screens and shared because a movement or a
 * stock-in changes the car too: those features refresh them through these keys, never by spelling them.
 */
const keys = queryKeys('inventory');
export const inventoryKeys = {
  all: keys.all,
  detail: (appointmentId: string) => keys.detail(appointmentId),
  /** Everything read around one car: history, audit, pending actions, timeline. */
  around: (appointmentId: string) => keys.of('around', appointmentId),
  fieldHistory: (appointmentId: string) => keys.of('around', appointmentId, 'field-history'),
  auditRecent: (appointmentId: string) => keys.of('around', appointmentId, 'audit-recent'),
  pendingHistory: (appointmentId: string) => keys.of('around', appointmentId, 'pending'),
  facts: (appointmentId: string, what: string) => keys.of('facts', appointmentId, what),
  contacts: keys.of('contact-persons'),
};
