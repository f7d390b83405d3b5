ALTER TABLE "bulk_requests" ADD COLUMN "cancelled_approvals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_row_applications" ADD COLUMN "entity_id" text;