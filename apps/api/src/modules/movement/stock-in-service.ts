import { MESSAGES, identifierRuleProblem, normalizeIdentifier, normalizeText, type VerticalFlags } from '@b2c/domain';
import type { StockInResult } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { badRequest, forbidden } from '../../kits/http-errors.ts';
import type { CarKey } from './movement-cars.ts';
import { toResult, type MovementContext } from './movement-context.ts';
import type { MovementActionService } from './movement-action-service.ts';
import { onceFor } from './idempotency.ts';
import { NOT_PLANNED_YET, OnwardLegUnplanned, planOnwardLeg, type OnwardLegChoice } from './next-hop-leg.ts';

export type StockInBy = 'reg' | 'chassis' | 'apt';

const LABEL: Record<Exclude<StockInBy, 'apt'>, string> = { reg: 'Registration number', chassis: 'Chassis number' };

/** Identifiers are stored upper-case without spaces; the SPEC §5 rule of the vertical is checked first. */
function keyFor(by: StockInBy, raw: string, flags: VerticalFlags): CarKey {
  if (by === 'apt') return { appointmentId: raw.trim() };
  const value = normalizeIdentifier(raw);
  const problem = identifierRuleProblem(LABEL[by], value, flags.identifierRule);
  if (problem) throw badRequest(problem, 'params.value');
  return by === 'reg' ? { registrationNumber: value } : { chassisNumber: value };
}

/**
 * The stock-in scan (SPEC §2, §7 `inventory/reg-{value}` …): find the car by the scanned identifier in
 * the vertical, then the table's STOCK_IN at the chosen location — a receipt when the car is on its way
 * there, a plain stock-in otherwise. One indexed lookup, one locked update, one audit insert (a receipt at
 * a next hop also opens the onward leg: one more insert, update and audit row).
 */
export function stockInService(db: Db, ctx: MovementContext, actions: MovementActionService) {
  return {
    async stockIn(
      caller: Caller,
      q: {
        by: StockInBy;
        value: string;
        locationCode: string;
        comment?: string | undefined;
        idempotencyKey?: string | undefined;
        /** Written in the stock-in's own transaction (issue 28: the yard audit records its fix with it). */
        alongside?: ((tx: Executor) => Promise<void>) | undefined;
      },
    ): Promise<StockInResult> {
      // The apt- path is the inventory's route (inventoryMenu): refuse before looking anything up.
      if (!caller.permissions.has('STOCK_IN')) throw forbidden('You need the STOCK_IN permission for this action.');
      const v = caller.vertical;
      const key = keyFor(q.by, q.value, await ctx.flags(v));
      const comment = q.comment ? normalizeText(q.comment) : undefined;
      await ctx.requireActiveLocation(v, q.locationCode, 'body.locationCode');
      const fingerprint = { by: q.by, key, locationCode: q.locationCode, comment };
      const scan = (onward: OnwardLegChoice) =>
        onceFor(db, { vertical: v, userName: caller.userName, key: q.idempotencyKey, fingerprint }, async (tx) => {
          const body = { locationCode: q.locationCode, comment };
          const changed = await actions.act(caller, key, 'STOCK_IN', body, { tx, onward });
          await q.alongside?.(tx);
          return { ...toResult({ ...changed, message: MESSAGES.stockInDone }), locationCode: q.locationCode };
        });
      try {
        return await scan(NOT_PLANNED_YET);
      } catch (err) {
        if (!(err instanceof OnwardLegUnplanned)) throw err;
        // The car is received at its next hop: its onward leg's slot is read on the pool, outside the
        // rolled-back transaction, and the scan runs again with it.
        return scan(await planOnwardLeg(ctx, caller, key, 'STOCK_IN', q.locationCode));
      }
    },
  };
}
export type StockInService = ReturnType<typeof stockInService>;
