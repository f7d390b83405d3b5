ALTER TABLE "organisations" DROP CONSTRAINT "organisations_name_unique";--> statement-breakpoint
-- Names that differ only in case (possible before this index, by a race): later ones get their id appended, so the index can be built and nothing is lost.
UPDATE "organisations" o SET "name" = o."name" || ' (' || o."id" || ')', "version" = o."version" + 1
WHERE EXISTS (SELECT 1 FROM "organisations" e WHERE lower(e."name") = lower(o."name") AND e."id" < o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_name_lower_key" ON "organisations" USING btree (lower("name"));--> statement-breakpoint
-- Issue 25 added VIEW_ERRORS after databases were seeded: the ADMIN group ("every permission") gains it.
UPDATE "groups" SET "permissions" = array_append("permissions", 'VIEW_ERRORS'), "version" = "version" + 1
WHERE "name" = 'ADMIN' AND NOT ('VIEW_ERRORS' = ANY("permissions"));
