ALTER TABLE "bulk_requests" ADD COLUMN "rolled_back_by" text;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "rolled_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "reverted_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "not_reverted_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_row_applications" ADD COLUMN "previous_values" jsonb;--> statement-breakpoint
ALTER TABLE "bulk_row_applications" ADD COLUMN "version_after" integer;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD COLUMN "rollback_outcome" text;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD COLUMN "rollback_message" text;