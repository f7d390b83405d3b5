import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { groups } from './users-tables.ts';

/**
 * Finding 11 of issue 24: a duplicate name was a 400 when the pre-check saw it and a 409 when the unique
 * index did (18 × 400 and 1 × 409 in a race). A duplicate is a conflict: 409 naming the field, always —
 * one after the other, or twenty at the same moment.
 */
const RACERS = 20;

let t: TestApp;
let admin: Record<string, string>;
let operationsGroupId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  const all = await t.database.db.select().from(groups);
  operationsGroupId = all.find((g) => g.name === 'OPERATIONS')!.id;
});
afterAll(() => t?.close());

let unique = 0;
const suffix = () => `${Date.now().toString(36).toUpperCase()}${(unique += 1)}`;

interface Create {
  url: string;
  field: string;
  body: () => Record<string, unknown>;
}
/** Each create with a unique name, and a body that repeats it. */
const creates: Record<string, () => Create> = {
  'POST /api/v2/groups': () => {
    const name = `DUP_GROUP_${suffix()}`;
    return { url: '/api/v2/groups', field: 'body.name', body: () => ({ name, permissions: [] }) };
  },
  'POST /api/v1/user/group': () => {
    const name = `DUP_V1_GROUP_${suffix()}`;
    return { url: '/api/v1/user/group', field: 'body.name', body: () => ({ name, permissions: [] }) };
  },
  'POST /api/v2/organisations': () => {
    const name = `Duplicate Partners ${suffix()}`;
    return { url: '/api/v2/organisations', field: 'body.name', body: () => ({ name }) };
  },
  'POST /api/v2/users': () => {
    const userName = `dup.user.${suffix().toLowerCase()}`;
    return {
      url: '/api/v2/users',
      field: 'body.userName',
      body: () => ({
        userName,
        name: 'Dee Duplicate',
        email: 'dee@example.com',
        phone: '98765 43210',
        category: 'DSA',
        countries: ['IN'],
        vehicleTypes: ['CAR'],
        groupIds: [operationsGroupId],
        initialPassword: 'initial-Password-1',
      }),
    };
  },
};

const post = (create: Create) =>
  t.app.inject({ method: 'POST', url: create.url, headers: admin, payload: create.body() });

const expectConflictNaming = (res: LightMyRequestResponse, field: string) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toMatch(/already (exists|taken)/);
  expect(res.json().validation).toEqual([expect.objectContaining({ field })]);
};

describe('a duplicate name is a conflict (409 naming the field), however it is caught', () => {
  it.each(Object.keys(creates))('%s: the second create with the same name', async (key) => {
    const create = creates[key]!();
    const first = await post(create);
    expect(first.statusCode, first.body).toBe(201);
    expectConflictNaming(await post(create), create.field);
  });

  it.each(Object.keys(creates))(`%s: ${RACERS} creates with one name at the same moment`, async (key) => {
    const create = creates[key]!();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => post(create)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(' '),
    ).toHaveLength(1);
    for (const res of answers.filter((a) => a.statusCode !== 201)) expectConflictNaming(res, create.field);
  });
});

describe('an organisation name is one name whatever its case', () => {
  it(`${RACERS} creates of one name in different cases at the same moment: one lands`, async () => {
    const name = `Case Partners ${suffix()}`;
    const cased = (i: number) => (i % 3 === 0 ? name : i % 3 === 1 ? name.toUpperCase() : name.toLowerCase());
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/v2/organisations', headers: admin, payload: { name: cased(i) } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).map((a) => a.statusCode)).toEqual([201]);
    for (const res of answers.filter((a) => a.statusCode !== 201)) expectConflictNaming(res, 'body.name');
  });
});
