import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@b2c/domain';
import { HttpError, invalidFields } from '../kits/http-errors.ts';
import { httpErrorOfDatabase } from '../kits/database-errors.ts';
import type { ErrorReporter } from './monitoring/error-reporter.ts';

/** What a failure is reported with: the caller as the auth gate found them (never the request itself). */
function reportContext(request: FastifyRequest) {
  const caller = request.caller as FastifyRequest['caller'] | null;
  return {
    traceId: request.id,
    userId: caller?.userName,
    vertical: caller ? `${caller.vertical.country} ${caller.vertical.vehicleType}` : undefined,
    route: request.routeOptions.url,
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  406: 'Not Acceptable',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const MALFORMED_UPLOAD = 'The upload was cut off or malformed.';

/**
 * @fastify/multipart's own errors, and busboy's plain ones (no code, no status) for a body cut off
 * mid-part or a missing or oversized boundary: the caller's upload is broken, not the server.
 */
function uploadError(err: FastifyError): HttpError | undefined {
  switch (err.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, MALFORMED_UPLOAD);
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The upload is larger than allowed or has too many parts.');
  }
  const busboy =
    /^(Unexpected end of (form|multipart data)|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header|The needle cannot have a length bigger than 256\.)$/;
  return err.statusCode === undefined && busboy.test(err.message) ? new HttpError(400, MALFORMED_UPLOAD) : undefined;
}

/**
 * One error envelope for the whole API (DESIGN §3): `{status, error, message, description?, validation?,
 * traceId}`. Validation failures name the fields; anything unexpected is a generic 500 whose details go to
 * the log and to the error reporter, once. `traceId` is the request's (its log lines carry the same), the
 * reference a user quotes.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  deps: { reporter?: ErrorReporter; recordError?: (request: FastifyRequest, err: unknown) => void } = {},
): void {
  // Error answers sent by a route itself (a 404 of the static files, a 503 of readiness) get it too.
  // A callback hook: no promise per answer (issue 30).
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return done(null, payload);
    if (!('status' in payload) || !('error' in payload) || 'traceId' in payload) return done(null, payload);
    done(null, { ...payload, traceId: request.id });
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, message: string, validation?: { field: string; message: string }[]) =>
      reply.status(status).send({
        status,
        error: REASONS[status] ?? 'Error',
        message,
        ...(validation ? { description: message, validation } : {}),
        traceId: request.id,
      });

    if (hasZodFastifySchemaValidationErrors(err)) {
      const refusal = invalidFields(
        err.validation.map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { field: [err.validationContext, path].filter(Boolean).join('.'), message: v.message ?? 'is invalid' };
        }),
      );
      return send(400, refusal.message, refusal.validation);
    }
    if (err instanceof HttpError) return send(err.statusCode, err.message, err.validation);
    const database = httpErrorOfDatabase(err);
    if (database) {
      // A time-out or a lock is ours to look into even though the caller gets a clear answer.
      if (database.statusCode >= 500) request.log.warn({ err }, 'database busy');
      return send(database.statusCode, database.message, database.validation);
    }
    const upload = uploadError(err);
    if (upload) return send(upload.statusCode, upload.message);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, err.message);
    request.log.error({ err }, 'unhandled error');
    deps.recordError?.(request, err);
    deps.reporter?.report(err, reportContext(request));
    return send(500, MESSAGES.unknownError);
  });

  app.setNotFoundHandler(answerNotFound);
}

/** A path no route serves, in the error envelope (also the IdP's scope under /oidc: idp-plugin.ts). */
export const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({
    status: 404,
    error: 'Not Found',
    message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    traceId: request.id,
  });
