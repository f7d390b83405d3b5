-- Issue 30: a row's idempotency claim and what its rollback needs move onto the row itself, so applying a
-- row writes it once (one UPDATE of the row the upload inserted) instead of that UPDATE plus an insert into
-- bulk_row_applications. Existing jobs' claims and rollback values are carried over before the table goes.
-- The (request, outcome) index goes too: every read by outcome stays within one request's primary-key
-- range, and the index made every outcome written a second index entry.
ALTER TABLE "bulk_rows" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD COLUMN "previous_values" jsonb;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD COLUMN "version_after" integer;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD COLUMN "entity_id" text;--> statement-breakpoint
UPDATE "bulk_rows" AS r SET "claimed_at" = a."applied_at", "previous_values" = a."previous_values",
  "version_after" = a."version_after", "entity_id" = a."entity_id"
FROM "bulk_row_applications" AS a
WHERE a."request_id" = r."request_id" AND a."row_number" = r."row_number";--> statement-breakpoint
DROP TABLE "bulk_row_applications" CASCADE;--> statement-breakpoint
DROP INDEX "bulk_rows_outcome_idx";
