-- What a PINCODE bulk upload must do, done by hand in SQL (issue 30, "bulk upload against the same
-- writes"): the yardstick bench/bulk-upload.ts runs through psql beside the product. One transaction:
-- COPY the file into a staging table, check each row against the data (a city of the country), lock the
-- existing pincodes, upsert only the rows that change something (version + 1), one audit row per
-- changed field (every field of a created pincode, as the product audits a create), and one outcome row
-- per input row in bulk_rows under a bulk request of its own. The CSV on standard input; variable :actor.
\set ON_ERROR_STOP 1
BEGIN;
CREATE TEMP TABLE bulk_in (pincode text, city_code text, area text, serviceable boolean, active boolean) ON COMMIT DROP;
\copy bulk_in FROM pstdin WITH (FORMAT csv, HEADER true)

CREATE TEMP TABLE bulk_checked ON COMMIT DROP AS
SELECT row_number() OVER () AS row_number, b.*, c.code IS NOT NULL AS city_ok, p.id AS existing_id,
  p.city_code AS old_city_code, p.area AS old_area, p.serviceable AS old_serviceable, p.active AS old_active
FROM bulk_in b
LEFT JOIN cities c ON c.country = 'IN' AND c.code = b.city_code
LEFT JOIN pincodes p ON p.country = 'IN' AND p.vehicle_type = 'CAR' AND p.pincode = b.pincode;

CREATE TEMP TABLE bulk_locked ON COMMIT DROP AS
SELECT p.id FROM pincodes p JOIN bulk_checked b ON p.id = b.existing_id FOR UPDATE OF p;

CREATE TEMP TABLE bulk_fields ON COMMIT DROP AS
SELECT b.row_number, b.existing_id, f.field, f.old_value, f.new_value
FROM bulk_checked b
CROSS JOIN LATERAL (VALUES
  ('pincode', CASE WHEN b.existing_id IS NULL THEN NULL ELSE b.pincode END, b.pincode),
  ('cityCode', b.old_city_code, b.city_code),
  ('area', b.old_area, b.area),
  ('serviceable', b.old_serviceable::text, b.serviceable::text),
  ('active', b.old_active::text, b.active::text)
) AS f(field, old_value, new_value)
WHERE b.city_ok AND f.old_value IS DISTINCT FROM f.new_value;

UPDATE pincodes p SET city_code = b.city_code, area = b.area, serviceable = b.serviceable, active = b.active,
  version = p.version + 1, updated_at = now(), updated_by = :'actor'
FROM bulk_checked b
WHERE p.id = b.existing_id AND b.city_ok
  AND EXISTS (SELECT 1 FROM bulk_fields f WHERE f.row_number = b.row_number);

CREATE TEMP TABLE bulk_created ON COMMIT DROP AS
WITH inserted AS (
  INSERT INTO pincodes (country, vehicle_type, pincode, city_code, area, serviceable, active, updated_by)
  SELECT 'IN', 'CAR', b.pincode, b.city_code, b.area, b.serviceable, b.active, :'actor'
  FROM bulk_checked b WHERE b.city_ok AND b.existing_id IS NULL
  RETURNING id, pincode)
SELECT * FROM inserted;

INSERT INTO audit_log (country, vehicle_type, entity, entity_id, action, field, old_value, new_value, auth_type, actor_id)
SELECT 'IN', 'CAR', 'pincode', coalesce(f.existing_id, c.id)::text,
  CASE WHEN f.existing_id IS NULL THEN 'CREATE' ELSE 'UPDATE' END, f.field, f.old_value, f.new_value, 'USER', :'actor'
FROM bulk_fields f
JOIN bulk_checked b ON b.row_number = f.row_number
LEFT JOIN bulk_created c ON f.existing_id IS NULL AND c.pincode = b.pincode;

WITH request AS (
  INSERT INTO bulk_requests (country, vehicle_type, type, file_name, file_format, file_key, status, total_rows, created_by)
  VALUES ('IN', 'CAR', 'PINCODE', 'reference.csv', 'CSV', 'reference', 'COMPLETED', (SELECT count(*) FROM bulk_checked), :'actor')
  RETURNING id)
INSERT INTO bulk_rows (request_id, row_number, cells, errors, outcome, message)
SELECT request.id, b.row_number,
  jsonb_build_object('pincode', b.pincode, 'cityCode', b.city_code, 'area', b.area, 'serviceable', b.serviceable, 'active', b.active),
  CASE WHEN b.city_ok THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('column', 'cityCode', 'message', 'City ' || b.city_code || ' is not a city of IN.')) END,
  CASE WHEN NOT b.city_ok THEN 'FAILED'
       WHEN NOT EXISTS (SELECT 1 FROM bulk_fields f WHERE f.row_number = b.row_number) THEN 'FAILED'
       ELSE 'APPLIED' END,
  CASE WHEN NOT b.city_ok THEN 'City ' || b.city_code || ' is not a city of IN.'
       WHEN b.existing_id IS NULL THEN 'Pincode ' || b.pincode || ' created.'
       WHEN NOT EXISTS (SELECT 1 FROM bulk_fields f WHERE f.row_number = b.row_number) THEN 'Pincode ' || b.pincode || ' changes nothing.'
       ELSE 'Pincode ' || b.pincode || ' updated.' END
FROM bulk_checked b, request;
COMMIT;
