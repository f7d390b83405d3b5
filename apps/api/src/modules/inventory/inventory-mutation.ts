import type { z } from 'zod';
import type { Permission, Vertical, VerticalFlags } from '@b2c/domain';
import { INVENTORY_ACTION_BODIES, type InventoryDetail, type MovementResult, type StockInResult } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { actorOf, diff, writeAudit } from '../../plugins/audit.ts';
import { HttpError, badRequest, forbidden } from '../../plugins/http-errors.ts';
import { inventoryRepository, type InventoryPatch, type InventoryRecord } from './inventory-repository.ts';
import { pendingActionRepository, type PendingActionRecord } from './pending-action-repository.ts';
import type { ParsedAction, PendingRequest } from './inventory-changes.ts';

/**
 * The writes every inventory change shares (single update, bulk row, approved pending action): one
 * version bump, one audit row per changed field, in the caller's transaction.
 */
export const INVENTORY_ENTITY = 'inventory';
export const PENDING_ACTION_ENTITY = 'pending-action';

/** What the inventory needs of other areas, passed in by app.ts (DESIGN §2). */
export interface InventoryDeps {
  flags(vertical: Vertical): Promise<VerticalFlags>;
  /** Issue 6 hook: the movement module, for the movement actions on the inventory's own paths. */
  movements?: InventoryMovementHooks;
}

/**
 * Issue 6 hook: SPEC §7 puts stock in/out, return and trips on POST /api/inventory/{id}, the stock-in
 * scan on POST /api/inventory/apt-{id}, and the open movement in the detail; the movement module
 * answers those, so this module needs no movement rules of its own.
 */
export interface InventoryMovementHooks {
  idAction(caller: Caller, id: number, action: string, body: unknown): Promise<MovementResult>;
  aptStockIn(
    caller: Caller,
    appointmentId: string,
    body: unknown,
    comment: string | undefined,
    idempotencyKey: string | undefined,
  ): Promise<StockInResult>;
  forDetail(
    caller: Caller,
    row: InventoryRecord,
  ): Promise<Pick<InventoryDetail, 'inventoryMovement' | 'allowedActions'>>;
}

export const inventoryLabel = (appointmentId: string) => `Inventory apt-${appointmentId}`;

export function requirePermission(caller: Caller, permission: Permission): void {
  if (!caller.permissions.has(permission)) throw forbidden(`You need the ${permission} permission for this action.`);
}

/** Zod issues → the same 400 the route validation gives: every failing field named. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validation = result.error.issues.map((i) => ({
    field: [prefix, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new HttpError(400, validation.map((v) => `${v.field}: ${v.message}`).join('; '), validation);
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
): Promise<InventoryRecord> {
  const v = caller.vertical;
  const updated = await inventoryRepository(tx).update(v, row.id, {
    ...patch,
    version: row.version + 1,
    updatedAt: new Date(),
    updatedBy: caller.userName,
  });
  await writeAudit(tx, {
    vertical: v,
    entity: INVENTORY_ENTITY,
    entityId: row.appointmentId,
    action,
    actor: actorOf(caller),
    changes: diff(row, patch),
  });
  return updated;
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
      `${inventoryLabel(row.appointmentId)} already has a ${request.type} awaiting approval; decide that one first.`,
    );
  }
  const created = await repo.insert({
    ...caller.vertical,
    appointmentId: row.appointmentId,
    ...request,
    requestedBy: caller.userName,
    updatedBy: caller.userName,
  });
  await writeAudit(tx, {
    vertical: caller.vertical,
    entity: PENDING_ACTION_ENTITY,
    entityId: created.id,
    action: `REQUEST_${request.type}`,
    actor: actorOf(caller),
    changes: diff(
      {},
      {
        appointmentId: row.appointmentId,
        subReason: request.subReason,
        currentValue: request.currentValue,
        proposedValue: request.proposedValue,
      },
    ),
  });
  return created;
}
