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

/**
 * A batch's rows claimed, with their outcomes, what a rollback needs and the counters, in ONE statement
 * after the batch was applied in the same transaction: one UPDATE of each row the upload inserted (issue
 * 30 — the claim was a record of its own, inserted beside that update, so each applied row was written
 * twice). A row is claimed only where `claimed_at` is still null, and the counters count only the rows
 * claimed here. Resolves how many rows were claimed: fewer than given means some row was applied before,
 * and the caller undoes its transaction (that row is never applied twice).
 */
export async function claimWithResults(db: Executor, requestId: number, rows: readonly BulkRowResultValues[]) {
  if (rows.length === 0) return 0;
  const claimed = await db.execute<{ n: number }>(sql`
    with v as (${resultsOf(rows)}),
    claimed as (
      update bulk_rows set claimed_at = now(), outcome = v.outcome, message = v.message,
        previous_values = v."previousValues", version_after = v."versionAfter", entity_id = v."entityId"
      from v
      where bulk_rows.request_id = ${requestId} and bulk_rows.row_number = v."rowNumber"
        and bulk_rows.claimed_at is null
      returning bulk_rows.outcome
    ),
    counters as (
      update bulk_requests set
        applied_rows = applied_rows + (select count(*) from claimed where outcome = 'APPLIED'),
        failed_rows = failed_rows + (select count(*) from claimed where outcome = 'FAILED')
      where id = ${requestId}
    )
    select count(*)::int as n from claimed`);
  return Number(claimed.rows[0]?.n ?? 0);
}
