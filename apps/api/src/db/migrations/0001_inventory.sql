CREATE TABLE "inventory_chassis_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_base64" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"vin" text,
	"stock_id" text,
	"registration_number" text,
	"chassis_number" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text,
	"year" integer NOT NULL,
	"fuel" text,
	"colour" text,
	"odometer" integer,
	"location_code" text,
	"last_location_code" text,
	"location_status" text,
	"location_since" timestamp with time zone,
	"movement_active" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"listing_price" numeric(14, 2),
	"target_price" numeric(14, 2),
	"avg_market_price" numeric(14, 2),
	"price_change_reason" text,
	"published" boolean DEFAULT false NOT NULL,
	"publish_status" text DEFAULT 'UNPUBLISHED' NOT NULL,
	"publish_failure_reason" text,
	"sold" boolean DEFAULT false NOT NULL,
	"reserve_status" text,
	"inventory_stage" text,
	"inventory_sub_stage" text,
	"inventory_type" text,
	"parking_slot" text,
	"gps_tracker_number" text,
	"egc" text,
	"hold_reason" text,
	"business_label" text,
	"sales_type" text,
	"network_type" text,
	"refurb_stage" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_inspections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"inspection_type" text NOT NULL,
	"inspector" text NOT NULL,
	"score" numeric(3, 1) NOT NULL,
	"remarks" text,
	"refurb_cost" numeric(14, 2),
	"refurb_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) NOT NULL,
	"delivery_mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"appointment_id" text NOT NULL,
	"type" text NOT NULL,
	"sub_reason" text,
	"current_value" text,
	"proposed_value" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decided_value" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inventory_chassis_uploads_apt_idx" ON "inventory_chassis_uploads" USING btree ("country","vehicle_type","appointment_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_appointment_uq" ON "inventory" USING btree ("country","vehicle_type","appointment_id");--> statement-breakpoint
CREATE INDEX "inventory_registration_idx" ON "inventory" USING btree ("country","vehicle_type","registration_number");--> statement-breakpoint
CREATE INDEX "inventory_chassis_idx" ON "inventory" USING btree ("country","vehicle_type","chassis_number");--> statement-breakpoint
CREATE INDEX "inventory_vin_idx" ON "inventory" USING btree ("country","vehicle_type","vin");--> statement-breakpoint
CREATE INDEX "inventory_stock_id_idx" ON "inventory" USING btree ("country","vehicle_type","stock_id");--> statement-breakpoint
CREATE INDEX "inventory_grid_updated_idx" ON "inventory" USING btree ("country","vehicle_type","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inventory_grid_status_idx" ON "inventory" USING btree ("country","vehicle_type","status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inventory_grid_location_idx" ON "inventory" USING btree ("country","vehicle_type","location_code","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inventory_grid_published_idx" ON "inventory" USING btree ("country","vehicle_type","published","sold","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inventory_reserved_idx" ON "inventory" USING btree ("country","vehicle_type","reserve_status") WHERE "inventory"."reserve_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_movement_idx" ON "inventory" USING btree ("country","vehicle_type","location_status") WHERE "inventory"."movement_active";--> statement-breakpoint
CREATE INDEX "inventory_inspections_apt_idx" ON "inventory_inspections" USING btree ("country","vehicle_type","appointment_id","inspection_type");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_orders_order_uq" ON "inventory_orders" USING btree ("country","vehicle_type","order_id");--> statement-breakpoint
CREATE INDEX "inventory_orders_apt_idx" ON "inventory_orders" USING btree ("country","vehicle_type","appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "pending_actions_list_idx" ON "pending_actions" USING btree ("country","vehicle_type","status","type","sub_reason","requested_at");--> statement-breakpoint
CREATE INDEX "pending_actions_apt_idx" ON "pending_actions" USING btree ("country","vehicle_type","appointment_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_actions_open_uq" ON "pending_actions" USING btree ("country","vehicle_type","appointment_id","type") WHERE "pending_actions"."status" = 'PENDING';