import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogEndpoints,
  cleaningEndpoints,
  configEndpoints,
  dealerEndpoints,
  documentAuditEndpoints,
  fastagAuditEndpoints,
  preferenceEndpoints,
  scheduledEndpoints,
  usersEndpoints,
  type AuditEndpoints,
  type Endpoint,
} from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/**
 * Every trail an area defines: the shared ones of `auditLogEndpoints` and those an area keeps with its
 * own endpoints. A new trail is added here, so the check below still finds a trail served by no definition.
 */
const trails: AuditEndpoints[] = [
  ...Object.values(auditLogEndpoints),
  preferenceEndpoints.audit.preference,
  preferenceEndpoints.audit.dnd,
  documentAuditEndpoints,
  dealerEndpoints.audit,
  scheduledEndpoints.audit,
  fastagAuditEndpoints,
  { list: cleaningEndpoints.auditTrail, count: cleaningEndpoints.auditTrailCount },
];

const defined: Endpoint[] = [
  ...trails.flatMap((trail) => [trail.list, trail.count]),
  ...Object.values(configEndpoints),
  ...Object.values(usersEndpoints),
];

describe('audit-log, config and user endpoints', () => {
  it('registers every definition with its method, path and access, and no audit trail outside them', () => {
    const served = (method: string, url: string) => t.routes.find((r) => r.method === method && r.url === url);
    for (const e of defined) expect(served(e.method, e.path)?.access, `${e.method} ${e.path}`).toEqual(e.access);
    const trails = t.routes.filter(
      (r) => r.method === 'GET' && /^\/api\/audit-log\/[\w-]+\/:id(\/count)?$/.test(r.url),
    );
    expect(trails.map((r) => r.url).sort()).toEqual(
      defined
        .filter((e) => e.path.startsWith('/api/audit-log/'))
        .map((e) => e.path)
        .sort(),
    );
  });

  it('pages a trail and counts it, newest first, from what the definition validates', async () => {
    const headers = await t.as('admin', 'IN', 'CAR');
    const driver = { name: 'Audit Trail Driver', mobile: '+919811122233', driverType: 'FIXED', vendor: 'IN_HOUSE' };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/driver', headers, payload: [driver] });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const count = await t.app.inject({ url: `/api/audit-log/driver/${id}/count`, headers });
    expect(count.statusCode).toBe(200);
    const total = count.json().data.count as number;
    expect(total).toBeGreaterThan(1);
    const page = await t.app.inject({ url: `/api/audit-log/driver/${id}?page=0&size=1`, headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual([expect.objectContaining({ entityId: String(id), actor: expect.any(String) })]);
    const all = await t.app.inject({ url: `/api/audit-log/driver/${id}`, headers });
    expect(all.json().data).toHaveLength(total);
  });

  it('answers a bad page, size or id with 400 and the validation, never a 500', async () => {
    const headers = await t.as('admin', 'IN', 'CAR');
    for (const url of [
      '/api/audit-log/driver/1?size=201',
      '/api/audit-log/driver/1?page=-1',
      `/api/audit-log/driver/${'9'.repeat(61)}`,
      `/api/audit-log/zone/${'9'.repeat(61)}/count`,
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 400, error: 'Bad Request', message: expect.any(String) });
      expect(res.body, url).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('refuses a trail to a caller without the access its definition names', async () => {
    const res = await t.app.inject({ url: '/api/audit-log/driver/1', headers: await t.as('viewer', 'IN', 'CAR') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/crudDriver/);
  });
});
