CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"driver_type" text NOT NULL,
	"staff_type" text NOT NULL,
	"vendor" text NOT NULL,
	"home_location_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"driver_id" integer NOT NULL,
	"availability" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	CONSTRAINT "resource_plans_driver_id_unique" UNIQUE("driver_id")
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"location_type" text NOT NULL,
	"location_subtype" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"holding_period_days" integer DEFAULT 0 NOT NULL,
	"serves_verticals" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intercity_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"from_city_code" text NOT NULL,
	"to_city_code" text NOT NULL,
	"distance_km" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"pincode" text NOT NULL,
	"city_code" text NOT NULL,
	"area" text NOT NULL,
	"serviceable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city_codes" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"union_territory" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"c2c" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"location_codes" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_plans" ADD CONSTRAINT "resource_plans_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_mobile_uq" ON "drivers" USING btree ("country","vehicle_type","mobile");--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree ("country","vehicle_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_code_uq" ON "store_locations" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE INDEX "store_locations_stock_in_idx" ON "store_locations" USING btree ("country","vehicle_type","location_type","city_code","active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_code_uq" ON "cities" USING btree ("country","code");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("country","active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "intercity_routes_code_uq" ON "intercity_routes" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "makes_code_uq" ON "makes" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "pincodes_pincode_uq" ON "pincodes" USING btree ("country","vehicle_type","pincode");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_uq" ON "regions" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "states_code_uq" ON "states" USING btree ("country","vehicle_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_code_uq" ON "zones" USING btree ("country","vehicle_type","code");