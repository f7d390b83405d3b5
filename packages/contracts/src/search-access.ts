import type { Permission } from '@b2c/domain';
import type { EndpointAccess } from './endpoint.ts';

/**
 * Who may search cities and locations: the stock-in flow (SPEC §2) and the movement forms are used by
 * inventory and logistics staff as well as by master-data staff, and yard auditors pick a location.
 */
export const STOCK_IN_SEARCH_PERMISSIONS = [
  'masterdataMenu',
  'inventoryMenu',
  'logisticMenu',
  // Issue 28: a yard auditor picks the location to count.
  'YARD_AUDIT',
] as const satisfies readonly Permission[];

/** The access of those searches, for an endpoint definition. */
export const stockInSearchAccess = { anyOf: STOCK_IN_SEARCH_PERMISSIONS } as const satisfies EndpointAccess;
