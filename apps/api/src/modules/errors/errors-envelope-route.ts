import type { FastifyInstance, FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Counter } from 'prom-client';
import { EMBEDDED_KEY, PANEL_PROJECT } from '../../plugins/monitoring/error-reporter.ts';
import type { ErrorsService } from './errors-service.ts';
import { BadEnvelope } from './sentry-envelope.ts';

/** A browser event with a 50-frame stack is a few KB; a replay or attachment is not something we keep. */
export const ENVELOPE_BODY_LIMIT = 64 * 1024;
/** Per client address: a render loop throwing on every frame must not fill the store or the database. */
export const ENVELOPES_PER_MINUTE = 30;

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ status, error, message });

/** The key an SDK sends: `?sentry_key=` (browsers) or the X-Sentry-Auth header. */
const keyOf = (query: unknown, auth: string | undefined): string | undefined => {
  const fromQuery = (query as { sentry_key?: unknown } | undefined)?.sentry_key;
  if (typeof fromQuery === 'string') return fromQuery;
  return /sentry_key=([^,\s]+)/.exec(auth ?? '')?.[1];
};

/**
 * The embedded receiver of the Sentry protocol (POST /api/1/envelope/): the panel's SDK reports here when
 * no external DSN is set. Public by nature (the browser sends no bearer token, and the DSN key is public
 * in Sentry's design too), so it is bounded instead: the panel's own origin only, a body limit, a rate per
 * client address, a cap on stored events (errors-repository.ts). A bad envelope is a 4xx, never a 5xx.
 */
export async function registerEnvelopeRoute(
  app: FastifyInstance,
  deps: { errors: ErrorsService; publicUrl: string; received: Counter<'source' | 'outcome'> },
): Promise<void> {
  const origin = new URL(deps.publicUrl).origin;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    // The SDK posts text/plain (no CORS preflight) or application/x-sentry-envelope: read all as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      `/api/${PANEL_PROJECT}/envelope/`,
      {
        config: { access: 'public', rateLimit: { max: ENVELOPES_PER_MINUTE, timeWindow: 60_000 } },
        logLevel: 'warn',
      },
      async (request, reply) => {
        const count = (outcome: string) => deps.received.inc({ source: 'panel', outcome });
        if (request.headers.origin !== origin) {
          count('refused');
          return refuse(reply, 403, 'Forbidden', 'Error reports are accepted only from the panel.');
        }
        if (keyOf(request.query, request.headers['x-sentry-auth'] as string | undefined) !== EMBEDDED_KEY) {
          count('refused');
          return refuse(reply, 403, 'Forbidden', 'The error report names an unknown project key.');
        }
        if (!Buffer.isBuffer(request.body)) {
          count('bad');
          return refuse(reply, 400, 'Bad Request', 'The error report is empty.');
        }
        try {
          const stored = await deps.errors.ingest(request.body, 'panel');
          deps.received.inc({ source: 'panel', outcome: 'stored' }, stored);
          return await reply.status(200).send({ id: null });
        } catch (err) {
          if (!(err instanceof BadEnvelope)) throw err;
          count('bad');
          return refuse(reply, 400, 'Bad Request', 'The error report could not be read.');
        }
      },
    );
  });
}
