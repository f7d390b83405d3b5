ALTER TABLE "store_locations" ADD COLUMN "test_drive_options" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "test_drive_directions" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "customer_area" text;