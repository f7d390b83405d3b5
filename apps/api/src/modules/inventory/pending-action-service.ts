import {
  PENDING_ACTION_TYPES,
  PUBLISH_REQUESTS,
  codeLabel,
  inventoryActionRefusalMessage,
  isOneOf,
  stateActionOf,
  type Country,
  type InventoryUpdateAction,
  type PendingActionType,
} from '@b2c/domain';
import type { PendingActionDecisionBody, PendingActionFilters, PendingActionQuery } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { badRequest, conflict, forbidden, notFound } from '../../kits/http-errors.ts';
import { inventoryRepository, type InventoryPatch, type InventoryRecord } from './inventory-repository.ts';
import { pendingActionRepository, type PendingActionRecord } from './pending-action-repository.ts';
import { applyPatch, inventoryLabel, PENDING_ACTION_ENTITY } from './inventory-mutation.ts';
import type { PendingActionEffects } from './pending-action-effects.ts';
import { checkPrice, money, publishBlockers, publishPatch } from './inventory-changes.ts';
import { toInventoryDetail, toPendingAction } from './inventory-mapping.ts';

export const OWN_REQUEST_MESSAGE =
  'You cannot approve, modify or reject your own request; another approver must decide it.';

/** The field a pending action changes, as it stands on the row now (a missing car: where it is held). */
const currentOf = (type: PendingActionType, row: InventoryRecord): string | null =>
  type === 'LISTING_PRICE_UPDATE'
    ? row.listingPrice
    : type === 'OFFER_PRICE_UPDATE'
      ? row.targetPrice
      : type === 'MARK_MISSING'
        ? row.locationCode
        : row.publishStatus;

/** Issue 28: a missing car is marked lost or not; there is no other value to apply instead. */
const NOT_MODIFIABLE = 'A missing car report is approved or rejected; it cannot be modified.';

/**
 * The value to apply: the proposal, or the approver's own value for MODIFY, bounded exactly as the price
 * update bounds it (`checkPrice`, the vertical's currency), so neither path applies what the other refuses.
 */
function valueToApply(
  p: PendingActionRecord,
  type: PriceOrPublishType,
  body: PendingActionDecisionBody,
  country: Country,
) {
  if (body.decision !== 'MODIFY') return p.proposedValue;
  if (body.value === undefined)
    throw badRequest('MODIFY needs the value to apply instead of the proposal.', 'body.value');
  if (type === 'PUBLISH_STATUS_UPDATE') {
    if (!isOneOf(PUBLISH_REQUESTS, body.value))
      throw badRequest(`Value must be one of ${PUBLISH_REQUESTS.map(codeLabel).join(', ')}.`, 'body.value');
    return body.value;
  }
  if (typeof body.value !== 'number') throw badRequest('Value must be a price.', 'body.value');
  checkPrice(actionOf[type] === 'LIST_PRICE' ? 'LIST_PRICE' : 'TARGET_PRICE', body.value, country, 'body.value');
  return money(body.value);
}

function patchFor(
  p: PendingActionRecord,
  type: PriceOrPublishType,
  row: InventoryRecord,
  value: string,
): InventoryPatch {
  // The car may have left sale since the request (lost, sold, cancelled): the state table decides again.
  const action = actionOf[type];
  const choice = isOneOf(PUBLISH_REQUESTS, value) ? value : undefined;
  const refused = inventoryActionRefusalMessage(stateActionOf(action, choice), row, inventoryLabel(row.appointmentId));
  if (refused) throw conflict(`${refused.slice(0, -1)}; reject this request.`);
  if (p.type === 'LISTING_PRICE_UPDATE') return { listingPrice: value, priceChangeReason: p.subReason };
  if (p.type === 'OFFER_PRICE_UPDATE') return { targetPrice: value };
  if (!isOneOf(PUBLISH_REQUESTS, value)) throw badRequest(`Pending action ${p.id} proposes an unknown publish status.`);
  const label = inventoryLabel(row.appointmentId);
  // The car may have been sold or put on hold since the request; the approval must not read as done.
  const blockers = value === 'PUBLISH' ? publishBlockers(row) : [];
  if (blockers.length > 0) throw conflict(`${label} cannot be published: ${blockers.join(', ')}; reject this request.`);
  return publishPatch(row, value, label);
}

function typeOf(p: PendingActionRecord): PendingActionType {
  if (!isOneOf(PENDING_ACTION_TYPES, p.type)) throw conflict(`Pending action ${p.id} has an unknown type ${p.type}.`);
  return p.type;
}

type PriceOrPublishType = Exclude<PendingActionType, 'MARK_MISSING'>;
const actionOf: Record<PriceOrPublishType, InventoryUpdateAction> = {
  LISTING_PRICE_UPDATE: 'LIST_PRICE',
  OFFER_PRICE_UPDATE: 'TARGET_PRICE',
  PUBLISH_STATUS_UPDATE: 'PUBLISH_STATUS',
};

/**
 * Maker-checker decisions. An approved missing car report is marked lost by the effect registered for
 * MARK_MISSING (issue 28; the area with the movement rules registers it), in the decision's transaction.
 */
export function pendingActionService(db: Db, effects: Pick<PendingActionEffects, 'of'>) {
  async function decide(tx: Executor, caller: Caller, body: PendingActionDecisionBody) {
    const v = caller.vertical;
    const repo = pendingActionRepository(tx);
    let row: InventoryRecord | undefined;
    let decidedValue: string | null = null;
    let remarks: string | null = null;
    const status = body.decision === 'APPROVE' ? 'APPROVED' : body.decision === 'MODIFY' ? 'MODIFIED' : 'REJECTED';
    const pending = await updateAudited(tx, caller, {
      entity: PENDING_ACTION_ENTITY,
      id: body.id,
      action: body.decision,
      label: () => `Pending action ${body.id}`,
      version: body.version,
      lock: () => repo.byId(v, body.id, true),
      // Only an open request is decided, so the decision is audited as its status and value.
      fieldsOf: (p): Record<string, string | null> => ({ status: p.status, decidedValue: p.decidedValue }),
      async check(p) {
        const type = typeOf(p);
        if (type === 'MARK_MISSING' && body.decision === 'MODIFY') throw badRequest(NOT_MODIFIABLE, 'body.decision');
        if (p.status !== 'PENDING') throw conflict(`Pending action ${p.id} was already ${p.status.toLowerCase()}.`);
        if (p.requestedBy === caller.userName) throw forbidden(OWN_REQUEST_MESSAGE);
        remarks = body.remarks ?? p.remarks;
        row = await inventoryRepository(tx).byAppointment(v, p.appointmentId, true);
        if (!row) throw notFound(inventoryLabel(p.appointmentId));
        if (body.decision === 'REJECT') return;
        // Approving against a value the requester never saw would silently overwrite someone's change.
        if (currentOf(type, row) !== p.currentValue) {
          throw conflict(
            `${inventoryLabel(row.appointmentId)} changed since this request was made; reject it and ask again.`,
          );
        }
        if (type === 'MARK_MISSING') {
          const markLost = effects.of('MARK_MISSING');
          if (!markLost) throw conflict('A missing car report cannot be approved here: nothing marks a car lost.');
          decidedValue = p.proposedValue;
          const lostRemarks = `Missing car report #${p.id}: ${remarks ?? ''}`.trim();
          await markLost(tx, caller, { appointmentId: row.appointmentId, remarks: lostRemarks });
          row = (await inventoryRepository(tx).byAppointment(v, row.appointmentId))!;
          return;
        }
        decidedValue = valueToApply(p, type, body, v.country);
        const action = `${actionOf[type]} (pending action ${p.id} ${body.decision})`;
        row = await applyPatch(tx, caller, row, action, patchFor(p, type, row, decidedValue));
      },
      next: () => ({ status, decidedValue }),
      write: (values) =>
        repo.update(v, body.id, {
          ...values,
          decision: body.decision,
          decidedBy: caller.userName,
          decidedAt: new Date(),
          remarks,
        }),
    });
    return { pending, row: row! };
  }

  return {
    async list(caller: Caller, q: PendingActionQuery) {
      const rows = await pendingActionRepository(db).list(caller.vertical, q);
      return rows.map((r) => ({ ...toPendingAction(r.action), vehicle: r.vehicle }));
    },
    count: (caller: Caller, f: PendingActionFilters) => pendingActionRepository(db).count(caller.vertical, f),

    async history(caller: Caller, appointmentId: string) {
      return (await pendingActionRepository(db).ofAppointment(caller.vertical, appointmentId, false)).map(
        toPendingAction,
      );
    },

    /** Approve, modify or reject; an approval applies the change with the same audit as a direct update. */
    async decide(caller: Caller, body: PendingActionDecisionBody) {
      const { pending, row } = await db.transaction((tx) => decide(tx, caller, body));
      const open = await pendingActionRepository(db).ofAppointment(caller.vertical, row.appointmentId, true);
      return { pendingAction: toPendingAction(pending), inventory: toInventoryDetail(row, caller.permissions, open) };
    },
  };
}
export type PendingActionService = ReturnType<typeof pendingActionService>;
