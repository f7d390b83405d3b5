CREATE TABLE "idempotency_keys" (
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"user_name" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_country_vehicle_type_user_name_key_pk" PRIMARY KEY("country","vehicle_type","user_name","key")
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"inventory_id" bigint NOT NULL,
	"appointment_id" text NOT NULL,
	"movement_type" text NOT NULL,
	"phase" text NOT NULL,
	"status" text NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"from_location_code" text NOT NULL,
	"to_location_code" text NOT NULL,
	"next_hop_location_code" text,
	"request_type" text NOT NULL,
	"pickup_option" text NOT NULL,
	"external_pickup" boolean DEFAULT false NOT NULL,
	"external_delivery" boolean DEFAULT false NOT NULL,
	"external_movement" boolean DEFAULT false NOT NULL,
	"vendor" text,
	"logistics_mode" text,
	"driver_name" text,
	"driver_mobile" text,
	"driver_email" text,
	"locus_team_id" text,
	"requested_pickup_time" timestamp with time zone NOT NULL,
	"requested_pickup_date" text NOT NULL,
	"slot_code" text NOT NULL,
	"slot_from" text NOT NULL,
	"slot_to" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"remarks" text,
	"trip_started_at" timestamp with time zone,
	"trip_ended_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" text NOT NULL,
	"movement_id" bigint,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"transport" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"slot_type" text NOT NULL,
	"codes" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_node_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"definition_id" integer NOT NULL,
	"location_code" text NOT NULL,
	"slot_type" text NOT NULL,
	"slot_codes" text[] NOT NULL,
	"lead_time_minutes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_movements_open_uq" ON "inventory_movements" USING btree ("country","vehicle_type","inventory_id") WHERE not "inventory_movements"."complete";--> statement-breakpoint
CREATE INDEX "inventory_movements_inventory_idx" ON "inventory_movements" USING btree ("country","vehicle_type","inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_grid_idx" ON "inventory_movements" USING btree ("country","vehicle_type","complete","requested_pickup_time","slot_from","slot_to","id");--> statement-breakpoint
CREATE INDEX "notification_outbox_apt_idx" ON "notification_outbox" USING btree ("country","vehicle_type","appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_definitions_type_uq" ON "slot_definitions" USING btree ("country","vehicle_type","slot_type");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_node_configs_uq" ON "slot_node_configs" USING btree ("country","vehicle_type","location_code","slot_type");