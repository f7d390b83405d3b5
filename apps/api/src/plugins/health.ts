import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** Liveness never touches the database (it must answer while a long query runs); readiness does. */
export function registerHealth(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply
        .status(503)
        .send({ status: 503, error: 'Service Unavailable', message: 'Database is not reachable.' });
    }
  });
}
