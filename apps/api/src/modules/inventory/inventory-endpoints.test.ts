import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventoryEndpoints,
  inventoryFactEndpoints,
  inventoryHistoryEndpoints,
  pathOf,
  inventoryPendingActionEndpoints,
  type Endpoint,
} from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const defined: Endpoint[] = [
  ...Object.values(inventoryEndpoints),
  ...Object.values(inventoryFactEndpoints),
  ...Object.values(inventoryHistoryEndpoints),
  ...Object.values(inventoryPendingActionEndpoints),
];

describe('inventory endpoints', () => {
  it('registers every definition with its method, path and access', () => {
    expect(defined).toHaveLength(29);
    for (const e of defined) {
      const served = t.routes.find((r) => r.method === e.method && r.url === e.path);
      expect(served?.access, `${e.method} ${e.path}`).toEqual(e.access);
    }
  });

  it('refuses a caller without the access the definition names, before touching the input', async () => {
    const viewer = await t.as('viewer');
    const byAccess = new Map(defined.map((e) => [JSON.stringify(e.access), e]));
    expect(byAccess.size).toBe(3);
    for (const e of byAccess.values()) {
      const url = pathOf(e.path, { id: '10000000042', x: 'holdReason' });
      const res = await t.app.inject({
        method: e.method,
        url,
        headers: viewer,
        payload: e.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toContain(String(e.access));
    }
  });
});
