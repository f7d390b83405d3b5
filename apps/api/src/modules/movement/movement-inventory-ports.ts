import type { InventoryUpdateAction } from '@b2c/domain';
import type { InventoryActionBody, InventoryDetail, InventoryUpdateResult } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { CarRow } from './movement-cars.ts';

/** An inventory-only action with its body already checked by that action's contract schema. */
export type InventoryActionInput = {
  [A in InventoryUpdateAction]: { action: A; body: InventoryActionBody<A> };
}[InventoryUpdateAction];

/**
 * What this area builds on of the inventory area besides its cars (issue 27, areas depend one way:
 * movement → inventory, never the reverse), passed in by app.ts from the inventory's `provides`.
 * SPEC §7 puts the movement actions and the open movement on the inventory's own paths, so this area owns
 * those routes and hands the inventory its own part.
 */
export interface MovementInventoryPorts {
  /** The inventory's own `?action=` updates on those paths (price, publish, stage …). */
  inventoryActions: {
    apply(
      caller: Caller,
      key: { appointmentId: string } | { id: number },
      input: InventoryActionInput,
    ): Promise<InventoryUpdateResult>;
  };
  /** The vehicle detail as the inventory answers it, and the car's row this area judges its part on. */
  inventoryDetail: { read(caller: Caller, appointmentId: string): Promise<{ detail: InventoryDetail; row: CarRow }> };
  /** Where this area registers what approving a missing car report does: mark the car lost, in `tx`. */
  approvalEffects: {
    on(
      type: 'MARK_MISSING',
      effect: (tx: Executor, caller: Caller, request: { appointmentId: string; remarks: string }) => Promise<void>,
    ): void;
  };
}
