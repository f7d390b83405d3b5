import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** The sign-in form's route (plugins/idp): its answers are the sign-in outcomes counted below. */
const SIGN_IN_ROUTE = '/interaction/:uid/login';
const SIGN_IN_OUTCOMES: Record<number, string> = {
  303: 'signed_in',
  200: 'password_change',
  401: 'refused',
  429: 'limited',
};

export interface Metrics {
  registry: Registry;
  errorReports: Counter<'source' | 'outcome'>;
}

/**
 * The numbers an operator graphs (issue 25), in a registry of this app's own (tests build several apps in
 * one process). Request metrics are labelled by the route's pattern, never the raw URL, so ids do not
 * multiply the series; the database and job gauges are read when scraped, not kept up per request.
 */
export function createMetrics(app: FastifyInstance, pool: pg.Pool): Metrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'sign_ins_total',
    help: 'Sign-in form submissions by outcome (signed_in, password_change, refused, limited)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const errorReports = new Counter({
    name: 'error_reports_received_total',
    help: 'Error events received by the embedded error endpoint, by source and outcome',
    labelNames: ['source', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Callers waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const age = new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'Age of the oldest job waiting to run, by type',
    labelNames: ['type'],
    // Registered after depth, whose collect fills it.
    registers: [],
  });
  const depth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run, by type',
    labelNames: ['type'],
    registers: [registry],
    // One query for both job gauges; the registry reads them in registration order, depth first.
    async collect() {
      const { rows } = await pool.query<{ name: string; n: number; age: number }>(
        `select name, count(*)::int as n, coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as age
           from pgboss.job where state in ('created', 'retry') group by name`,
      );
      depth.reset();
      age.reset();
      for (const row of rows) {
        depth.set({ type: row.name }, row.n);
        age.set({ type: row.name }, row.age);
      }
    },
  });
  registry.registerMetric(age);

  // A callback hook, not an async one: no promise and no extra turn per request (issue 30).
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label: a scanner's URLs must not create series.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (route === SIGN_IN_ROUTE && request.method === 'POST') {
      const outcome = SIGN_IN_OUTCOMES[reply.statusCode];
      if (outcome) signIns.inc({ outcome });
    }
    done();
  });
  return { registry, errorReports };
}
