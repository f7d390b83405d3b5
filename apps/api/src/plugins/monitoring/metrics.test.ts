import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
};

const requestsTo = (families: ReturnType<typeof parsePrometheusTextFormat>, route: string, status: string) => {
  const family = families.find((f) => f.name === 'http_requests_total');
  const sample = family?.metrics.find((m) => 'labels' in m && m.labels?.route === route && m.labels.status === status);
  return sample && 'value' in sample ? Number(sample.value) : 0;
};

describe('GET /metrics (issue 25)', () => {
  it('parses as Prometheus text, and its request counter moves with requests', async () => {
    const before = requestsTo(await scrape(), '/api/config/ui-rules', '200');
    const headers = await t.as('ops.in');
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: '/api/config/ui-rules', headers })).statusCode).toBe(200);
    const families = await scrape();
    expect(requestsTo(families, '/api/config/ui-rules', '200')).toBe(before + 3);
    const names = families.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds',
        'db_pool_connections_in_use',
        'db_pool_waiting',
        'job_queue_depth',
        'job_queue_oldest_age_seconds',
        'sign_ins_total',
        'error_reports_received_total',
      ]),
    );
    expect(families.find((f) => f.name === 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  });

  it('labels unknown paths as one route, so a scanner cannot multiply the series', async () => {
    await t.app.inject({ url: '/api/no/such/1' });
    await t.app.inject({ url: '/api/no/such/2' });
    const family = (await scrape()).find((f) => f.name === 'http_requests_total');
    const routes = family?.metrics.map((m) => ('labels' in m ? m.labels?.route : undefined));
    expect(routes).not.toContain('/api/no/such/1');
  });

  it('answers only on loopback or with the metrics token', async () => {
    const outside = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer wrong-token-000000000' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/metrics', ...outside, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(200);
    // Through a proxy on this machine: the caller is not local.
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(
      403,
    );
  });
});
