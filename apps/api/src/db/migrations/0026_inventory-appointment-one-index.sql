DROP INDEX "inventory_appointment_prefix_idx";--> statement-breakpoint
DROP INDEX "inventory_appointment_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_appointment_uq" ON "inventory" USING btree ("country","vehicle_type","appointment_id" text_pattern_ops);