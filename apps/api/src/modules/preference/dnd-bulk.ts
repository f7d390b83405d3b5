import { fieldPathLabel, fieldSentence, type DndBulkOutcome, type DndInput } from '@b2c/contracts';
import { toE164Mobile } from '@b2c/domain';
import type { TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../kits/audit.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { dndRepository, type DndRow } from './preference-repository.ts';
import { dndEntries } from './preference-tables.ts';
import { checkedExpiry } from './preference-numbers.ts';

type Parsed =
  | { success: true; data: DndInput }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

interface BulkDeps {
  parse: (row: unknown) => Parsed;
  entity: string;
  createdFields: (row: DndRow) => Record<string, unknown>;
}

const sentNumber = (row: Record<string, unknown>) => (typeof row.mobileNumber === 'string' ? row.mobileNumber : '');

/** The first problem of a row as a sentence naming the field ("Channels is not one of the allowed choices."). */
function problemOf(
  row: Record<string, unknown>,
  caller: Caller,
  deps: BulkDeps,
): string | (DndInput & { e164: string; expiresAt: Date | null }) {
  const parsed = deps.parse(row);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    // A path like channels.1 is the API's, not the operator's (issue 24, finding 15): name the field in words.
    const path = issue?.path.map(String).join('.') ?? '';
    return fieldSentence(path ? fieldPathLabel(path) : 'Row', issue?.message ?? 'is not valid');
  }
  const number = toE164Mobile(parsed.data.mobileNumber, caller.vertical.country);
  if (!number.ok) return fieldSentence('Mobile number', number.message);
  try {
    const expiresAt = checkedExpiry(parsed.data.expiresOn, caller.vertical, 'expiresOn');
    return { ...parsed.data, e164: number.e164, expiresAt };
  } catch (err) {
    if (err instanceof HttpError) return err.message;
    throw err;
  }
}

/**
 * A paste or CSV of numbers: each row is checked on its own; the good ones are added together in one
 * transaction (each audited as a CREATE), a number already listed or given twice is reported, not
 * added again. Every row gets its outcome, in the order sent.
 */
export async function dndBulkAdd(
  db: TransactionalExecutor,
  caller: Caller,
  rows: readonly Record<string, unknown>[],
  deps: BulkDeps,
): Promise<DndBulkOutcome[]> {
  const v = caller.vertical;
  const checked = rows.map((row) => problemOf(row, caller, deps));
  const numbers = checked.flatMap((c) => (typeof c === 'string' ? [] : [c.e164]));
  const listed = await dndRepository(db).numbersListed(v, numbers);
  const firstRowOf = new Map<string, number>();
  const outcomes: DndBulkOutcome[] = [];
  const toAdd: { index: number; values: typeof dndEntries.$inferInsert }[] = [];
  checked.forEach((c, index) => {
    const base = { row: index + 1, mobileNumber: sentNumber(rows[index]!), id: null };
    if (typeof c === 'string') return outcomes.push({ ...base, status: 'FAILED', message: c });
    const mobileNumber = c.e164;
    if (listed.has(mobileNumber)) {
      return outcomes.push({
        ...base,
        mobileNumber,
        status: 'ALREADY_LISTED',
        message: `${mobileNumber} is already on the DND list.`,
      });
    }
    const first = firstRowOf.get(mobileNumber);
    if (first !== undefined) {
      return outcomes.push({
        ...base,
        mobileNumber,
        status: 'ALREADY_LISTED',
        message: `${mobileNumber} is also in row ${first}.`,
      });
    }
    firstRowOf.set(mobileNumber, index + 1);
    outcomes.push({ ...base, mobileNumber, status: 'ADDED', message: 'Added.' });
    toAdd.push({
      index: outcomes.length - 1,
      values: {
        ...v,
        mobileNumber,
        reason: c.reason,
        channels: c.channels,
        expiresOn: c.expiresOn,
        expiresAt: c.expiresAt,
        updatedBy: caller.userName,
      },
    });
  });
  if (toAdd.length === 0) return outcomes;
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(dndEntries)
      .values(toAdd.map((a) => a.values))
      .returning();
    const idOf = new Map(created.map((r) => [r.mobileNumber, r]));
    for (const { index, values } of toAdd) {
      const row = idOf.get(values.mobileNumber)!;
      outcomes[index] = { ...outcomes[index]!, id: row.id };
      await auditCreated(tx, caller, deps.entity, row.id, deps.createdFields(row));
    }
  });
  return outcomes;
}
