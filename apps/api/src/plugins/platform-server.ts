import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import { responseSerializerCompiler } from '../kits/response-serializer.ts';
import { serializeLoggedError } from '../kits/log-error-serializer.ts';
import { logClientGoneAsInfo } from '../kits/client-gone-log.ts';
import type { RequestTracing } from './monitoring/request-tracing.ts';

export interface ServerOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void } | undefined;
  /** Check every answer against its contract before sending it (the tests); production only serializes. */
  checkAnswers?: boolean | undefined;
}

/** The Fastify instance: its logger (nothing secret in a line), body limit, proxies, validation. */
export function createServer(config: AppConfig, tracing: RequestTracing, options: ServerOptions) {
  const app = Fastify({
    genReqId: tracing.genReqId,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A client that left mid-answer is not a fault of ours: said at info, in words (client-gone-log.ts).
      hooks: { logMethod: logClientGoneAsInfo },
      // Request logs carry the path only: query strings may hold codes or tokens (OIDC callbacks).
      serializers: {
        // Errors keep their SQL text but never the query's parameter values (names, phones, file contents).
        err: serializeLoggedError,
        req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          headers: {
            authorization: req.headers.authorization,
            cookie: req.headers.cookie,
            'x-country': req.headers['x-country'],
          },
        }),
      },
    },
    bodyLimit: 1024 * 1024,
    // Only the proxies named in TRUST_PROXY may set the client address and scheme (the sign-in limit keys on it).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // First of the hooks: everything after runs inside the request's span.
  tracing.register(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers: options.checkAnswers ?? false }));
  return app;
}
