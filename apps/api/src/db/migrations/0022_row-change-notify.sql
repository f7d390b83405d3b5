-- Issue 29: every committed change tells the panels which rows changed. Every mutation writes its audit rows
-- in its own transaction, so one statement-level trigger on audit_log reaches them all; PostgreSQL delivers
-- a NOTIFY only at commit (none for a rollback) and folds identical ones of a transaction into one.
-- A statement naming more than 50 rows (a bulk upload) sends one notice per entity and vertical instead.
CREATE FUNCTION audit_log_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named integer;
BEGIN
  SELECT count(*) INTO named FROM (SELECT DISTINCT entity, entity_id FROM added LIMIT 51) AS rows_named;
  PERFORM pg_notify('b2c_row_changes', json_strip_nulls(json_build_object(
      'e', changed.entity, 'i', changed.entity_id, 'c', changed.country, 'v', changed.vehicle_type, 'b', changed.by
    ))::text)
  FROM (
    SELECT DISTINCT a.entity, CASE WHEN named <= 50 THEN a.entity_id END AS entity_id, a.country, a.vehicle_type,
      CASE
        WHEN a.auth_type = 'USER' THEN coalesce(u.name, a.actor_id)
        WHEN a.initiator IS NOT NULL AND a.source IS NOT NULL THEN a.initiator || ' via ' || a.source
        ELSE coalesce(a.initiator, a.source, a.actor_id)
      END AS by
    FROM added AS a LEFT JOIN users AS u ON a.auth_type = 'USER' AND u.user_name = a.actor_id
  ) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_row_changes AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_row_changes();
