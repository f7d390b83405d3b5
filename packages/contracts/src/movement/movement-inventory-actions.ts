import { z } from 'zod';
import { envelope } from '../common.ts';
import { inventoryUpdateResult } from '../inventory/inventory-updates.ts';
import { movementResult, stockInResult } from './movement.ts';

/**
 * The inventory's two action routes also carry movement actions (SPEC §7 lists stock in/out, return and
 * trips under POST /api/inventory/{id}, the scan under apt-{id}); their answers are the inventory
 * update's or the movement's, depending on the action.
 */
export const inventoryIdActionResponse = envelope(z.union([inventoryUpdateResult, movementResult]));
export const inventoryAptActionResponse = envelope(z.union([inventoryUpdateResult, stockInResult]));
