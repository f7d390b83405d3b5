import { BATCH_ACTION_MAX, MESSAGES } from '@b2c/domain';
import type { InternalMovementBatchBody, LogisticBatchBody, MovementBatchRow } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError, badRequest } from '../../kits/http-errors.ts';
import type { Changed } from './movement-context.ts';
import type { PickupRequestService } from './pickup-request-service.ts';

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * The two batch calls (SPEC §7): each row runs alone, in its own transaction, and answers for itself — a
 * refused row does not undo the others. More than BATCH_ACTION_MAX rows is refused whole, with SPEC's text.
 */
export function movementBatchService(pickups: PickupRequestService) {
  async function perRow<T extends { appointmentId: string }>(
    items: readonly T[],
    log: Log,
    run: (item: T) => Promise<Changed>,
  ): Promise<MovementBatchRow[]> {
    if (items.length > BATCH_ACTION_MAX) throw badRequest(MESSAGES.batchActionLimit, 'body.items');
    const rows: MovementBatchRow[] = [];
    for (const [i, item] of items.entries()) {
      try {
        const done = await run(item);
        rows.push({
          id: i + 1,
          appointmentId: item.appointmentId,
          success: true,
          message: done.message,
          movementId: done.movement?.id ?? null,
          version: done.movement?.version ?? null,
        });
      } catch (err) {
        // Operator mistakes (4xx) are the row's answer; anything else is logged and reported generically.
        const known = err instanceof HttpError && err.statusCode < 500;
        if (!known) log.error({ err, appointmentId: item.appointmentId }, 'batch movement row failed');
        rows.push({
          id: i + 1,
          appointmentId: item.appointmentId,
          success: false,
          message: known ? err.message : MESSAGES.unknownError,
          movementId: null,
          version: null,
        });
      }
    }
    return rows;
  }

  return {
    /** POST /api/inventory/internal-movement/bulk: one pickup request per row. */
    internalMovements: (caller: Caller, body: InternalMovementBatchBody, log: Log) =>
      perRow(body.items, log, ({ appointmentId, ...request }) => pickups.create(caller, { appointmentId }, request)),

    /** POST /api/inventory/logistic/bulk: one vendor (and mode) for every selected car's open movement. */
    vendors: (caller: Caller, body: LogisticBatchBody, log: Log) =>
      perRow(body.items, log, ({ appointmentId, version }) =>
        pickups.setVendor(
          caller,
          { appointmentId },
          { vendor: body.vendor, logisticsMode: body.logisticsMode, version },
        ),
      ),
  };
}
