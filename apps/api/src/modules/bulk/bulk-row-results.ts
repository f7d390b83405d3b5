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

/**
 * The outcomes of a batch of rows, what a rollback needs of each applied one (on its claim) and the
 * request's counters, in ONE statement: issue 30 measured keeping the rollback's values a row at a time
 * at two thirds of a 100,000-row pincode apply. The rows go in as one JSON parameter (binding thousands
 * of values one by one costs more than the update); the claims exist already (claimed before applying).
 */
export async function setRowResults(db: Executor, requestId: number, rows: readonly BulkRowResultValues[]) {
  if (rows.length === 0) return;
  const failed = rows.filter((r) => r.outcome === 'FAILED').length;
  const json = JSON.stringify(
    rows.map((r) => ({
      rowNumber: r.rowNumber,
      outcome: r.outcome,
      message: r.message,
      ...(r.outcome === 'APPLIED' && r.kept ? { kept: true, ...r.kept } : {}),
    })),
  );
  await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v("rowNumber" int, outcome text, message text,
        kept boolean, "previousValues" jsonb, "versionAfter" int, "entityId" text)
    ),
    outcomes as (
      update bulk_rows set outcome = v.outcome, message = v.message from v
      where bulk_rows.request_id = ${requestId} and bulk_rows.row_number = v."rowNumber"
    ),
    kept as (
      update bulk_row_applications a set previous_values = v."previousValues", version_after = v."versionAfter",
        entity_id = v."entityId"
      from v where v.kept and a.request_id = ${requestId} and a.row_number = v."rowNumber"
    )
    update bulk_requests set applied_rows = applied_rows + ${rows.length - failed},
      failed_rows = failed_rows + ${failed}
    where id = ${requestId}`);
}
