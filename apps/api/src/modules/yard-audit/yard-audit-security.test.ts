import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auditGet, hubWithCars, scanIn, startAudit, type Headers } from '../../test/yard-audit-test-support.ts';

/** Issue 28: every route in the caller's vertical only, behind YARD_AUDIT, and bad input named by field. */
let t: TestApp;
let ops: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.as('ops.in');
});
afterAll(() => t?.close());

describe('security and bad input', () => {
  it('keeps each audit to its vertical: another vertical neither reads, scans, finishes nor fixes it', async () => {
    const { hub, cars } = await hubWithCars(t, 1);
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    const inAe = await t.as('admin', 'AE', 'CAR');
    const inBike = await t.as('admin', 'IN', 'BIKE');
    for (const headers of [inAe, inBike]) {
      expect((await t.app.inject({ url: `/api/yard-audit/${audit.id}`, headers })).statusCode).toBe(404);
      expect((await scanIn(t, headers, audit.id, cars[0]!.registrationNumber!)).statusCode).toBe(404);
      const finish = await t.app.inject({
        method: 'POST',
        url: `/api/yard-audit/${audit.id}/finish`,
        headers,
        payload: { version: 1 },
      });
      expect(finish.statusCode).toBe(404);
      const list = (await t.app.inject({ url: `/api/yard-audit?locationCode=${hub.code}`, headers })).json();
      expect(list.data).toEqual([]);
      // Another vertical's location cannot be audited from here.
      const start = await startAudit(t, headers, hub.code);
      expect(start.statusCode).toBe(400);
      expect(start.json().validation[0].field).toBe('body.locationCode');
    }
    expect((await auditGet(t, ops, audit.id)).found).toBe(0);
  });

  it('needs YARD_AUDIT: the approver (prices only) is refused', async () => {
    const res = await t.app.inject({ url: '/api/yard-audit', headers: await t.as('approver') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Yard audit|YARD_AUDIT/);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { hub } = await hubWithCars(t, 1);
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/yard-audit', {}, 'body.locationCode'],
      ['POST', '/api/yard-audit', { locationCode: 'no such' }, 'body.locationCode'],
      ['POST', `/api/yard-audit/${audit.id}/scan`, { identifier: '', clientKey: 'k-12345678' }, 'body.identifier'],
      [
        'POST',
        `/api/yard-audit/${audit.id}/scan`,
        { identifier: 'X'.repeat(41), clientKey: 'k-12345678' },
        'body.identifier',
      ],
      ['POST', `/api/yard-audit/${audit.id}/scan`, { identifier: 'ABC' }, 'body.clientKey'],
      [
        'POST',
        `/api/yard-audit/${audit.id}/scan`,
        { identifier: 'ABC', clientKey: 'has spaces in it' },
        'body.clientKey',
      ],
      ['POST', '/api/yard-audit/abc/scan', { identifier: 'ABC', clientKey: 'k-12345678' }, 'params.id'],
      ['POST', `/api/yard-audit/${audit.id}/finish`, { version: 'one' }, 'body.version'],
      ['POST', `/api/yard-audit/${audit.id}/missing/1/mark-missing`, { reason: '  ' }, 'body.reason'],
      ['POST', `/api/yard-audit/${audit.id}/missing/bad%20id/mark-missing`, { reason: 'x' }, 'params.appointmentId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: ops, payload: payload as object });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(
        res.json().validation?.map((v: { field: string }) => v.field),
        url,
      ).toContain(field);
    }
  });
});
