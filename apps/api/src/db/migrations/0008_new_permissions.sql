-- Permissions added with the new areas (issues 13–19). Groups are seeded once, so a database that
-- already has its groups gets the new keys here, as a fresh seed would give them: every new key to ADMIN,
-- stocking in and the day-to-day new areas to OPERATIONS, the key roles to the UAE key groups. On an empty
-- database (no groups yet) nothing changes.
UPDATE "groups" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['STOCK_IN', 'REQUEST_KEYS', 'MANAGE_KEYS', 'ASSIGN_CLEANING', 'REVIEW_CLEANING', 'MANAGE_TUTORIALS', 'MANAGE_FASTAG', 'MANAGE_DEALERS']::text[]) ORDER BY 1) WHERE "name" = 'ADMIN';--> statement-breakpoint
UPDATE "groups" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['STOCK_IN', 'ASSIGN_CLEANING', 'REVIEW_CLEANING', 'MANAGE_TUTORIALS', 'MANAGE_FASTAG', 'MANAGE_DEALERS']::text[]) ORDER BY 1) WHERE "name" = 'OPERATIONS';--> statement-breakpoint
UPDATE "groups" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['MANAGE_KEYS']::text[]) ORDER BY 1) WHERE "name" = 'UAE_KEY_MANAGER';--> statement-breakpoint
UPDATE "groups" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['REQUEST_KEYS']::text[]) ORDER BY 1) WHERE "name" = 'UAE_KEY_REQUESTER';
