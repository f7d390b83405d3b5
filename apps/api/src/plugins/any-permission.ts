import type { Permission } from '@b2c/domain';

/**
 * Who may search cities and locations: the stock-in flow (SPEC §2) and the movement forms are used by
 * inventory and logistics staff as well as by master-data staff. Use as `access: { anyOf: … }`.
 */
export const STOCK_IN_SEARCH_PERMISSIONS: readonly Permission[] = ['masterdataMenu', 'inventoryMenu', 'logisticMenu'];
