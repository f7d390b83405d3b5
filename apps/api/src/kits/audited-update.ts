import type { Db } from '../plugins/db/database.ts';
import type { Caller } from '../plugins/auth.ts';
import { actorOf, diff, writeAudit } from './audit.ts';
import { assertVersion } from './versioning.ts';
import { fieldName, valueLabel } from '@b2c/domain';
import { badRequest } from './http-errors.ts';

/** The columns every versioned edit sets besides the audited fields. */
export type VersionStamp = { version: number; updatedAt: Date; updatedBy: string };

/**
 * The stamp of a row's next version. For writes that move more than one row in one audit entry (a movement
 * and its car), which `updateAudited` cannot take; `now` lets the rows of one change share the instant.
 */
export const nextVersionStamp = (current: { version: number }, caller: Caller, now = new Date()): VersionStamp => ({
  version: current.version + 1,
  updatedAt: now,
  updatedBy: caller.userName,
});

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? 'empty'
    : typeof value === 'string'
      ? valueLabel(value)
      : JSON.stringify(value);

/**
 * The 400 of an edit that changes nothing: "Nothing to change: Inventory type of Inventory apt-1 is already
 * Retail." Names the one field sent, in words as the domain labels it, or says the row already has every
 * value sent.
 */
export const nothingToChange = (label: string, after: Record<string, unknown>) => {
  const fields = Object.keys(after);
  const [only] = fields;
  return badRequest(
    fields.length === 1 && only !== undefined
      ? `Nothing to change: ${fieldName(only)} of ${label} is already ${shown(after[only])}.`
      : `Nothing to change: ${label} already has the values sent.`,
  );
};

/**
 * The versioned, audited edit of one row. Every such edit does the same six things in one transaction:
 * lock the current row, check the version the caller based the edit on (DESIGN §5, 409 when stale),
 * refuse an edit that changes nothing (400, so a no-op neither bumps the version nor leaves an empty
 * audit row), bump it, write the new fields and audit their difference to the old ones. Written once
 * here, no edit can skip a step or order it differently. The service keeps what is its own: the 404 and reference checks
 * before the transaction, any check against the locked row (`check`), and mapping the returned row.
 * Call it inside `db.transaction`, so the edit and its audit rows commit or roll back together.
 *
 * @example
 * return db.transaction(async (tx) => {
 *   const rows = verticalRows(tx, pincodes);
 *   const row = await updateAudited(tx, caller, {
 *     entity: PINCODE_ENTITY,
 *     id,
 *     label: (current) => `Pincode ${current?.pincode ?? id}`,
 *     version: input.version,
 *     lock: () => rows.byId(v, id, true),
 *     fieldsOf: auditedFields,
 *     next: () => auditedFields(input),
 *     write: (values) => repo.update(v, id, values),
 *   });
 *   return toPincode(row);
 * });
 */
export async function updateAudited<Row extends { version: number }, Fields extends Record<string, unknown>>(
  tx: Pick<Db, 'insert'>,
  caller: Caller,
  edit: {
    /** The audit log's entity name, and the id it is audited under. */
    entity: string;
    id: string | number;
    /** The audit action; an edit is an `UPDATE`, a decision names itself (`APPROVE` …). */
    action?: string;
    /** How the version-conflict and not-found messages name the row. */
    label: (current: Row | undefined) => string;
    /** The version the caller's edit is based on. */
    version: number;
    /** Reads the caller's row `FOR UPDATE`. */
    lock: () => Promise<Row | undefined>;
    /** The audited fields of a row, in the shape `next` returns them. */
    fieldsOf: (row: Row) => Fields;
    /** A rule against the locked row (a clash, an immutable field); throws to refuse. */
    check?: (current: Row) => Promise<void> | void;
    /** The audited fields after the edit. */
    next: (current: Row) => Fields;
    /** Writes the fields and the new version stamp; returns the row as it now is. */
    write: (values: Fields & VersionStamp) => Promise<Row>;
    /**
     * An edit whose fields equal the row's is refused (400 "Nothing to change"), so no version bump and
     * no empty audit row is written; `bump` is for a repair (the hard refresh) that must bump regardless.
     */
    unchanged?: 'refuse' | 'bump';
  },
): Promise<Row> {
  const found = await edit.lock();
  assertVersion(edit.label(found), found, edit.version);
  const current = found!;
  await edit.check?.(current);
  const after = edit.next(current);
  const changes = diff(edit.fieldsOf(current), after);
  if (changes.length === 0 && edit.unchanged !== 'bump') throw nothingToChange(edit.label(current), after);
  const row = await edit.write({ ...after, ...nextVersionStamp(current, caller) });
  await writeAudit(tx, {
    vertical: caller.vertical,
    entity: edit.entity,
    entityId: edit.id,
    action: edit.action ?? 'UPDATE',
    actor: actorOf(caller),
    changes,
  });
  return row;
}
