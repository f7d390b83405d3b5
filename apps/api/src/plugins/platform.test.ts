import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('identity and vertical', () => {
  it('refuses a call without a token with 401 and a clear message', async () => {
    const res = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: expect.stringMatching(/bearer token/),
    });
  });

  it('refuses a forged token signed with another key', async () => {
    const [h, p] = (await t.tokenFor('admin')).split('.');
    const res = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { authorization: `Bearer ${h}.${p}.AAAA`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor('admin', { exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { authorization: `Bearer ${token}`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('needs X-Country and X-Vehicle-Type (400 naming the header)', async () => {
    const headers = await t.as('admin');
    const missing = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { authorization: headers.authorization! },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation[0].field).toBe('X-Country');
    const unknown = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { ...headers, 'x-vehicle-type': 'TRUCK' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validation[0].field).toBe('X-Vehicle-Type');
  });

  it('refuses a vertical outside the token claims with 403', async () => {
    const res = await t.app.inject({ url: '/api/config/ui-rules', headers: await t.as('ops.in', 'AE', 'CAR') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You have no access to AE CAR.');
  });
});

// The docs are public; pre-signed storage URLs carry their own authorisation, the signature (storage.ts);
// the error reports' endpoint takes the panel's SDK, which sends no token: bounded by origin and rate instead.
const signedOrDocs = (url: string) =>
  url.startsWith('/api/docs') || url.startsWith('/api/storage/') || url === '/api/1/envelope/';

describe('route table', () => {
  it('every route declares its access, and every /api route but the docs needs a signed-in caller', () => {
    expect(t.routes.length).toBeGreaterThan(5);
    for (const r of t.routes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
    const openApi = t.routes.filter((r) => r.url.startsWith('/api/') && !signedOrDocs(r.url) && r.access === 'public');
    expect(openApi).toEqual([]);
  });

  it('answers 401 without a token and 403 for another vertical on every /api route', async () => {
    const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api/') && !signedOrDocs(r.url) && r.method !== 'HEAD');
    const outsider = await t.as('ops.in', 'KSA', 'BIKE');
    for (const r of apiRoutes) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const method = r.method as 'GET';
      const anonymous = await t.app.inject({ method, url, headers: { 'x-country': 'IN', 'x-vehicle-type': 'CAR' } });
      expect(anonymous.statusCode, `${r.method} ${r.url}`).toBe(401);
      const other = await t.app.inject({ method, url, headers: outsider });
      expect(other.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('refuses to start when a route declares no access', async () => {
    const { buildApp } = await import('../app.ts');
    const built = await buildApp(t.config, { database: t.database });
    built.app.get('/api/undeclared', async () => ({ data: 1 }));
    await expect(built.app.ready()).rejects.toThrow(/GET \/api\/undeclared declares no valid access/);
    await built.jobs.stop({ graceful: false, wait: true });
  });
});

describe('errors', () => {
  it('answers an unexpected failure with a generic 500: no stack, no SQL', async () => {
    const { buildApp } = await import('../app.ts');
    const built = await buildApp(t.config, { database: t.database });
    built.app.get('/api/boom', { config: { access: 'authenticated' } }, async () => {
      await t.database.pool.query('SELECT * FROM no_such_table_secret');
    });
    built.app.post(
      '/api/echo',
      {
        config: { access: 'authenticated' },
        schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) },
      },
      async (request) => ({ data: request.body }),
    );
    await built.app.ready();
    const boom = await built.app.inject({ url: '/api/boom', headers: await t.as('admin') });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong. Please try again.',
      traceId: expect.stringMatching(/^[\da-f]{32}$/),
    });
    expect(boom.body).not.toMatch(/no_such_table|at |\.ts/);

    const bad = await built.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: await t.as('admin'),
      payload: { name: 'x', age: 'old' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().validation.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.age']));
    expect(bad.json().message).toBe(
      'Invalid data. Please check and try again. Name must be at least 2 characters. Age must be a number.',
    );
    await built.app.close();
  });

  it('maps a unique violation to 409', async () => {
    const { buildApp } = await import('../app.ts');
    const built = await buildApp(t.config, { database: t.database });
    built.app.post('/api/dup', { config: { access: 'authenticated' } }, async () => {
      await t.database.pool.query("INSERT INTO groups (name, permissions) VALUES ('ADMIN', '{}')");
    });
    await built.app.ready();
    const res = await built.app.inject({ method: 'POST', url: '/api/dup', headers: await t.as('admin') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A record with the same name already exists.');
    await built.app.close();
  });
});

describe('embedded database', () => {
  it('keeps answering /healthz while a 2 s query runs', async () => {
    const slow = t.database.pool.query('SELECT pg_sleep(2)');
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 100));
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await slow;
  });

  it('never interleaves two transactions: one rolls back, the other commits', async () => {
    const { db } = t.database;
    const { groups } = await import('../modules/users/users-tables.ts');
    const failing = db.transaction(async (tx) => {
      await tx.insert(groups).values({ name: 'TX_ROLLED_BACK', permissions: [] });
      await new Promise((r) => setTimeout(r, 150));
      throw new Error('roll back');
    });
    const committing = db.transaction(async (tx) => {
      await tx.insert(groups).values({ name: 'TX_COMMITTED', permissions: [] });
    });
    await expect(failing).rejects.toThrow('roll back');
    await committing;
    const { rows } = await t.database.pool.query<{ name: string }>(
      "SELECT name FROM groups WHERE name LIKE 'TX_%' ORDER BY name",
    );
    expect(rows.map((r) => r.name)).toEqual(['TX_COMMITTED']);
  });
});

describe('health and headers', () => {
  it('is ready when the database answers, and sends security headers', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends them on refusals and on the sign-in provider too (set as the request arrives, issue 30)', async () => {
    const refusals = [
      await t.app.inject({ url: '/api/inventory', headers: { 'x-country': 'IN', 'x-vehicle-type': 'CAR' } }),
      await t.app.inject({ url: '/api/inventory?name=a%7Fb', headers: await t.as('admin') }),
      await t.app.inject({ url: '/api/no/such/path' }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 400, 404]);
    const provider = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(provider.statusCode).toBe(200);
    for (const res of [...refusals, provider]) {
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('publishes a valid OpenAPI 3 document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/config/ui-rules', '/api/v1/users']));
  });
});

describe('logs', () => {
  it('never contain tokens, cookies or query strings', async () => {
    const { buildApp } = await import('../app.ts');
    const lines: string[] = [];
    const built = await buildApp(
      { ...t.config, logLevel: 'info' },
      {
        database: t.database,
        logStream: { write: (l) => void lines.push(l) },
      },
    );
    await built.app.ready();
    const token = await t.tokenFor('admin');
    await built.app.inject({
      url: '/api/config/ui-rules?code=secret-code',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: 'session=secret-cookie',
        'x-country': 'IN',
        'x-vehicle-type': 'CAR',
      },
    });
    await built.app.close();
    const log = lines.join('\n');
    expect(log).toContain('/api/config/ui-rules');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(token.slice(-20));
    expect(log).not.toContain('secret-cookie');
    expect(log).not.toContain('secret-code');
  });
});
