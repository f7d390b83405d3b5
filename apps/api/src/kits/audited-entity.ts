import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Vertical } from '@b2c/domain';
import { verticalRows, type VerticalTable } from '../plugins/db/vertical-rows.ts';
import type { ColumnValues, TransactionalExecutor } from '../plugins/db/vertical-scope.ts';
import type { Caller } from '../plugins/auth.ts';
import { auditCreated } from './audit.ts';
import { updateAudited } from './audited-update.ts';
import { duplicate, notFound } from './http-errors.ts';

/** A vertical's table of rows users create and then edit by version (DESIGN §5). */
export type VersionedTable = VerticalTable & { version: AnyPgColumn<{ data: number }> };

/** The edit stamp every versioned row answers with (the contracts' `editableFields`). */
export const editStampOf = (r: { version: number; updatedAt: Date; updatedBy: string }) => ({
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** How a row is known in its paths and audit rows: its id, or a code when that is its identity. */
type Key = string | number;

/** A natural key no two rows of a vertical share, and the 409 message when a write would make two. */
export interface UniqueKey<T> {
  values: ColumnValues<T>;
  message: string;
}

/**
 * The get-or-404, create and edit of a versioned, audited row of the caller's vertical. Every master-data
 * style entity (zones, pincodes, drivers, locations …) runs the same steps: a create refuses a taken natural
 * key (409), inserts and audits each field as `CREATE` in one transaction; an edit is a 404 for another
 * vertical's row before anything about the body is said, then runs the service's reference checks, then
 * `updateAudited`. Written once here, the service keeps only what is its own: its references, its key and
 * how its rows map to the contract.
 *
 * @example
 * const teams = auditedEntity(db, { table: locusTeams, entity: 'locus-team', noun: 'Locus team',
 *   nameOf: (r) => r.teamId, fieldsOf: auditedFields });
 * await teams.update(caller, id, { version: input.version, before: () => checkCity(…), next: () => auditedFields(input) });
 */
export function auditedEntity<T extends VersionedTable, Fields extends Record<string, unknown>>(
  db: TransactionalExecutor,
  def: {
    table: T;
    /** The audit log's entity name. */
    entity: string;
    /** How messages name a row: `Locus team` gives "Locus team 12". */
    noun: string;
    /** The column its paths know a row by, also its audit id; `id` unless a code is the row's identity. */
    identity?: keyof T['$inferSelect'] & string;
    /** The row's own name in a version conflict (`Zone Z1 was changed …`); the key when absent or null. */
    nameOf?: (row: T['$inferSelect']) => string | null;
    /** The fields an edit audits, in the shape `next` returns them. */
    fieldsOf: (row: T['$inferSelect']) => Fields;
    /** The fields a create audits, when more than an edit's (the immutable key); `fieldsOf` otherwise. */
    createdFieldsOf?: (row: T['$inferSelect']) => Record<string, unknown>;
  },
) {
  // Drizzle types a generic table's rows loosely; a versioned table's rows do have their version.
  type Row = T['$inferSelect'] & { version: number };
  type Insert = T['$inferInsert'];
  const identity = def.identity ?? 'id';
  // The identity is one of `T`'s columns (typed above), so the lookup is one of its column values.
  const known = (key: Key) => ({ [identity]: key }) as ColumnValues<T>;
  // The field a duplicate is reported on: the natural key's first column, as the body names it.
  const duplicateOf = (unique: UniqueKey<T>) =>
    duplicate(unique.message, `body.${Object.keys(unique.values)[0] ?? identity}`);
  const taken = async (rows: ReturnType<typeof verticalRows<T>>, v: Vertical, unique: UniqueKey<T>) => {
    if (await rows.find(v, unique.values)) throw duplicateOf(unique);
  };

  async function get(v: Vertical, key: Key): Promise<Row> {
    const row = (await verticalRows(db, def.table).find(v, known(key))) as Row | undefined;
    if (!row) throw notFound(`${def.noun} ${key}`);
    return row;
  }

  return {
    get,

    /** Inserts the vertical's new row, stamped by the caller, unless its natural key is taken. */
    create: (
      caller: Caller,
      add: { values: Omit<Insert, 'country' | 'vehicleType' | 'updatedBy'>; unique: UniqueKey<T> },
    ): Promise<Row> =>
      db.transaction(async (tx) => {
        const v = caller.vertical;
        const rows = verticalRows(tx, def.table);
        await taken(rows, v, add.unique);
        // The scope and the stamp complete the values to a row of `T`: the only columns they left out.
        const row = (await rows.insert({ ...v, ...add.values, updatedBy: caller.userName } as Insert)) as Row;
        const key = row[identity as keyof Row] as Key;
        await auditCreated(tx, caller, def.entity, key, (def.createdFieldsOf ?? def.fieldsOf)(row));
        return row;
      }),

    /**
     * The versioned edit of the row known by `key`. `before` checks the body against other data once the
     * row is known to exist; `check` and `next` are `updateAudited`'s; after `check`, `unique` refuses a
     * natural key another row holds (only when the edit changes it).
     */
    async update(
      caller: Caller,
      key: Key,
      edit: {
        version: number;
        before?: () => Promise<unknown>;
        unique?: UniqueKey<T>;
        check?: (current: Row) => Promise<void> | void;
        next: (current: Row) => Fields;
      },
    ): Promise<Row> {
      const v = caller.vertical;
      await get(v, key);
      await edit.before?.();
      return db.transaction(async (tx) => {
        const rows = verticalRows(tx, def.table);
        const { unique } = edit;
        return updateAudited(tx, caller, {
          entity: def.entity,
          id: key,
          label: (current) => `${def.noun} ${(current ? def.nameOf?.(current) : undefined) ?? key}`,
          version: edit.version,
          lock: async () => (await rows.find(v, known(key), true)) as Row | undefined,
          fieldsOf: def.fieldsOf,
          async check(current) {
            await edit.check?.(current);
            const moves =
              unique &&
              Object.entries(unique.values).some(([k, value]) => (current as Record<string, unknown>)[k] !== value);
            if (moves) await taken(rows, v, unique);
          },
          next: edit.next,
          // `Fields` are columns of `T` (`fieldsOf` reads them off its rows) and the stamp is `T`'s too.
          write: async (values) => (await rows.updateWhere(v, known(key), values as Partial<Insert>)) as Row,
        });
      });
    },
  };
}
