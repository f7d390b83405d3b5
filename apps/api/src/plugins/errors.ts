import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@b2c/domain';
import { HttpError } from './http-errors.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** PostgreSQL codes that are the caller's fault, not ours. */
const PG_CONFLICT = new Set(['23505']);
const PG_BAD_INPUT = new Set(['22P02', '22003', '22007', '22008', '23502', '23503', '23514']);

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * One error envelope for the whole API (DESIGN §3): `{status, error, message, description?, validation?}`.
 * Validation failures name the fields; anything unexpected is a generic 500 whose details go to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & PgError, request, reply) => {
    const send = (status: number, message: string, validation?: { field: string; message: string }[]) =>
      reply.status(status).send({
        status,
        error: REASONS[status] ?? 'Error',
        message,
        ...(validation ? { description: message, validation } : {}),
      });

    if (hasZodFastifySchemaValidationErrors(err)) {
      const validation = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = [err.validationContext, path].filter(Boolean).join('.');
        return { field, message: v.message ?? 'is invalid' };
      });
      return send(400, validation.map((v) => `${v.field}: ${v.message}`).join('; '), validation);
    }
    if (err instanceof HttpError) return send(err.statusCode, err.message, err.validation);
    if (err.code && PG_CONFLICT.has(err.code)) {
      return send(409, `A record with the same ${conflictField(err)} already exists.`);
    }
    if (err.code && PG_BAD_INPUT.has(err.code)) return send(400, MESSAGES.invalidData);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, err.message);
    request.log.error({ err }, 'unhandled error');
    return send(500, MESSAGES.unknownError);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}

/** "Key (user_name)=(x) already exists." → "user_name" */
function conflictField(err: PgError): string {
  const match = /Key \(([^)]+)\)/.exec(err.detail ?? '');
  return match?.[1] ?? err.constraint ?? 'key';
}
