import { and, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy } from '../plugins/db/vertical-scope.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';

const { inventory } = inventorySeeding;

/** The vertical's cars stocked in at a location: what the demo seeds pick their cars from. */
export const stockedCarsOf = (v: Vertical): SQL =>
  and(ownedBy(inventory, v), eq(inventory.locationStatus, 'STOCKED_IN'))!;

/** Stocked-in cars no movement has and nobody bought, so a demo may still send or place them. */
export const freeStockedCarsOf = (v: Vertical): SQL =>
  and(stockedCarsOf(v), eq(inventory.movementActive, false), eq(inventory.sold, false))!;
