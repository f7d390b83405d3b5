import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const lookup = async (query: string, user = 'ops.in', country: 'IN' | 'AU' = 'IN') =>
  t.app.inject({ url: `/api/v1/users${query}`, headers: await t.as(user, country, 'CAR') });

describe('GET /api/v1/users (SPEC §6 user lookup)', () => {
  it("answers the signed-in user's groups for the panel's lookup (offset 0, size 1)", async () => {
    const res = await lookup('?userNames=cc.admin&offset=0&size=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        userName: 'cc.admin',
        name: 'Chitra Care',
        email: 'cc.admin@example.com',
        groups: expect.arrayContaining(['CC_ADMIN', 'OPERATIONS']),
      },
    ]);
  });

  it('reads several names in order, pages them, and only within the vertical of the request', async () => {
    const names = async (query: string) =>
      ((await lookup(query)).json().data as { userName: string }[]).map((u) => u.userName);
    expect(await names('?userNames=viewer, ops.in ,ops.au&size=10')).toEqual(['ops.in', 'viewer']);
    expect(await names('?userNames=viewer,ops.in&offset=1&size=1')).toEqual(['viewer']);
    const au = await lookup('?userNames=ops.in,ops.au&size=10', 'ops.au', 'AU');
    expect(au.json().data.map((u: { userName: string }) => u.userName)).toEqual(['ops.au']);
  });

  it('answers a missing name or a bad page with 400 and the field', async () => {
    for (const [query, field] of [
      ['', 'userNames'],
      ['?userNames=ops.in&size=0', 'size'],
      ['?userNames=ops.in&offset=-1', 'offset'],
    ] as const) {
      const res = await lookup(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });

  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/users?userNames=ops.in' });
    expect(res.statusCode).toBe(401);
  });
});
