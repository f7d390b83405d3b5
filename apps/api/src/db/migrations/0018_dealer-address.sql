ALTER TABLE "dealers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "longitude" double precision;