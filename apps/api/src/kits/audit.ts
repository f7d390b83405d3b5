import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { formatAuditActor } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { auditLog } from './audit-tables.ts';
import type { Caller } from '../plugins/auth.ts';

/** Who made a change: a signed-in user, or a system initiator acting via a source (SPEC §3). */
export type AuditActor =
  { authType: 'USER'; userId: string } | { authType: 'SYSTEM'; initiator: string; source: string };

export const actorOf = (caller: Caller): AuditActor => ({ authType: 'USER', userId: caller.userName });

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

type Tx = Pick<Db, 'insert'>;

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The one audit writer: call it inside the mutation's transaction, so the change and its audit rows
 * commit or roll back together. Unchanged fields are skipped; an action without field changes still
 * leaves one row.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRowsOf(entry));
}

/**
 * Many entries' audit rows in one insert: a bulk upload applies hundreds of rows per statement. The rows
 * travel as one JSON parameter — a multi-row VALUES of thousands of rows × 12 columns cost more to build
 * and bind than the insert itself (measured: bench/bulk-upload.ts).
 */
export async function writeAudits(tx: Pick<Db, 'execute'>, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.flatMap((e) => auditRowsOf(e).map(byColumn));
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO audit_log (country, vehicle_type, entity, entity_id, action, field, old_value, new_value,
      auth_type, actor_id, initiator, source)
    SELECT country, vehicle_type, entity, entity_id, action, field, old_value, new_value, auth_type, actor_id,
      initiator, source
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(country text, vehicle_type text, entity text,
      entity_id text, action text, field text, old_value text, new_value text, auth_type text, actor_id text,
      initiator text, source text)`);
}

/**
 * Set-based audit (bulk uploads, issue 30): the INSERT of the audit rows a query yields, under one actor
 * and vertical — the rows `writeAudits` would write for the same changes, without the rows travelling
 * through Node as JSON and back (at 100,000 rows, ~350,000 audit rows). `changes` is a SELECT with the
 * columns entity_id, action, field, old_value, new_value (text) and sort_key (the order to keep: ids
 * follow it, as readers order by time then id); as in `writeAudits`, a field whose text did not change
 * is skipped (`fieldPairsOf` lists them all). Used as a data-modifying CTE of the write it audits, so
 * the write and its audit commit or roll back together.
 */
export function auditRowsInsert(vertical: Vertical, entity: string, actor: AuditActor, changes: SQL): SQL {
  const user = actor.authType === 'USER';
  return sql`INSERT INTO audit_log (country, vehicle_type, entity, entity_id, action, field, old_value, new_value,
      auth_type, actor_id, initiator, source)
    SELECT ${vertical.country}::text, ${vertical.vehicleType}::text, ${entity}::text, c.entity_id, c.action, c.field,
      c.old_value, c.new_value, ${actor.authType}::text, ${user ? actor.userId : actor.initiator}::text,
      ${user ? null : actor.initiator}::text,
      ${user ? null : actor.source}::text
    FROM (${changes}) AS c WHERE c.old_value IS DISTINCT FROM c.new_value ORDER BY c.sort_key`;
}

/**
 * For `auditRowsInsert`: a lateral join yielding, per row, (position, field, old_value, new_value) for each
 * listed field — `[name, old, new]`, old and new as text expressions (a boolean's text is 'true' / 'false',
 * as `asText` writes it; NULL::text for "nothing", as on a create). The insert keeps the changed ones.
 */
export function fieldPairsOf(fields: readonly (readonly [name: string, old: SQL, now: SQL])[]): SQL {
  const rows = fields.map(([name, old, now], i) => sql`(${sql.raw(String(i))}, ${name}::text, ${old}, ${now})`);
  return sql`CROSS JOIN LATERAL (VALUES ${sql.join(rows, sql`, `)}) AS f(position, field, old_value, new_value)`;
}

export interface AuditEntry {
  vertical: Vertical;
  entity: string;
  entityId: string | number;
  action: string;
  actor: AuditActor;
  changes?: FieldChange[];
}

function auditRowsOf(entry: AuditEntry): (typeof auditLog.$inferInsert)[] {
  const changed = (entry.changes ?? []).filter((c) => asText(c.old) !== asText(c.new));
  const base = {
    country: entry.vertical.country,
    vehicleType: entry.vertical.vehicleType,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    authType: entry.actor.authType,
    actorId: entry.actor.authType === 'USER' ? entry.actor.userId : entry.actor.initiator,
    initiator: entry.actor.authType === 'USER' ? null : entry.actor.initiator,
    source: entry.actor.authType === 'USER' ? null : entry.actor.source,
  };
  return changed.length
    ? changed.map((c) => ({ ...base, field: c.field, oldValue: asText(c.old), newValue: asText(c.new) }))
    : [{ ...base, field: null, oldValue: null, newValue: null }];
}

/** The rows of `auditRowsOf` by their column names, for the JSON of `writeAudits`. */
const byColumn = (r: typeof auditLog.$inferInsert) => ({
  country: r.country,
  vehicle_type: r.vehicleType,
  entity: r.entity,
  entity_id: r.entityId,
  action: r.action,
  field: r.field ?? null,
  old_value: r.oldValue ?? null,
  new_value: r.newValue ?? null,
  auth_type: r.authType,
  actor_id: r.actorId,
  initiator: r.initiator ?? null,
  source: r.source ?? null,
});

/** The audit of a new row: each field it was created with, from nothing (`action` for requests). */
export const auditCreated = (
  tx: Tx,
  caller: Caller,
  entity: string,
  entityId: string | number,
  fields: Record<string, unknown>,
  action = 'CREATE',
): Promise<void> =>
  writeAudit(tx, {
    vertical: caller.vertical,
    entity,
    entityId,
    action,
    actor: actorOf(caller),
    changes: diff({}, fields),
  });

/** Field-by-field difference of two records, for the audit writer. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): FieldChange[] {
  return Object.keys(after)
    .filter((k) => asText(before[k]) !== asText(after[k]))
    .map((k) => ({ field: k, old: before[k], new: after[k] }));
}

/** An audit row as every audit-log endpoint answers it: the actor shown per SPEC §3. */
export const toAuditEntry = (r: typeof auditLog.$inferSelect) => ({
  id: r.id,
  entity: r.entity,
  entityId: r.entityId,
  action: r.action,
  field: r.field,
  oldValue: r.oldValue,
  newValue: r.newValue,
  authType: r.authType,
  actor: formatAuditActor({ authType: r.authType, userId: r.actorId, initiator: r.initiator, source: r.source }),
  createdAt: r.createdAt.toISOString(),
});

const scoped = (vertical: Vertical, entity: string, entityId: string) =>
  and(
    eq(auditLog.country, vertical.country),
    eq(auditLog.vehicleType, vertical.vehicleType),
    eq(auditLog.entity, entity),
    eq(auditLog.entityId, entityId),
  );

/** The generic read behind every audit-log endpoint: newest first, with the actor shown per SPEC §3. */
export async function readAudit(
  db: Db,
  q: { vertical: Vertical; entity: string; entityId: string; page: number; size: number },
) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(scoped(q.vertical, q.entity, q.entityId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toAuditEntry);
}

export async function countAudit(db: Db, q: { vertical: Vertical; entity: string; entityId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(scoped(q.vertical, q.entity, q.entityId));
  return Number(row?.n ?? 0);
}
