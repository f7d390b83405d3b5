import { BATCH_ACTION_MAX, DEALER_MESSAGES, MESSAGES, allocationRefusals } from '@b2c/domain';
import type { DealerAllocateBody, DealerAllocationRow } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError, badRequest, conflict } from '../../kits/http-errors.ts';
import type { DealerDeps } from './dealer-deps.ts';
import type { DealerService } from './dealer-service.ts';

interface Log {
  error(obj: object, msg: string): void;
}

type Attempt = { ok: true; movementId: number | null; slot: string; message: string } | { ok: false; message: string };

/**
 * Allocating cars to a dealer (issue 16): each car becomes an internal stock-transfer pickup request from
 * where it stands to one of the dealer's locations, through the movement area (its transition table,
 * slots, versions and audit). Each row runs alone and answers for itself — a refused car does not undo
 * the others; more than BATCH_ACTION_MAX cars is refused whole, with SPEC's text.
 */
export function dealerAllocationService(deps: DealerDeps, directory: DealerService) {
  /** The first pickup slot the car's location still offers on the day, or the reason there is none. */
  async function firstSlot(caller: Caller, appointmentId: string, from: string | null, date: string) {
    if (!from) return { reason: `Inventory apt-${appointmentId} has no location to be picked up from.` };
    const { slots } = await deps.movements.pickupSlots(caller, from, date);
    if (!slots[0]) return { reason: `No pickup slot is open on ${date} at ${from}; choose another date.` };
    return { slot: slots[0].code };
  }

  async function attempt(
    caller: Caller,
    item: DealerAllocateBody['items'][number],
    from: string | null,
    body: DealerAllocateBody,
  ): Promise<Attempt> {
    const found = await firstSlot(caller, item.appointmentId, from, body.requestedPickupDate);
    if ('reason' in found) return { ok: false, message: found.reason! };
    const done = await deps.movements.transfer(caller, item.appointmentId, {
      toLocationCode: body.locationCode,
      date: body.requestedPickupDate,
      slot: found.slot,
      version: item.version,
      ...(body.remarks ? { remarks: body.remarks } : {}),
    });
    return { ok: true, movementId: done.movement?.id ?? null, slot: found.slot, message: done.message };
  }

  return {
    async allocate(caller: Caller, dealerId: number, body: DealerAllocateBody, log: Log) {
      const v = caller.vertical;
      if (body.items.length > BATCH_ACTION_MAX) throw badRequest(MESSAGES.batchActionLimit, 'body.items');
      const dealer = await directory.row(v, dealerId);
      if (!dealer.active) throw conflict(DEALER_MESSAGES.inactive(dealer.code));
      if (!dealer.locationCodes.includes(body.locationCode))
        throw badRequest(
          `Location ${body.locationCode} is not a location of dealer ${dealer.code}.`,
          'body.locationCode',
        );

      const stockNow = [...(await deps.stock.countsByLocation(v, dealer.locationCodes)).values()].reduce(
        (a, b) => a + b,
        0,
      );
      const cars = await Promise.all(body.items.map((item) => deps.findCar(v, { appointmentId: item.appointmentId })));
      const known = cars.flatMap((car) => (car ? [car] : []));
      const refusals = allocationRefusals(dealer, stockNow, known);
      let nextKnown = 0;
      // Per item: why it may not go (an unknown car, or the domain's reason), or null.
      const verdicts = cars.map((car, i) =>
        car ? refusals[nextKnown++]! : `Inventory apt-${body.items[i]!.appointmentId} was not found.`,
      );

      const rows: DealerAllocationRow[] = [];
      for (const [i, item] of body.items.entries()) {
        const row = { id: i + 1, appointmentId: item.appointmentId, movementId: null, slot: null };
        const refused = verdicts[i];
        if (refused) {
          rows.push({ ...row, success: false, message: refused });
          continue;
        }
        try {
          const done = await attempt(caller, item, cars[i]!.locationCode, body);
          rows.push(
            done.ok
              ? { ...row, success: true, message: done.message, movementId: done.movementId, slot: done.slot }
              : { ...row, success: false, message: done.message },
          );
        } catch (err) {
          // The movement area's refusals (4xx) are the row's answer; anything else is logged, reported generically.
          const known4xx = err instanceof HttpError && err.statusCode < 500;
          if (!known4xx) log.error({ err, appointmentId: item.appointmentId }, 'dealer allocation row failed');
          rows.push({ ...row, success: false, message: known4xx ? err.message : MESSAGES.unknownError });
        }
      }
      const done = rows.filter((r) => r.success).length;
      return { message: DEALER_MESSAGES.allocated(done, rows.length), rows };
    },
  };
}
export type DealerAllocationService = ReturnType<typeof dealerAllocationService>;
