CREATE TABLE "yard_audit_expected" (
	"audit_id" bigint NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"registration_number" text,
	"chassis_number" text,
	"vehicle" text NOT NULL,
	"pending_action_id" bigint,
	"missing_reason" text,
	"reported_by" text,
	"reported_at" timestamp with time zone,
	CONSTRAINT "yard_audit_expected_audit_id_appointment_id_pk" PRIMARY KEY("audit_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "yard_audit_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"audit_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"subject" text NOT NULL,
	"identifier" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"appointment_id" text,
	"registration_number" text,
	"chassis_number" text,
	"vehicle" text,
	"system_location_code" text,
	"system_location_name" text,
	"system_location_status" text,
	"system_since" timestamp with time zone,
	"scanned_by" text NOT NULL,
	"scanned_by_name" text NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stocked_in_by" text,
	"stocked_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "yard_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"location_code" text NOT NULL,
	"location_name" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"started_by" text NOT NULL,
	"started_by_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_by" text,
	"finished_by_name" text,
	"finished_at" timestamp with time zone,
	"expected_count" integer NOT NULL,
	"found_count" integer DEFAULT 0 NOT NULL,
	"unexpected_count" integer DEFAULT 0 NOT NULL,
	"unknown_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yard_audit_expected" ADD CONSTRAINT "yard_audit_expected_audit_id_yard_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."yard_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_audit_scans" ADD CONSTRAINT "yard_audit_scans_audit_id_yard_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."yard_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "yard_audit_scans_key_uq" ON "yard_audit_scans" USING btree ("audit_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_audit_scans_subject_uq" ON "yard_audit_scans" USING btree ("audit_id","subject");--> statement-breakpoint
CREATE INDEX "yard_audit_scans_outcome_idx" ON "yard_audit_scans" USING btree ("audit_id","outcome");--> statement-breakpoint
CREATE INDEX "yard_audits_location_idx" ON "yard_audits" USING btree ("country","vehicle_type","location_code","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_audits_open_uq" ON "yard_audits" USING btree ("country","vehicle_type","location_code") WHERE "yard_audits"."status" = 'OPEN';--> statement-breakpoint
-- Issue 28: the new permission for groups that already exist, as a fresh seed gives it (0008's pattern):
-- ADMIN has every key, OPERATIONS audits yards. On an empty database nothing changes.
UPDATE "groups" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['YARD_AUDIT']::text[]) ORDER BY 1) WHERE "name" IN ('ADMIN', 'OPERATIONS');
