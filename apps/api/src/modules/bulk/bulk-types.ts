import {
  INVENTORY_ACTION_BODIES,
  BULK_TYPE_DEFINITIONS,
  bulkRowInput,
  bulkTypeAllowed,
  bulkTypePermission,
  type BulkCellProblem,
  type BulkInventoryType,
  type BulkUploadType,
  type InventoryActionBody,
} from '@b2c/contracts';
import {
  inventoryActionRefusalMessage,
  isSubStageOf,
  priceProblem,
  stateActionOf,
  type InventoryActionState,
  type Vertical,
  type VerticalFlags,
} from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Db } from '../../plugins/db/database.ts';

/**
 * A car as the bulk area needs it: what the state rules read, the version an update is based on, who
 * changed it last, and the fields the inventory types change (a preview compares them, a rollback
 * restores them — issue 29).
 */
export type BulkCar = InventoryActionState & {
  appointmentId: string;
  version: number;
  updatedBy: string;
  updatedAt: Date;
} & Record<BulkCarField, string | null>;

/** The car's fields the inventory upload types change. */
export type BulkCarField =
  | 'listingPrice'
  | 'priceChangeReason'
  | 'targetPrice'
  | 'inventoryStage'
  | 'inventorySubStage'
  | 'inventoryType'
  | 'parkingSlot';

/** An inventory update with its checked body: the same pair the single edit's service takes. */
export type BulkParsedAction = {
  [A in BulkInventoryType]: { action: A; body: InventoryActionBody<A> };
}[BulkInventoryType];

/** A database or transaction that can open a (nested) transaction: the inventory service runs in one. */
export type TransactionalExecutor = Executor & Pick<Db, 'transaction'>;

/**
 * What the bulk area needs of the inventory area, passed in by app.ts (a module never imports another):
 * finding a car of the vertical, and the single edit's update service on a given transaction.
 */
export interface BulkInventory {
  find(db: Executor, v: Vertical, appointmentId: string, lock?: boolean): Promise<BulkCar | undefined>;
  /** The vertical's flags, read once per job outside its row transactions (see `updates`). */
  flags(v: Vertical): Promise<VerticalFlags>;
  /**
   * The update service on the row's transaction, with the flags given: the embedded database has one
   * session, so a read on another connection while the row's transaction is open would wait forever.
   */
  updates(
    db: TransactionalExecutor,
    flags: VerticalFlags,
  ): {
    apply(
      caller: Caller,
      key: { appointmentId: string },
      parsed: BulkParsedAction,
    ): Promise<{ inventory: { version: number }; pendingAction: { id: number } | null; message: string }>;
  };
  /**
   * Withdraws (CANCELLED, audited) an open approval request a row raised, in the rollback's transaction
   * (issue 29); one already decided is left, and said how and by whom.
   */
  withdrawPending(
    db: Executor,
    caller: Caller,
    v: Vertical,
    id: number,
    remarks: string,
  ): Promise<{ cancelled: true } | { cancelled: false; status: string; decidedBy: string | null }>;
}

export const bulkTypeInfo = (type: BulkUploadType) => ({
  type,
  label: BULK_TYPE_DEFINITIONS[type].label,
  permission: bulkTypePermission(type),
  columns: [...BULK_TYPE_DEFINITIONS[type].columns],
});

/** The type's permission, and its group where its single form needs one (DND: CC_ADMIN). */
export const mayUse = (caller: Pick<Caller, 'permissions' | 'groups'>, type: BulkUploadType) =>
  bulkTypeAllowed(caller, type, bulkTypePermission(type));

export const requiredColumns = (type: BulkUploadType) =>
  BULK_TYPE_DEFINITIONS[type].columns.filter((c) => c.required).map((c) => c.name);

/** A row's cells against its type's schema: the parsed row, or one problem per failing column. */
export function parseRow(type: BulkUploadType, cells: Record<string, string>) {
  const result = BULK_TYPE_DEFINITIONS[type].row.safeParse(bulkRowInput(type, cells));
  if (result.success) return { row: result.data, problems: [] as BulkCellProblem[] };
  const problems = result.error.issues.map((i) => ({ column: String(i.path[0] ?? 'row'), message: i.message }));
  return { row: undefined, problems };
}

type ParsedRow = NonNullable<ReturnType<typeof parseRow>['row']>;
/** A parsed row of an inventory type: each names its car. */
export type InventoryParsedRow = Extract<ParsedRow, { appointmentId: string }>;

/** The inventory action a row asks for, its body checked by the single edit's own schema. */
export function actionOf(type: BulkInventoryType, row: InventoryParsedRow, version: number): BulkParsedAction {
  const { appointmentId: _car, ...fields } = row;
  const body = INVENTORY_ACTION_BODIES[type].parse({ ...fields, version });
  // The schema was chosen by `type`, so the pair is a BulkParsedAction by construction.
  return { action: type, body } as BulkParsedAction;
}

/**
 * The row against the data: the car exists in this vertical, its state allows the change, a price is
 * within the country's rules, a sub-stage belongs to its stage. Each problem names its column.
 */
export function dataProblems(type: BulkInventoryType, row: InventoryParsedRow, car: BulkCar | undefined, v: Vertical) {
  const label = `Inventory apt-${row.appointmentId}`;
  if (!car)
    return [
      { column: 'appointmentId', message: `apt-${row.appointmentId} was not found in ${v.country} ${v.vehicleType}.` },
    ];
  const problems: BulkCellProblem[] = [];
  const choice = 'publishStatus' in row ? row.publishStatus : undefined;
  const refused = inventoryActionRefusalMessage(stateActionOf(type, choice), car, label);
  if (refused) problems.push({ column: choice ? 'publishStatus' : 'appointmentId', message: refused });
  for (const column of ['listingPrice', 'targetPrice'] as const) {
    if (column in row) {
      const problem = priceProblem(Number((row as Record<string, unknown>)[column]), v.country);
      if (problem) problems.push({ column, message: problem });
    }
  }
  if ('inventoryStage' in row && !isSubStageOf(row.inventoryStage, row.inventorySubStage))
    problems.push({
      column: 'inventorySubStage',
      message: `${row.inventorySubStage} is not a sub-stage of ${row.inventoryStage}.`,
    });
  return problems;
}
