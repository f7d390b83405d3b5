import { codeLabel, type Permission, type Vertical, type VerticalFlags } from '@b2c/domain';
import { INVENTORY_ACTION_BODIES } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { badRequest, forbidden, parseOrThrow } from '../../kits/http-errors.ts';
import { inventoryRepository, type InventoryPatch, type InventoryRecord } from './inventory-repository.ts';
import { pendingActionRepository, type PendingActionRecord } from './pending-action-repository.ts';
import type { ParsedAction, PendingRequest } from './inventory-changes.ts';

/**
 * The writes every inventory change shares (single update, bulk row, approved pending action): one
 * version bump, one audit row per changed field, in the caller's transaction.
 */
export const INVENTORY_ENTITY = 'inventory';
export const PENDING_ACTION_ENTITY = 'pending-action';

/**
 * What the inventory needs of other areas, passed in by app.ts (DESIGN §2). Issue 27: areas depend one
 * way: the movement area builds on this one (its routes on the inventory's paths, the detail's open
 * movement, what approving a missing car does), so nothing here knows that area.
 */
export interface InventoryDeps {
  flags(vertical: Vertical): Promise<VerticalFlags>;
}

export const inventoryLabel = (appointmentId: string) => `Inventory apt-${appointmentId}`;

export function requirePermission(caller: Caller, permission: Permission): void {
  if (!caller.permissions.has(permission)) throw forbidden(`You need the ${permission} permission for this action.`);
}

export function parseAction(action: ParsedAction['action'], body: unknown, prefix = 'body'): ParsedAction {
  // The schema is chosen by `action`, so the pair is a ParsedAction by construction.
  return { action, body: parseOrThrow(INVENTORY_ACTION_BODIES[action], body, prefix) } as ParsedAction;
}

export async function applyPatch(
  tx: Executor,
  caller: Caller,
  row: InventoryRecord,
  action: string,
  patch: InventoryPatch,
  unchanged: 'refuse' | 'bump' = 'refuse',
): Promise<InventoryRecord> {
  // The callers locked the row and checked the version their edit is based on; this bumps it and audits.
  return updateAudited(tx, caller, {
    entity: INVENTORY_ENTITY,
    id: row.appointmentId,
    action,
    label: () => inventoryLabel(row.appointmentId),
    version: row.version,
    lock: async () => row,
    fieldsOf: (current): InventoryPatch => current,
    next: () => patch,
    write: (values) => inventoryRepository(tx).update(caller.vertical, row.id, values),
    unchanged,
  });
}

export async function createPendingAction(
  tx: Executor,
  caller: Caller,
  row: InventoryRecord,
  request: PendingRequest,
): Promise<PendingActionRecord> {
  const repo = pendingActionRepository(tx);
  if (await repo.openOf(caller.vertical, row.appointmentId, request.type)) {
    throw badRequest(
      `${inventoryLabel(row.appointmentId)} already has a ${codeLabel(request.type).toLowerCase()} awaiting approval; decide that one first.`,
    );
  }
  const created = await repo.insert({
    ...caller.vertical,
    appointmentId: row.appointmentId,
    ...request,
    requestedBy: caller.userName,
    updatedBy: caller.userName,
  });
  await auditCreated(
    tx,
    caller,
    PENDING_ACTION_ENTITY,
    created.id,
    {
      appointmentId: row.appointmentId,
      subReason: request.subReason,
      currentValue: request.currentValue,
      proposedValue: request.proposedValue,
    },
    `REQUEST_${request.type}`,
  );
  return created;
}
