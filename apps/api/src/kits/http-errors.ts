import type { z } from 'zod';
import { invalidDataMessage } from '@b2c/contracts';

/** An error that maps to an HTTP status and a message meant for the operator (DESIGN §3 error body). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validation?: FieldProblem[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Sign-in required: send a valid bearer token.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * A value another record already holds (a name, a username, a code): a conflict, not bad input — the
 * same request succeeds once the other record is gone — with the field, so a form can show it there.
 */
export const duplicate = (message: string, field: string) => new HttpError(409, message, [{ field, message }]);

export type FieldProblem = { field: string; message: string };

/**
 * A 400 naming every failing field: SPEC §5's "Invalid data. Please check and try again." and each
 * problem as a sentence ("Listing price must be more than 0."); `validation` keeps the field paths and
 * the messages that follow a label, for forms that put them under their own fields.
 */
export const invalidFields = (validation: FieldProblem[]) =>
  new HttpError(400, invalidDataMessage(validation), validation);

/**
 * For values checked after routing (a body whose schema the action picks, a row of an upload): the
 * value parsed by `schema`, or that same 400 with each zod issue under `prefix` (`body`, `body.0` …).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidFields(
    result.error.issues.map((i) => ({ field: [prefix, ...i.path.map(String)].join('.'), message: i.message })),
  );
}
