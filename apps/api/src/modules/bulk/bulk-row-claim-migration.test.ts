import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../api-paths.ts';

/**
 * Migration 0027 (issue 30) moves a row's claim and rollback values from bulk_row_applications onto
 * bulk_rows and drops that table: a job applied before it must still read as applied, with what its
 * rollback needs. Run on a database migrated to 0026 holding such a job, then migrated on.
 */
const files = readdirSync(API_PATHS.migrations)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(join(API_PATHS.migrations, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
};

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0027: the claim on the row', () => {
  it("carries an applied job's claims and rollback values over to its rows", async () => {
    const claimMigration = files.findIndex((f) => f.startsWith('0027_'));
    for (const file of files.slice(0, claimMigration)) await run(db, file);
    await db.exec(`
      insert into bulk_requests (id, country, vehicle_type, type, file_name, file_format, file_key, status, created_by, updated_by)
      values (7, 'IN', 'CAR', 'PINCODE', 'old.csv', 'CSV', 'k', 'COMPLETED', 'admin', 'admin');
      insert into bulk_rows (request_id, row_number, cells, errors, outcome)
      values (7, 2, '{}', '[]', 'APPLIED'), (7, 3, '{}', '[]', 'APPLIED'), (7, 4, '{}', '[]', 'FAILED');
      insert into bulk_row_applications (request_id, row_number, applied_at, previous_values, version_after, entity_id)
      values (7, 2, '2026-01-02T03:04:05Z', '{"area": "Before"}', 4, '41'), (7, 3, '2026-01-02T03:04:06Z', null, 1, '42');`);

    for (const file of files.slice(claimMigration)) await run(db, file);

    const { rows } = await db.query(
      `select row_number, claimed_at, previous_values, version_after, entity_id from bulk_rows
       where request_id = 7 order by row_number`,
    );
    expect(rows).toEqual([
      {
        row_number: 2,
        claimed_at: new Date('2026-01-02T03:04:05Z'),
        previous_values: { area: 'Before' },
        version_after: 4,
        entity_id: '41',
      },
      {
        row_number: 3,
        claimed_at: new Date('2026-01-02T03:04:06Z'),
        previous_values: null,
        version_after: 1,
        entity_id: '42',
      },
      { row_number: 4, claimed_at: null, previous_values: null, version_after: null, entity_id: null },
    ]);
    const table = await db.query(`select to_regclass('bulk_row_applications') as t`);
    expect(table.rows).toEqual([{ t: null }]);
  });
});
