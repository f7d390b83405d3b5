CREATE TABLE "roster_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"day" text NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"location_code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'APPLIED' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_leaves" ADD CONSTRAINT "user_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_shifts_user_day_uq" ON "roster_shifts" USING btree ("country","vehicle_type","user_id","week_start","day");--> statement-breakpoint
CREATE INDEX "roster_shifts_location_idx" ON "roster_shifts" USING btree ("country","vehicle_type","week_start","day","location_code");--> statement-breakpoint
CREATE INDEX "user_leaves_user_idx" ON "user_leaves" USING btree ("country","vehicle_type","user_id","from_date");--> statement-breakpoint
CREATE INDEX "inventory_movements_slot_idx" ON "inventory_movements" USING btree ("country","vehicle_type","from_location_code","requested_pickup_date");