import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { MonitoringConfig } from '../../config.ts';
import type { StatementObserver } from '../db/statement-observer.ts';
import { traceIdOf } from './trace-ids.ts';

export interface RequestTracing {
  /** Fastify's request id: the trace id, so every request log line carries it (`traceId`). */
  genReqId(req: IncomingMessage): string;
  register(app: FastifyInstance): void;
  /** A span per SQL statement (database.observeStatements), or nothing when spans are off. */
  statements: StatementObserver | undefined;
  recordError(request: FastifyRequest, error: unknown): void;
  shutdown(): Promise<void>;
}

/** Without an OTLP endpoint no span is made: the trace id comes from `traceparent` or is fresh. */
const idsOnly: RequestTracing = {
  genReqId: traceIdOf,
  register: () => undefined,
  statements: undefined,
  recordError: () => undefined,
  shutdown: async () => undefined,
};

interface RequestSpans {
  server: Span;
  context: Context;
  handler?: Span;
}

/**
 * OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (loaded only then: the SDK and exporter cost a
 * few hundred ms to import): a server span per request, continuing the panel's `traceparent`; a span
 * for the route's handler (which runs the service); a span per SQL statement. Sampled per trace at
 * OTEL_TRACES_SAMPLER_ARG (SPEC §9's 0.1), the caller's decision first; an unsampled request gets
 * non-recording spans, so it pays no export. Spans leave in batches over OTLP/HTTP (JSON).
 * The context manager is this module's own, not OpenTelemetry's global one: several apps in one
 * process (the tests) do not fight over it, and no other library's instrumentation is switched on.
 */
export async function requestTracing(config: MonitoringConfig, serviceName = 'b2c-admin-api'): Promise<RequestTracing> {
  if (!config.otlpEndpoint) return idsOnly;
  const [base, core, hooks, exporter, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const contexts = new hooks.AsyncLocalStorageContextManager().enable();
  const provider = new base.BasicTracerProvider({
    sampler: new base.ParentBasedSampler({ root: new base.TraceIdRatioBasedSampler(config.traceSampleRate) }),
    resource: new resources.Resource({ 'service.name': serviceName }),
    spanProcessors: [
      new base.BatchSpanProcessor(
        new exporter.OTLPTraceExporter({ url: `${config.otlpEndpoint.replace(/\/$/, '')}/v1/traces` }),
      ),
    ],
  });
  const tracer: Tracer = provider.getTracer('b2c-admin-api');
  const propagator = new core.W3CTraceContextPropagator();
  const spans = new WeakMap<IncomingMessage, RequestSpans>();

  const getter = {
    keys: (carrier: IncomingMessage) => Object.keys(carrier.headers),
    get: (carrier: IncomingMessage, key: string) => carrier.headers[key],
  };

  return {
    genReqId(req) {
      const parent = propagator.extract(ROOT_CONTEXT, req, getter);
      const server = tracer.startSpan(
        req.method ?? 'HTTP',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '' } },
        parent,
      );
      spans.set(req, { server, context: trace.setSpan(parent, server) });
      return server.spanContext().traceId;
    },
    register(app) {
      // The rest of the request's lifecycle runs inside the span's context (hooks, handler, SQL).
      app.addHook('onRequest', (request, _reply, done) => {
        const s = spans.get(request.raw);
        if (!s) return done();
        const route = request.routeOptions.url ?? 'unmatched';
        s.server.updateName(`${request.method} ${route}`);
        s.server.setAttribute('http.route', route);
        contexts.with(s.context, done);
      });
      app.addHook('preHandler', (request, _reply, done) => {
        const s = spans.get(request.raw);
        if (!s || !s.server.isRecording()) return done();
        s.handler = tracer.startSpan(`route ${request.routeOptions.url ?? ''}`, { kind: SpanKind.INTERNAL }, s.context);
        contexts.with(trace.setSpan(s.context, s.handler), done);
      });
      const end = (request: FastifyRequest, status: number | undefined) => {
        const s = spans.get(request.raw);
        if (!s) return;
        spans.delete(request.raw);
        s.handler?.end();
        if (status !== undefined) {
          s.server.setAttribute('http.response.status_code', status);
          if (status >= 500) s.server.setStatus({ code: SpanStatusCode.ERROR });
        }
        s.server.end();
      };
      app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
      app.addHook('onRequestAbort', async (request) => end(request, undefined));
    },
    statements: async (sql, run) => {
      const parent = contexts.active();
      if (!trace.getSpan(parent)?.isRecording()) return run();
      const span = tracer.startSpan(
        sql ? `SQL ${sql.trimStart().split(/\s/, 1)[0]!.toUpperCase()}` : 'SQL',
        { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', ...(sql ? { 'db.statement': sql } : {}) } },
        parent,
      );
      try {
        return await run();
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
    recordError(request, error) {
      const span = spans.get(request.raw)?.server;
      if (span?.isRecording() && error instanceof Error) span.recordException(error);
    },
    shutdown: () => provider.shutdown(),
  };
}
