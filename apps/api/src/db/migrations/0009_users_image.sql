ALTER TABLE "users" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_file_name" text;