import {
  BUSINESS_LABELS,
  HOLD_REASONS,
  INVENTORY_ACTION_PERMISSION,
  REFURB_STAGES,
  SALES_TYPES,
  MESSAGES,
  isOneOf,
  networkTypesFor,
  priceProblem,
  identifierRuleProblem,
  normalizeIdentifier,
  type InventoryFieldUpdate,
} from '@b2c/domain';
import type { InventoryUpdateResult } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { changeFor, money, type ParsedAction } from './inventory-changes.ts';
import { inventoryRepository, type InventoryPatch, type InventoryRecord } from './inventory-repository.ts';
import { pendingActionRepository, type PendingActionRecord } from './pending-action-repository.ts';
import {
  applyPatch,
  createPendingAction,
  inventoryLabel,
  requirePermission,
  type InventoryDeps,
} from './inventory-mutation.ts';
import { toInventoryDetail, toPendingAction } from './inventory-mapping.ts';

/** How an update finds its car: by appointment id (`apt-{id}` paths, bulk) or by inventory id. */
export type InventoryKey = { appointmentId: string } | { id: number };

const findLocked = (tx: Executor, caller: Caller, key: InventoryKey) =>
  'appointmentId' in key
    ? inventoryRepository(tx).byAppointment(caller.vertical, key.appointmentId, true)
    : inventoryRepository(tx).byId(caller.vertical, key.id, true);

const labelOf = (key: InventoryKey) =>
  'appointmentId' in key ? inventoryLabel(key.appointmentId) : `Inventory ${key.id}`;

interface Outcome {
  row: InventoryRecord;
  pending: PendingActionRecord | null;
  message: string;
}

/** `PUT …/{x}/update`: each editable field with its own rule; null clears it. */
function fieldPatch(caller: Caller, x: InventoryFieldUpdate, value: string | number | null): InventoryPatch {
  const field = 'body.value';
  const check = (ok: boolean, allowed: readonly string[]) => {
    if (!ok) throw badRequest(`${x} must be one of ${allowed.join(', ')} or null.`, field);
  };
  if (x === 'avgMarketPrice') {
    if (value !== null && typeof value !== 'number')
      throw badRequest('avgMarketPrice must be a positive number or null.', field);
    const problem = value === null ? null : priceProblem(value, caller.vertical.country);
    if (problem) throw badRequest(`avgMarketPrice ${problem}.`, field);
    return { avgMarketPrice: value === null ? null : money(value) };
  }
  if (typeof value === 'number') throw badRequest(`${x} takes a code, not a number.`, field);
  if (x === 'holdReason') check(value === null || isOneOf(HOLD_REASONS, value), HOLD_REASONS);
  if (x === 'businessLabel') check(value === null || isOneOf(BUSINESS_LABELS, value), BUSINESS_LABELS);
  if (x === 'refurbStage') check(value === null || isOneOf(REFURB_STAGES, value), REFURB_STAGES);
  if (x === 'salesType') {
    if (caller.vertical.country !== 'AU') throw badRequest('Sales type exists only in AU.', field);
    check(value === null || isOneOf(SALES_TYPES, value), SALES_TYPES);
  }
  if (x === 'networkType') {
    const allowed = networkTypesFor(caller.vertical.country);
    if (allowed.length === 0) throw badRequest(`${caller.vertical.country} has no network types.`, field);
    check(value === null || isOneOf(allowed, value), allowed);
  }
  return { [x]: value };
}

/**
 * The database, or a transaction that opens its own as a savepoint: the bulk upload job applies a row
 * and records it as applied in one transaction, so a row is never applied twice.
 */
export type UpdateExecutor = Executor & Pick<Db, 'transaction'>;

export function inventoryUpdateService(db: UpdateExecutor, deps: InventoryDeps) {
  async function respond(caller: Caller, o: Outcome): Promise<InventoryUpdateResult> {
    const open = await pendingActionRepository(db).ofAppointment(caller.vertical, o.row.appointmentId, true);
    return {
      inventory: toInventoryDetail(o.row, caller.permissions, open),
      pendingAction: o.pending ? toPendingAction(o.pending) : null,
      message: o.message,
    };
  }

  /** Locks the row, checks the version, then lets `change` decide; all in one transaction. */
  async function withLockedRow(
    caller: Caller,
    key: InventoryKey,
    version: number,
    change: (tx: Executor, row: InventoryRecord) => Promise<Outcome>,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const row = await findLocked(tx, caller, key);
      assertVersion(labelOf(key), row, version);
      return change(tx, row!);
    });
    return respond(caller, outcome);
  }

  return {
    /** The SPEC §7 action updates (`?action=…`), also run once per bulk row. */
    async apply(caller: Caller, key: InventoryKey, parsed: ParsedAction): Promise<InventoryUpdateResult> {
      requirePermission(caller, INVENTORY_ACTION_PERMISSION[parsed.action]);
      const flags = await deps.flags(caller.vertical);
      const canApprove = caller.permissions.has('APPROVE_PENDING_ACTION');
      return withLockedRow(caller, key, parsed.body.version, async (tx, row) => {
        const change = changeFor(parsed, row, {
          country: caller.vertical.country,
          flags,
          canApprove,
          label: inventoryLabel(row.appointmentId),
        });
        if (change.kind === 'apply')
          return {
            row: await applyPatch(tx, caller, row, parsed.action, change.patch),
            pending: null,
            message: change.message,
          };
        return { row, pending: await createPendingAction(tx, caller, row, change.request), message: change.message };
      });
    },

    async updateField(
      caller: Caller,
      appointmentId: string,
      x: InventoryFieldUpdate,
      body: { value: string | number | null; version: number },
    ) {
      const patch = fieldPatch(caller, x, body.value);
      return withLockedRow(caller, { appointmentId }, body.version, async (tx, row) => ({
        row: await applyPatch(tx, caller, row, `UPDATE_${x}`, patch),
        pending: null,
        message: 'Inventory updated',
      }));
    },

    async updateRegistration(
      caller: Caller,
      appointmentId: string,
      body: { registrationNumber: string; version: number },
    ) {
      const flags = await deps.flags(caller.vertical);
      const value = normalizeIdentifier(body.registrationNumber);
      const problem = identifierRuleProblem('Registration number', value, flags.identifierRule);
      if (problem) throw badRequest(problem, 'body.registrationNumber');
      return withLockedRow(caller, { appointmentId }, body.version, async (tx, row) => {
        const [other] = await inventoryRepository(tx).list(caller.vertical, {
          searchKey: 'registrationNumber',
          searchValue: value,
          page: 0,
          size: 2,
        });
        if (other && other.id !== row.id)
          throw conflict(`Registration number ${value} already belongs to apt-${other.appointmentId}.`);
        return {
          row: await applyPatch(tx, caller, row, 'UPDATE_REGISTRATION_NUMBER', { registrationNumber: value }),
          pending: null,
          message: 'Registration number updated',
        };
      });
    },

    /**
     * Admin utils hard refresh: re-derives the fields other fields imply (published from the publish
     * status, SOLD from sold, no failure reason unless publishing failed), repairing rows a partial
     * import or an old bug left inconsistent. Always bumps the version, so open editors reload.
     */
    async hardRefresh(caller: Caller, appointmentId: string, version: number) {
      return withLockedRow(caller, { appointmentId }, version, async (tx, row) => {
        const patch: InventoryPatch = {
          published: row.publishStatus === 'PUBLISHED',
          status: row.sold ? 'SOLD' : row.status,
          publishFailureReason: row.publishStatus === 'PUBLISH_FAILED' ? row.publishFailureReason : null,
        };
        return {
          row: await applyPatch(tx, caller, row, 'HARD_REFRESH', patch, 'bump'),
          pending: null,
          message: MESSAGES.refreshed,
        };
      });
    },
  };
}
export type InventoryUpdateService = ReturnType<typeof inventoryUpdateService>;
