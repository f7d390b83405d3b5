import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/** Issue 19: pincodes are the country's digits; an edit that changes nothing is refused, not audited. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Country = 'IN' | 'AE' | 'AU';
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, country: Country = 'IN') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.as('admin', country, 'CAR') });

const pincodeCount = async (pincode: string) =>
  Number(
    (await t.database.pool.query<{ n: string }>('select count(*) as n from pincodes where pincode = $1', [pincode]))
      .rows[0]!.n,
  );
const auditCount = async (id: number) =>
  Number(
    (
      await t.database.pool.query<{ n: string }>(
        `select count(*) as n from audit_log where entity = 'pincode' and entity_id = $1`,
        [String(id)],
      )
    ).rows[0]!.n,
  );

describe('pincode format (issue 19)', () => {
  it('refuses "12AB" at the contract, naming the field, and stores nothing', async () => {
    const res = await call('POST', '/api/v1/pincode', { pincode: '12AB', cityCode: 'GGN', area: 'Sohna' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid data. Please check and try again. Pincode must be 4 to 6 digits.');
    expect(res.json().validation).toEqual([{ field: 'body.pincode', message: 'must be 4 to 6 digits' }]);
    expect(await pincodeCount('12AB')).toBe(0);
  });

  it("refuses digits of another country's length: IN takes 6, AU 4", async () => {
    const inShort = await call('POST', '/api/v1/pincode', { pincode: '1220', cityCode: 'GGN', area: 'Short' });
    expect(inShort.statusCode).toBe(400);
    expect(inShort.json()).toMatchObject({
      message: 'Pincode must be 6 digits.',
      validation: [{ field: 'body.pincode', message: 'Pincode must be 6 digits.' }],
    });
    expect(await pincodeCount('1220')).toBe(0);
    const auLong = await call('POST', '/api/v1/pincode', { pincode: '20001', cityCode: 'SYD', area: 'Long' }, 'AU');
    expect(auLong.statusCode).toBe(400);
    expect(auLong.json().message).toBe('Pincode must be 4 digits.');
    expect(await pincodeCount('20001')).toBe(0);
    const auOk = await call('POST', '/api/v1/pincode', { pincode: '2001', cityCode: 'SYD', area: 'Sydney' }, 'AU');
    expect(auOk.statusCode, auOk.body).toBe(201);
  });

  it('keeps no pincodes in the UAE, which has no postal codes', async () => {
    const res = await call('POST', '/api/v1/pincode', { pincode: '12345', cityCode: 'DXB', area: 'Marina' }, 'AE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pincode is not kept in AE: it has no postal codes.');
    expect(await pincodeCount('12345')).toBe(0);
  });

  it('refuses an edit to a bad pincode and an edit that changes nothing; the row and its audit stay', async () => {
    const created = await call('POST', '/api/v1/pincode', { pincode: '122010', cityCode: 'GGN', area: 'Sector 56' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    const audited = await auditCount(id);
    const same = { pincode: '122010', cityCode: 'GGN', area: 'Sector 56', serviceable: true, active: true, version: 1 };

    const bad = await call('PUT', `/api/v1/pincode/${id}`, { ...same, pincode: '12201A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation[0].field).toBe('body.pincode');

    const noop = await call('PUT', `/api/v1/pincode/${id}`, same);
    expect(noop.statusCode).toBe(400);
    expect(noop.json().message).toBe('Nothing to change: Pincode 122010 already has the values sent.');

    const row = (await call('GET', '/api/v1/pincode?pincode=122010')).json().data[0];
    expect(row).toMatchObject({ pincode: '122010', version: 1 });
    expect(await auditCount(id)).toBe(audited);
  });
});
