import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/build-test-app.ts';
import { FAULT_MESSAGE } from '../../plugins/monitoring/fault-routes.ts';
import { ENVELOPES_PER_MINUTE } from './errors-envelope-route.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TEST_FAULT_ROUTES: '1' });
});
afterAll(() => t?.close());

const ENVELOPE_URL = '/api/1/envelope/?sentry_key=embedded&sentry_version=7';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** An envelope as @sentry/browser sends it: header line, item header, event. */
const envelopeOf = (event: object) =>
  [
    JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');

const panelEvent = (message: string, user = 'ops.in') => ({
  platform: 'javascript',
  release: 'b2c-admin-panel@0.1.0',
  exception: {
    values: [
      {
        type: 'TypeError',
        value: message,
        stacktrace: {
          frames: [
            { filename: `${TEST_PUBLIC_URL}/assets/index-AbCd1234.js`, function: 'outer', lineno: 1, colno: 10 },
            { filename: `${TEST_PUBLIC_URL}/assets/grid-EfGh5678.js?x=1`, function: 'render', lineno: 3, colno: 42 },
          ],
        },
      },
    ],
  },
  user: { id: user },
  tags: { vertical: 'IN CAR', trace_id: TRACE },
});

let clientNo = 0;
/** Each call from its own address unless told: the rate limit is per client. */
const post = (payload: string | Buffer, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: ENVELOPE_URL,
    payload,
    remoteAddress: remoteAddress ?? `10.1.${Math.floor(++clientNo / 250)}.${clientNo % 250}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: TEST_PUBLIC_URL, ...headers },
  });

const admin = async () => t.as('admin');
const groups = async (query = '') =>
  (await t.app.inject({ url: `/api/errors?size=50${query}`, headers: await admin() })).json().data as {
    id: number;
    title: string;
    source: string;
    count: number;
    status: string;
    verticals: string[];
    usersAffected: number;
  }[];

describe('errors reported to the server itself (issue 25)', () => {
  it("stores the API's own 500 once, with the trace id of the answer and the caller, never the token", async () => {
    const headers = await t.as('ops.in');
    const res = await t.app.inject({
      url: '/api/test/fault',
      headers: { ...headers, traceparent: `00-${TRACE}-00f067aa0ba902b7-00` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500, traceId: TRACE });
    expect(res.body).not.toContain(FAULT_MESSAGE);
    await t.reporter.flush();
    const group = (await groups('&source=api')).find((g) => g.title.includes(FAULT_MESSAGE));
    expect(group).toMatchObject({ source: 'api', count: 1, verticals: ['IN CAR'], usersAffected: 1, status: 'open' });
    const detail = await t.app.inject({ url: `/api/errors/${group!.id}`, headers: await admin() });
    const body = detail.json().data;
    expect(body.users).toEqual(['ops.in']);
    expect(body.events[0]).toMatchObject({ traceId: TRACE, userId: 'ops.in', vertical: 'IN CAR' });
    expect(body.events[0].frames[0].file).toMatch(/fault-routes\.ts$/);
    expect(detail.body).not.toContain(String(headers.authorization).slice(7));
  });

  it("groups the panel's events by fingerprint, counts them, and reopens a resolved group when it comes back", async () => {
    const first = await post(envelopeOf(panelEvent('Cannot read properties of undefined (reading 7)')));
    expect(first.statusCode, first.body).toBe(200);
    // Another number in the message and another build's hash: the same bug, the same group.
    const again = panelEvent('Cannot read properties of undefined (reading 8)', 'admin');
    again.exception.values[0]!.stacktrace.frames[1]!.filename = `${TEST_PUBLIC_URL}/assets/grid-Zz991234.js`;
    expect((await post(envelopeOf(again))).statusCode).toBe(200);
    const [group] = (await groups('&source=panel')).filter((g) => g.title.startsWith('TypeError: Cannot read'));
    expect(group).toMatchObject({ count: 2, usersAffected: 2, verticals: ['IN CAR'], status: 'open' });

    const detail = (await t.app.inject({ url: `/api/errors/${group!.id}`, headers: await admin() })).json().data;
    // Innermost first, query strings gone.
    expect(detail.events[0].frames[0]).toMatchObject({ function: 'render', file: '/assets/grid-Zz991234.js', line: 3 });
    expect(detail.events[0].traceId).toBe(TRACE);

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/errors/${group!.id}/resolve`,
      headers: await admin(),
    });
    expect(resolved.json().data.status).toBe('resolved');
    expect((await groups('&status=resolved')).map((g) => g.id)).toContain(group!.id);
    await post(envelopeOf(panelEvent('Cannot read properties of undefined (reading 9)')));
    expect((await groups('&status=open')).find((g) => g.id === group!.id)).toMatchObject({ count: 3, status: 'open' });
  });

  it('refuses another origin and an unknown key, and answers a bad envelope with 4xx, never 5xx', async () => {
    const event = envelopeOf(panelEvent('from elsewhere'));
    expect((await post(event, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: ENVELOPE_URL,
      payload: event,
      remoteAddress: '10.9.9.9',
    });
    expect(noOrigin.statusCode).toBe(403);
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/1/envelope/?sentry_key=guess',
      payload: event,
      headers: { origin: TEST_PUBLIC_URL },
      remoteAddress: '10.9.9.8',
    });
    expect(wrongKey.statusCode).toBe(403);
    const bad = [
      '',
      'not json',
      '{}\n{"type":"event","length":99999}\n{}',
      '{}\n{"type":"event"}\n[1,2]',
      '{}\n{"type":"event"}\n{"exception":{"values":[{"type":"\\u0000","value":{"a":1},"stacktrace":{"frames":"x"}}]},"user":{"id":{"x":1}}}',
      Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x7b]),
      `{}\n{"type":"event"}\n${'['.repeat(5000)}`,
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, `${String(payload).slice(0, 40)} → ${res.body}`).toBeLessThan(500);
    }
    expect((await post('x'.repeat(70 * 1024))).statusCode).toBe(413);
    expect((await groups()).some((g) => g.title.includes('from elsewhere'))).toBe(false);
  });

  it('limits each client address to a number of reports a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ENVELOPES_PER_MINUTE; i++) {
      statuses.push((await post(envelopeOf(panelEvent(`flood ${i}`)), {}, '10.200.0.1')).statusCode);
    }
    expect(statuses.slice(0, ENVELOPES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back.
    expect((await post(envelopeOf(panelEvent('flood other')), {}, '10.200.0.2')).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const res = await t.app.inject({ url: '/api/errors', headers: await t.as('ops.in') });
    expect(res.statusCode).toBe(403);
  });
});
