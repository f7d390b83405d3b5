/** The inventory list's DataGrid key; the per-car audit grids are named after it ('inventory-audit-…'). */
export const INVENTORY_GRID_KEY = 'inventory';

/**
 * Query keys of the inventory's cars, read by the inventory screens and shared because a movement or a
 * stock-in changes the car too: those features refresh them through these keys, never by spelling them.
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  detail: (appointmentId: string) => ['inventory', 'detail', appointmentId] as const,
  /** Everything read around one car: history, audit, pending actions, timeline. */
  around: (appointmentId: string) => ['inventory', 'around', appointmentId] as const,
  fieldHistory: (appointmentId: string) => ['inventory', 'around', appointmentId, 'field-history'] as const,
  auditRecent: (appointmentId: string) => ['inventory', 'around', appointmentId, 'audit-recent'] as const,
  pendingHistory: (appointmentId: string) => ['inventory', 'around', appointmentId, 'pending'] as const,
  facts: (appointmentId: string, what: string) => ['inventory', 'facts', appointmentId, what] as const,
  contacts: ['inventory', 'contact-persons'] as const,
};
