import { scrubErrorEvent } from '@b2c/domain';
import type { MonitoringConfig } from '../../config.ts';

/** Who and where a failure happened: all an event carries besides the exception (never the request). */
export interface ErrorContext {
  traceId: string;
  userId?: string | undefined;
  vertical?: string | undefined;
  route?: string | undefined;
}

export interface ErrorReporter {
  /** Sends the error in the background; never throws and never delays the answer. */
  report(error: unknown, context: ErrorContext): void;
  /** Waits for events on their way (tests, shutdown). */
  flush(): Promise<void>;
}

/** A DSN for the embedded receiver: the public key is not a secret in Sentry's protocol either. */
export const embeddedDsn = (publicUrl: string, projectId: number): string => {
  const url = new URL(publicUrl);
  return `${url.protocol}//${EMBEDDED_KEY}@${url.host}${url.pathname.replace(/\/$/, '')}/${projectId}`;
};
export const EMBEDDED_KEY = 'embedded';
export const PANEL_PROJECT = 1;
const API_PROJECT = 2;

/**
 * The API's reporter: @sentry/node's client, created on the first error (its import costs about a second,
 * which a start-up or a request that never fails should not pay). With SENTRY_DSN it sends to that Sentry;
 * without, the envelope goes straight to this server's own store (`deliver`), no network hop to itself.
 * A client of its own rather than `Sentry.init`: several apps in one process (the tests) keep their own.
 */
export function errorReporter(
  config: Pick<MonitoringConfig, 'apiDsn' | 'release'> & { publicUrl: string },
  deliver: (envelope: string | Uint8Array) => Promise<void>,
  logError: (err: unknown) => void,
): ErrorReporter {
  type Sentry = typeof import('@sentry/node');
  let client: Promise<{ sentry: Sentry; client: InstanceType<Sentry['NodeClient']> }> | undefined;
  const pending = new Set<Promise<unknown>>();

  const clientOf = async () => {
    const sentry = await import('@sentry/node');
    const embedded = !config.apiDsn;
    const nodeClient = new sentry.NodeClient({
      dsn: config.apiDsn ?? embeddedDsn(config.publicUrl, API_PROJECT),
      release: config.release,
      integrations: [],
      stackParser: sentry.defaultStackParser,
      includeServerName: false,
      sendDefaultPii: false,
      transport: embedded
        ? (options) =>
            sentry.createTransport(options, async (request) => {
              await deliver(request.body);
              return { statusCode: 200 };
            })
        : sentry.makeNodeTransport,
      beforeSend: (event) => scrubErrorEvent(event),
    });
    nodeClient.init();
    return { sentry, client: nodeClient };
  };

  return {
    report(error, context) {
      client ??= clientOf();
      const sent = client
        .then(({ sentry, client: c }) => {
          const scope = new sentry.Scope();
          scope.setClient(c);
          scope.setTag('trace_id', context.traceId);
          scope.setContext('trace', { trace_id: context.traceId });
          if (context.vertical) scope.setTag('vertical', context.vertical);
          if (context.route) scope.setTag('route', context.route);
          if (context.userId) scope.setUser({ id: context.userId });
          c.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
          return c.flush(5_000);
        })
        .catch(logError)
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
