import { BATCH_ACTION_MAX, INVENTORY_ACTION_PERMISSION, MESSAGES } from '@b2c/domain';
import type { BatchResultRow, InventoryBatchBody } from '@b2c/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError, badRequest } from '../../kits/http-errors.ts';
import { ACTION_FLAG } from './inventory-changes.ts';
import { parseAction, type InventoryDeps } from './inventory-mutation.ts';
import type { InventoryUpdateService } from './inventory-update-service.ts';

const failure = (id: number | null, appointmentId: string | null, message: string): BatchResultRow => ({
  id,
  appointmentId,
  success: false,
  message,
  version: null,
  pendingActionId: null,
});

/**
 * POST /api/inventory/bulk: each row runs as its own update, in its own transaction, so one stale or
 * refused row never undoes the others. A refusal that concerns the whole request (permission, a
 * vertical flag) is one entry with id 0 (SPEC §8).
 */
export function inventoryBatchService(updates: InventoryUpdateService, deps: InventoryDeps) {
  return {
    async run(
      caller: Caller,
      body: InventoryBatchBody,
      log: Pick<FastifyBaseLogger, 'error'>,
    ): Promise<BatchResultRow[]> {
      if (body.items.length > BATCH_ACTION_MAX) throw badRequest(MESSAGES.batchActionLimit, 'body.items');
      const permission = INVENTORY_ACTION_PERMISSION[body.action];
      if (!caller.permissions.has(permission))
        return [failure(0, null, `You need the ${permission} permission for this action.`)];
      const flag = ACTION_FLAG[body.action];
      if (flag && !(await deps.flags(caller.vertical))[flag]) {
        return [
          failure(
            0,
            null,
            `${body.action} is not available in ${caller.vertical.country} ${caller.vertical.vehicleType}.`,
          ),
        ];
      }

      const seen = new Set<string>();
      const results: BatchResultRow[] = [];
      for (const [index, item] of body.items.entries()) {
        const { appointmentId, ...rest } = item;
        if (seen.has(appointmentId)) {
          results.push(failure(null, appointmentId, `apt-${appointmentId} is selected twice; it was updated once.`));
          continue;
        }
        seen.add(appointmentId);
        try {
          const parsed = parseAction(body.action, rest, `body.items.${index}`);
          const done = await updates.apply(caller, { appointmentId }, parsed);
          results.push({
            id: done.inventory.id,
            appointmentId,
            success: true,
            message: done.message,
            version: done.inventory.version,
            pendingActionId: done.pendingAction?.id ?? null,
          });
        } catch (err) {
          if (!(err instanceof HttpError)) log.error({ err, appointmentId }, 'batch row failed');
          results.push(failure(null, appointmentId, err instanceof HttpError ? err.message : MESSAGES.unknownError));
        }
      }
      return results;
    },
  };
}
