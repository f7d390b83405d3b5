import { PENDING_ACTION_TYPES, PUBLISH_REQUESTS, isOneOf, type PendingActionType } from '@b2c/domain';
import type { PendingActionDecisionBody, PendingActionFilters, PendingActionQuery } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, diff, writeAudit } from '../../plugins/audit.ts';
import { assertVersion } from '../../plugins/versioning.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/http-errors.ts';
import { inventoryRepository, type InventoryPatch, type InventoryRecord } from './inventory-repository.ts';
import { pendingActionRepository, type PendingActionRecord } from './pending-action-repository.ts';
import { applyPatch, inventoryLabel, PENDING_ACTION_ENTITY } from './inventory-mutation.ts';
import { money, publishPatch } from './inventory-changes.ts';
import { toInventoryDetail, toPendingAction } from './inventory-mapping.ts';

export const OWN_REQUEST_MESSAGE =
  'You cannot approve, modify or reject your own request; another approver must decide it.';

/** The field a pending action changes, as it stands on the row now. */
const currentOf = (type: PendingActionType, row: InventoryRecord): string | null =>
  type === 'LISTING_PRICE_UPDATE'
    ? row.listingPrice
    : type === 'OFFER_PRICE_UPDATE'
      ? row.targetPrice
      : row.publishStatus;

/** The value to apply: the proposal, or the approver's own value for MODIFY (checked like a request). */
function valueToApply(p: PendingActionRecord, body: PendingActionDecisionBody): string {
  if (body.decision !== 'MODIFY') return p.proposedValue;
  if (body.value === undefined)
    throw badRequest('MODIFY needs the value to apply instead of the proposal.', 'body.value');
  if (p.type === 'PUBLISH_STATUS_UPDATE') {
    if (!isOneOf(PUBLISH_REQUESTS, body.value))
      throw badRequest(`value must be one of ${PUBLISH_REQUESTS.join(', ')}.`, 'body.value');
    return body.value;
  }
  const n = typeof body.value === 'number' ? body.value : Number(body.value);
  if (!Number.isFinite(n) || n <= 0) throw badRequest('value must be a positive price.', 'body.value');
  return money(n);
}

function patchFor(p: PendingActionRecord, row: InventoryRecord, value: string): InventoryPatch {
  if (p.type === 'LISTING_PRICE_UPDATE') return { listingPrice: value, priceChangeReason: p.subReason };
  if (p.type === 'OFFER_PRICE_UPDATE') return { targetPrice: value };
  if (!isOneOf(PUBLISH_REQUESTS, value)) throw badRequest(`Pending action ${p.id} proposes an unknown publish status.`);
  return publishPatch(row, value);
}

function typeOf(p: PendingActionRecord): PendingActionType {
  if (!isOneOf(PENDING_ACTION_TYPES, p.type)) throw conflict(`Pending action ${p.id} has an unknown type ${p.type}.`);
  return p.type;
}

const actionOf: Record<PendingActionType, string> = {
  LISTING_PRICE_UPDATE: 'LIST_PRICE',
  OFFER_PRICE_UPDATE: 'TARGET_PRICE',
  PUBLISH_STATUS_UPDATE: 'PUBLISH_STATUS',
};

export function pendingActionService(db: Db) {
  async function decide(tx: Executor, caller: Caller, body: PendingActionDecisionBody) {
    const v = caller.vertical;
    const repo = pendingActionRepository(tx);
    const found = await repo.byId(v, body.id, true);
    assertVersion(`Pending action ${body.id}`, found, body.version);
    const p = found!;
    const type = typeOf(p);
    if (p.status !== 'PENDING') throw conflict(`Pending action ${p.id} was already ${p.status.toLowerCase()}.`);
    if (p.requestedBy === caller.userName) throw forbidden(OWN_REQUEST_MESSAGE);

    let row = await inventoryRepository(tx).byAppointment(v, p.appointmentId, true);
    if (!row) throw notFound(inventoryLabel(p.appointmentId));
    let decidedValue: string | null = null;
    if (body.decision !== 'REJECT') {
      // Approving against a value the requester never saw would silently overwrite someone's change.
      if (currentOf(type, row) !== p.currentValue) {
        throw conflict(
          `${inventoryLabel(row.appointmentId)} changed since this request was made; reject it and ask again.`,
        );
      }
      decidedValue = valueToApply(p, body);
      const patch = patchFor(p, row, decidedValue);
      row = await applyPatch(tx, caller, row, `${actionOf[type]} (pending action ${p.id} ${body.decision})`, patch);
    }
    const status = body.decision === 'APPROVE' ? 'APPROVED' : body.decision === 'MODIFY' ? 'MODIFIED' : 'REJECTED';
    const decided = {
      status,
      decision: body.decision,
      decidedValue,
      decidedBy: caller.userName,
      decidedAt: new Date(),
      remarks: body.remarks ?? p.remarks,
    };
    const updated = await repo.update(v, p.id, {
      ...decided,
      version: p.version + 1,
      updatedAt: new Date(),
      updatedBy: caller.userName,
    });
    await writeAudit(tx, {
      vertical: v,
      entity: PENDING_ACTION_ENTITY,
      entityId: p.id,
      action: body.decision,
      actor: actorOf(caller),
      changes: diff<Record<string, string | null>>({ status: p.status, decidedValue: null }, { status, decidedValue }),
    });
    return { pending: updated, row };
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
