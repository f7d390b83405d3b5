import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A scraper on this machine, or one holding METRICS_TOKEN. "This machine" is the socket's peer with no
 * X-Forwarded-For: a reverse proxy on the same host would otherwise make every outside caller look local.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer) {
    const given = Buffer.from(bearer);
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** GET /metrics: Prometheus text format. Its access is `operator` (route-permissions.ts), checked here. */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  app.get('/metrics', { config: { access: 'operator' }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply.status(403).send({
        status: 403,
        error: 'Forbidden',
        message: 'Metrics are served only on this machine or with the metrics token.',
      });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
