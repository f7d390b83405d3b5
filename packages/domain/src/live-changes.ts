import type { Area } from './areas.ts';
import type { Permission } from './permissions.ts';

/**
 * Issue 29: the audited entities whose committed changes the panel's grids follow live, each with the
 * area whose cached reads it makes stale and the permissions that read it (any one of them). A stream
 * only carries a change to a caller holding one of them, in the change's own vertical.
 */
export const LIVE_ENTITIES = {
  inventory: { area: 'inventory', readers: ['inventoryMenu'] },
  // A movement moves the car: the inventory grid shows its location and stock-in state, so it follows them too.
  'inventory-movement': { area: 'movement', readers: ['logisticMenu', 'inventoryMenu'] },
  // The pending approvals screen sits in the inventory menu; an approver decides from it.
  'pending-action': { area: 'inventory', readers: ['APPROVE_PENDING_ACTION', 'inventoryMenu'] },
  key: { area: 'key', readers: ['REQUEST_KEYS', 'MANAGE_KEYS'] },
} as const satisfies Record<string, { area: Area; readers: readonly Permission[] }>;
export type LiveEntity = keyof typeof LIVE_ENTITIES;

export const isLiveEntity = (entity: string): entity is LiveEntity => Object.hasOwn(LIVE_ENTITIES, entity);

/** Whether a holder of `permissions` may hear of a change to `entity`. */
export const mayFollow = (entity: LiveEntity, permissions: ReadonlySet<string>): boolean =>
  LIVE_ENTITIES[entity].readers.some((p) => permissions.has(p));

/**
 * One change as the stream tells it. `id` is the entity's id (for the car's entities its appointment id);
 * absent when one statement changed too many rows to name (a bulk upload): the whole area is stale.
 */
export interface LiveChange {
  entity: LiveEntity;
  id?: string;
  appointmentId?: string;
  /** Who changed it, as a person reads it: the user's display name, or the system and its source. */
  by: string;
  /** When it committed, ISO 8601 (the panel shows it in words). */
  at: string;
}
