import type { z } from 'zod';
import { HttpError } from '../../plugins/http-errors.ts';

/** For bodies checked after routing (the inventory's shared action routes): the same 400 as route validation. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validation = result.error.issues.map((i) => ({
    field: ['body', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new HttpError(400, validation.map((v) => `${v.field}: ${v.message}`).join('; '), validation);
}
