CREATE TABLE "bulk_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text NOT NULL,
	"good_rows_only" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"applied_rows" integer DEFAULT 0 NOT NULL,
	"pending_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"retry_of" bigint,
	"aborted_by" text,
	"aborted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_row_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_rows" (
	"request_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"pending_action_id" bigint,
	CONSTRAINT "bulk_rows_request_id_row_number_pk" PRIMARY KEY("request_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "cleaning_task_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"task_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"detail" text,
	"client_type" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cleaning_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"location_code" text NOT NULL,
	"state" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"reclean_of" bigint,
	"cleaner_id" integer,
	"cleaner_name" text,
	"before_key" text,
	"before_by" text,
	"before_at" timestamp with time zone,
	"after_key" text,
	"after_by" text,
	"after_at" timestamp with time zone,
	"checklist" jsonb,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"assigned_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"client_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"network_type" text,
	"city_code" text NOT NULL,
	"contact_name" text,
	"contact_mobile" text,
	"contact_email" text,
	"location_codes" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"document_location" text,
	"destination_location" text,
	"slot" text,
	"remarks" text,
	"procured_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fastag_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"issuer" text NOT NULL,
	"tag_classes" text[] NOT NULL,
	"required_documents" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fastag_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"order_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fastag_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"order_number" text NOT NULL,
	"appointment_id" text NOT NULL,
	"registration_number" text,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"serial_number" text,
	"tag_class" text,
	"status" text NOT NULL,
	"kyc_status" text NOT NULL,
	"kyc_rejection_reason" text,
	"activated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	CONSTRAINT "fastag_orders_activated_ck" CHECK ("fastag_orders"."status" <> 'ACTIVATED' or "fastag_orders"."serial_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "car_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"key_type" text NOT NULL,
	"status" text NOT NULL,
	"location_code" text,
	"last_location_code" text NOT NULL,
	"holder" text,
	"key_request_id" integer,
	"since" timestamp with time zone NOT NULL,
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	CONSTRAINT "car_keys_one_place_ck" CHECK (("car_keys"."status" = 'KEY_IN' and "car_keys"."location_code" is not null and "car_keys"."holder" is null)
        or ("car_keys"."status" = 'KEY_OUT' and "car_keys"."holder" is not null and "car_keys"."location_code" is null)),
	CONSTRAINT "car_keys_key_type_ck" CHECK ("car_keys"."key_type" in ('KEY_DETAILS', 'SPARE_KEY_DETAILS'))
);
--> statement-breakpoint
CREATE TABLE "key_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"vin_number" text,
	"state" text NOT NULL,
	"requested_by" text NOT NULL,
	"number_of_keys" integer,
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	CONSTRAINT "key_requests_keys_received_ck" CHECK (("key_requests"."state" = 'RECEIVED') = ("key_requests"."number_of_keys" is not null) and coalesce("key_requests"."number_of_keys", 1) between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "location_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"location_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dnd_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"mobile_number" text NOT NULL,
	"reason" text NOT NULL,
	"channels" jsonb NOT NULL,
	"expires_on" date,
	"expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"mobile_number" text NOT NULL,
	"customer_name" text,
	"preferred_channel" text NOT NULL,
	"preferred_language" text,
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_movement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"schedule_id" integer NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"appointment_id" text NOT NULL,
	"outcome" text NOT NULL,
	"movement_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_ids" jsonb NOT NULL,
	"from_location_code" text NOT NULL,
	"to_location_code" text NOT NULL,
	"vendor" text NOT NULL,
	"logistics_mode" text NOT NULL,
	"pickup_option" text NOT NULL,
	"slot_code" text NOT NULL,
	"repeat" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"run_time" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"failure_reason" text,
	"last_run_at" timestamp with time zone,
	"remarks" text,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_definition_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"definition_id" integer NOT NULL,
	"slot_type" text NOT NULL,
	"code" text NOT NULL,
	"days" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"media_kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorials_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	CONSTRAINT "organisations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
DROP INDEX "inventory_registration_idx";--> statement-breakpoint
DROP INDEX "inventory_chassis_idx";--> statement-breakpoint
DROP INDEX "inventory_vin_idx";--> statement-breakpoint
DROP INDEX "inventory_stock_id_idx";--> statement-breakpoint
ALTER TABLE "slot_node_configs" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_node_configs" ADD COLUMN "capacities" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_provider" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "bulk_row_applications" ADD CONSTRAINT "bulk_row_applications_request_id_bulk_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bulk_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_request_id_bulk_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bulk_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_task_events" ADD CONSTRAINT "cleaning_task_events_task_id_cleaning_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."cleaning_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fastag_documents" ADD CONSTRAINT "fastag_documents_order_id_fastag_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fastag_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_keys" ADD CONSTRAINT "car_keys_key_request_id_key_requests_id_fk" FOREIGN KEY ("key_request_id") REFERENCES "public"."key_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_media" ADD CONSTRAINT "location_media_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_movement_runs" ADD CONSTRAINT "scheduled_movement_runs_schedule_id_scheduled_movements_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_requests_vertical_idx" ON "bulk_requests" USING btree ("country","vehicle_type","id");--> statement-breakpoint
CREATE INDEX "bulk_requests_status_idx" ON "bulk_requests" USING btree ("country","vehicle_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_row_applications_request_row_uq" ON "bulk_row_applications" USING btree ("request_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_rows_outcome_idx" ON "bulk_rows" USING btree ("request_id","outcome");--> statement-breakpoint
CREATE INDEX "cleaning_task_events_task_idx" ON "cleaning_task_events" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_state_idx" ON "cleaning_tasks" USING btree ("country","vehicle_type","state","created_at");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_car_idx" ON "cleaning_tasks" USING btree ("country","vehicle_type","appointment_id");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_reclean_idx" ON "cleaning_tasks" USING btree ("reclean_of");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code_uq" ON "dealers" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE INDEX "dealers_name_idx" ON "dealers" USING btree ("country","vehicle_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_car_type_uq" ON "documents" USING btree ("country","vehicle_type","appointment_id","document_type");--> statement-breakpoint
CREATE INDEX "documents_pending_idx" ON "documents" USING btree ("country","vehicle_type","document_location","status") WHERE "documents"."status" <> 'DONE';--> statement-breakpoint
CREATE UNIQUE INDEX "fastag_configs_vertical_uq" ON "fastag_configs" USING btree ("country","vehicle_type");--> statement-breakpoint
CREATE UNIQUE INDEX "fastag_documents_type_uq" ON "fastag_documents" USING btree ("order_id","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "fastag_documents_key_uq" ON "fastag_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "fastag_documents_vertical_idx" ON "fastag_documents" USING btree ("country","vehicle_type","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fastag_orders_number_uq" ON "fastag_orders" USING btree ("country","vehicle_type","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fastag_orders_serial_uq" ON "fastag_orders" USING btree ("country","vehicle_type","serial_number") WHERE "fastag_orders"."serial_number" is not null;--> statement-breakpoint
CREATE INDEX "fastag_orders_grid_idx" ON "fastag_orders" USING btree ("country","vehicle_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_keys_one_per_key_uq" ON "car_keys" USING btree ("country","vehicle_type","appointment_id","key_type");--> statement-breakpoint
CREATE INDEX "car_keys_out_idx" ON "car_keys" USING btree ("country","vehicle_type","since") WHERE "car_keys"."status" = 'KEY_OUT';--> statement-breakpoint
CREATE UNIQUE INDEX "key_requests_one_open_uq" ON "key_requests" USING btree ("country","vehicle_type","appointment_id") WHERE "key_requests"."state" in ('REQUESTED', 'READY_TO_BE_PICKED');--> statement-breakpoint
CREATE INDEX "key_requests_grid_idx" ON "key_requests" USING btree ("country","vehicle_type","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_media_key_uq" ON "location_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "location_media_location_idx" ON "location_media" USING btree ("country","vehicle_type","location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dnd_entries_mobile_uq" ON "dnd_entries" USING btree ("country","vehicle_type","mobile_number");--> statement-breakpoint
CREATE INDEX "dnd_entries_expires_idx" ON "dnd_entries" USING btree ("country","vehicle_type","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_mobile_uq" ON "user_preferences" USING btree ("country","vehicle_type","mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_movement_runs_once_uq" ON "scheduled_movement_runs" USING btree ("schedule_id","occurrence_at","appointment_id");--> statement-breakpoint
CREATE INDEX "scheduled_movements_due_idx" ON "scheduled_movements" USING btree ("state","next_run_at");--> statement-breakpoint
CREATE INDEX "scheduled_movements_list_idx" ON "scheduled_movements" USING btree ("country","vehicle_type","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_definition_slots_uq" ON "slot_definition_slots" USING btree ("country","vehicle_type","slot_type","code");--> statement-breakpoint
CREATE INDEX "tutorials_list_idx" ON "tutorials" USING btree ("country","vehicle_type","category","title");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_appointment_prefix_idx" ON "inventory" USING btree ("country","vehicle_type","appointment_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_registration_idx" ON "inventory" USING btree ("country","vehicle_type","registration_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_chassis_idx" ON "inventory" USING btree ("country","vehicle_type","chassis_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_vin_idx" ON "inventory" USING btree ("country","vehicle_type","vin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_stock_id_idx" ON "inventory" USING btree ("country","vehicle_type","stock_id" text_pattern_ops);