import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../app.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/build-test-app.ts';
import { serializeLoggedError } from '../kits/log-error-serializer.ts';

/**
 * Bad input never becomes a 500: control characters are refused with a 400 naming the field, PostgreSQL's
 * refusals (found behind drizzle's DrizzleQueryError) map to 400/409/503, broken uploads to 400, and the
 * log keeps the SQL of a failed query but none of its values.
 */
let t: TestApp;
let admin: Record<string, string>;
let probe: BuiltApp;
const logLines: string[] = [];
const SECRET = 'SECRET-PHONE-9876543210';
const probeDataDir = mkdtempSync(join(tmpdir(), 'b2c-probe-'));

/** Real statements that PostgreSQL refuses, run through drizzle as the repositories run theirs. */
const PROBES: Record<string, ReturnType<typeof sql>> = {
  nul: sql`insert into probe_child (id, name) values (1, ${'a\u0000b'})`,
  notAnInteger: sql`select ${'abc'}::int`,
  outOfRange: sql`insert into probe_child (id, name) values (${2 ** 40}, 'x')`,
  badDate: sql`select ${'2024-13-45'}::date`,
  tooLong: sql`insert into probe_child (id, name) values (2, ${'far too long'})`,
  missing: sql`insert into probe_child (id, name) values (3, null)`,
  refused: sql`insert into probe_child (id, name) values (4, 'bad')`,
  duplicate: sql`insert into probe_parent (id, label) values (1, ${SECRET})`,
  noParent: sql`insert into probe_child (id, parent_id, name) values (5, 999, 'x')`,
  inUse: sql`delete from probe_parent where id = 1`,
  serialization: sql`do $$ begin raise exception 'could not serialize' using errcode = '40001'; end $$`,
  deadlock: sql`do $$ begin raise exception 'deadlock' using errcode = '40P01'; end $$`,
  timeout: sql`do $$ begin raise exception 'canceling statement' using errcode = '57014'; end $$`,
  unexpected: sql`select * from no_such_table_probe where name = ${SECRET}`,
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  await t.database.pool.query(`
    create table probe_parent (id int primary key, label text not null unique);
    create table probe_child (id int primary key, parent_id int references probe_parent (id),
      name varchar(5) not null check (name <> 'bad'));
    insert into probe_parent values (1, '${SECRET}');
    insert into probe_child (id, parent_id, name) values (100, 1, 'ok');`);
  const { buildApp } = await import('../app.ts');
  const { loadConfig } = await import('../config.ts');
  probe = await buildApp(
    loadConfig({ LOG_LEVEL: 'info', SEED: 'off', PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: probeDataDir }),
    {
      database: t.database,
      logStream: { write: (line) => void logLines.push(line) },
    },
  );
  // Public and outside /api: the probe app has its own IdP keys, and the probes need no caller.
  probe.app.post('/probe/:case', { config: { access: 'public' } }, async (request) => {
    await t.database.db.execute(PROBES[(request.params as { case: string }).case]!);
    return { data: 'no error' };
  });
  await probe.app.ready();
});
afterAll(async () => {
  await probe?.app.close();
  await t?.close();
  rmSync(probeDataDir, { recursive: true, force: true });
});

const call = (name: string) => probe.app.inject({ method: 'POST', url: `/probe/${name}` });

describe('control characters', () => {
  it('refuses NUL in a query string with a 400 naming the parameter (it was a PostgreSQL 500)', async () => {
    const res = await t.app.inject({ url: '/api/v1/state?name=%00', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'Invalid data. Please check and try again. Name must not contain control characters.',
      description: 'Invalid data. Please check and try again. Name must not contain control characters.',
      validation: [{ field: 'querystring.name', message: 'must not contain control characters' }],
      traceId: expect.stringMatching(/^[\da-f]{32}$/),
    });
  });

  it('refuses a zone whose name holds NUL or an escape character, and stores nothing', async () => {
    const before = await t.database.pool.query('select count(*)::int as n from zones');
    const zone = { code: 'Z-NUL', name: 'Zone\u0000', cityCode: 'AMD', c2c: false, active: true, locationCodes: [] };
    for (const name of ['Zone\u0000', 'Zone\u001b[2J']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/zone',
        headers: admin,
        payload: [{ ...zone, name }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation).toEqual([{ field: 'body.0.name', message: 'must not contain control characters' }]);
    }
    const after = await t.database.pool.query('select count(*)::int as n from zones');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('keeps tabs and line breaks, which are ordinary text', async () => {
    const res = await t.app.inject({ url: '/api/v1/state?name=a%09b%0Ac', headers: admin });
    expect(res.statusCode).toBe(200);
  });

  it('refuses NUL in a wildcard path parameter and in a header', async () => {
    const wildcard = await t.app.inject({ method: 'PUT', url: '/api/storage/upload/a%00b.png', payload: 'x' });
    expect(wildcard.statusCode).toBe(400);
    expect(wildcard.json().validation[0].field).toBe('params.*');
    const header = await t.app.inject({ url: '/api/v1/state', headers: { ...admin, 'x-note': 'a\u0001b' } });
    expect(header.statusCode).toBe(400);
    expect(header.json().validation[0].field).toBe('x-note');
  });

  it('refuses NUL in a sign-in query of the embedded IdP before it reaches the database', async () => {
    const res = await t.app.inject({ url: '/oidc/auth?client_id=%00&response_type=code&scope=openid' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PostgreSQL refusals behind drizzle', () => {
  const cases: [string, number, string, { field: string; message: string }[]?][] = [
    ['nul', 400, 'Invalid data. Please check and try again. A value contains characters that cannot be stored.'],
    ['notAnInteger', 400, 'Invalid data. Please check and try again. A value has an invalid format.'],
    ['outOfRange', 400, 'Invalid data. Please check and try again. A value is out of range.'],
    ['badDate', 400, 'Invalid data. Please check and try again. A value is not a valid date or time.'],
    ['tooLong', 400, 'Invalid data. Please check and try again. A value is too long.'],
    ['missing', 400, 'name: is required', [{ field: 'name', message: 'is required' }]],
    ['refused', 400, 'name: is not allowed', [{ field: 'name', message: 'is not allowed' }]],
    ['duplicate', 409, 'A record with the same id already exists.'],
    ['noParent', 400, 'parentId: refers to a record that does not exist.'],
    ['inUse', 409, 'The record is still in use and cannot be removed.'],
    ['serialization', 409, 'The record changed while saving; try again.'],
    ['deadlock', 409, 'The record changed while saving; try again.'],
    ['timeout', 503, 'The database took too long to answer; try again in a moment.'],
  ];
  it.each(cases)('%s → %i', async (name, status, message, validation) => {
    const res = await call(name);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    if (validation) expect(res.json().validation).toEqual(validation);
    expect(res.body).not.toMatch(/probe_|insert into|select |\$1/);
  });

  it('keeps the 500 for the unexpected, and its log line has the SQL but not the values', async () => {
    const res = await call('unexpected');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong. Please try again.');
    const log = logLines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('select * from no_such_table_probe where name = $1');
    expect(log).toContain('42P01');
    expect(log).not.toContain(SECRET);
  });

  it('logs no value a PostgreSQL detail repeats (a duplicate key)', async () => {
    const err = await t.database.db
      .execute(sql`insert into probe_parent (id, label) values (2, ${SECRET})`)
      .catch((e) => e);
    expect(String(err.cause?.detail)).toContain(SECRET);
    const logged = JSON.stringify(serializeLoggedError(err));
    expect(logged).toContain('insert into probe_parent (id, label) values (2, $1)');
    expect(logged).toContain('Key (label)=([redacted]) already exists.');
    expect(logged).not.toContain(SECRET);
  });
});

describe('broken uploads', () => {
  const boundary = 'probe-boundary';
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="appointmentId"',
    '',
    '10000000012',
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="chassis.png"',
    'Content-Type: image/png',
    '',
    '\u0089PNG half a file',
  ].join('\r\n');
  const upload = (payload: string | Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inventory/v1/upload/chassis',
      headers: { ...admin, 'content-type': contentType },
      payload,
    });

  it('answers a body cut off mid-part with 400', async () => {
    const res = await upload(head, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload was cut off or malformed.');
  });

  it('refuses a file name with control characters and stores nothing', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
      'hex',
    );
    const body = Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="appointmentId"',
          '',
          '10000000012',
          `--${boundary}`,
          'Content-Disposition: form-data; name="file"; filename="chassis\u0000.png"',
          'Content-Type: image/png',
          '',
          '',
        ].join('\r\n'),
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await t.database.pool.query('select count(*)::int as n from audit_log');
    const res = await upload(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().validation).toEqual([
      { field: 'body.file', message: 'the file name must not contain control characters' },
    ]);
    const after = await t.database.pool.query('select count(*)::int as n from audit_log');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers a missing or oversized boundary with 400', async () => {
    for (const contentType of ['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const res = await upload(head, contentType);
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toBe('The upload was cut off or malformed.');
    }
  });
});
