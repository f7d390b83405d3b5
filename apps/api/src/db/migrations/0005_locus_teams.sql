CREATE TABLE "locus_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "locus_teams_team_id_uq" ON "locus_teams" USING btree ("country","vehicle_type","team_id");--> statement-breakpoint
CREATE INDEX "locus_teams_active_name_idx" ON "locus_teams" USING btree ("country","vehicle_type","active","name");