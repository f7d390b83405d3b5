import { sql } from 'drizzle-orm';
import type { Executor } from '../../plugins/db/vertical-scope.ts';

/** What a rollback needs of an applied row (issue 29), kept on its claim. */
export interface BulkRowKeptValues {
  previousValues: Record<string, string | null> | null;
  versionAfter: number;
  entityId?: string;
}

/** A row's result as the job records it; `kept` only for an applied row of a type that can be rolled back. */
export interface BulkRowResultValues {
  rowNumber: number;
  outcome: 'APPLIED' | 'FAILED';
  message: string;
  kept?: BulkRowKeptValues;
}

/** The rows as a relation (one JSON parameter: binding thousands of values one by one costs more). */
function resultsOf(rows: readonly BulkRowResultValues[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      rowNumber: r.rowNumber,
      outcome: r.outcome,
      message: r.message,
      ...(r.outcome === 'APPLIED' ? r.kept : undefined),
    })),
  );
  return sql`select * from jsonb_to_recordset(${json}::jsonb) as v("rowNumber" int, outcome text, message text,
    "previousValues" jsonb, "versionAfter" int, "entityId" text)`;
}

/** The CTEs writing the rows' outcomes (from `v`, the rows' relation) and adding them to the request's counters. */
function outcomesAndCounters(requestId: number, rows: readonly BulkRowResultValues[]) {
  const failed = rows.filter((r) => r.outcome === 'FAILED').length;
  return sql`outcomes as (
      update bulk_rows set outcome = v.outcome, message = v.message from v
      where bulk_rows.request_id = ${requestId} and bulk_rows.row_number = v."rowNumber"
    ),
    counters as (
      update bulk_requests set applied_rows = applied_rows + ${rows.length - failed},
        failed_rows = failed_rows + ${failed}
      where id = ${requestId}
    )`;
}

/** The outcomes of rows claimed before they were applied (one at a time) and the counters, in one statement. */
export async function setRowResults(db: Executor, requestId: number, rows: readonly BulkRowResultValues[]) {
  if (rows.length === 0) return;
  await db.execute(sql`with v as (${resultsOf(rows)}), ${outcomesAndCounters(requestId, rows)} select 1`);
}

/**
 * A batch's rows claimed (their idempotency records, with what a rollback needs) and recorded — outcomes
 * and counters — in ONE statement, after the batch was applied in the same transaction. Issue 30: keeping
 * the rollback's values a row at a time was two thirds of a 100,000-row pincode apply, and a claim
 * inserted before applying and updated after wrote each record twice. Resolves how many rows were claimed
 * here: fewer than given means some row was applied before, and the caller undoes the batch.
 */
export async function claimWithResults(db: Executor, requestId: number, rows: readonly BulkRowResultValues[]) {
  if (rows.length === 0) return 0;
  const claimed = await db.execute<{ n: number }>(sql`
    with v as (${resultsOf(rows)}),
    claims as (
      insert into bulk_row_applications (request_id, row_number, previous_values, version_after, entity_id)
      select ${requestId}, v."rowNumber", v."previousValues", v."versionAfter", v."entityId" from v
      on conflict do nothing
      returning 1
    ),
    ${outcomesAndCounters(requestId, rows)}
    select count(*)::int as n from claims`);
  return Number(claimed.rows[0]?.n ?? 0);
}
