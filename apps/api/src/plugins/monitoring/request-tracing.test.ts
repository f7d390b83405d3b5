import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** The receiver an operator would run (a collector), reduced to what the test reads: OTLP/HTTP JSON. */
const received: OtlpSpan[] = [];
let receiver: Server;
let t: TestApp;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const r of body.resourceSpans) for (const s of r.scopeSpans) received.push(...s.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

const TRACE_SAMPLED = '0af7651916cd43dd8448eb211c80319c';
const TRACE_UNSAMPLED = '1af7651916cd43dd8448eb211c80319d';

describe('traces over OTLP (issue 25)', () => {
  it("continues the panel's sampled trace through the HTTP, route and SQL spans; an unsampled one exports nothing", async () => {
    const headers = await t.as('ops.in');
    const sampled = await t.app.inject({
      url: '/api/v1/driver/count',
      headers: { ...headers, traceparent: `00-${TRACE_SAMPLED}-b7ad6b7169203331-01` },
    });
    expect(sampled.statusCode).toBe(200);
    const unsampled = await t.app.inject({
      url: '/api/v1/driver/count',
      headers: { ...headers, traceparent: `00-${TRACE_UNSAMPLED}-b7ad6b7169203331-00` },
    });
    expect(unsampled.statusCode).toBe(200);
    const refused = await t.app.inject({
      url: '/api/v1/driver/count',
      headers: { traceparent: `00-${TRACE_UNSAMPLED}-b7ad6b7169203331-00` },
    });
    expect(refused.json().traceId).toBe(TRACE_UNSAMPLED);
    // Closing the app flushes the batch to the receiver.
    await t.app.close();

    const spans = received.filter((s) => s.traceId === TRACE_SAMPLED);
    const server = spans.find((s) => s.kind === 2);
    expect(server?.name).toBe('GET /api/v1/driver/count');
    expect(server?.parentSpanId).toBe('b7ad6b7169203331');
    const route = spans.find((s) => s.name === 'route /api/v1/driver/count');
    expect(route?.parentSpanId).toBe(server?.spanId);
    const sql = spans.filter((s) => s.name.startsWith('SQL '));
    expect(sql.length).toBeGreaterThan(0);
    // The driver count's own statement runs under the route's span, with its text but no values.
    const statement = sql.find((s) => s.parentSpanId === route?.spanId);
    expect(statement?.attributes.find((a) => a.key === 'db.statement')?.value.stringValue).toMatch(/count/i);
    expect(received.some((s) => s.traceId === TRACE_UNSAMPLED)).toBe(false);
  });
});
