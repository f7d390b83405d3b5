import { z } from 'zod';

/** Every success answer is `{ data: … }` (DESIGN §3). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every failure answer (DESIGN §3); the panel shows `message` when present. */
export const errorBody = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  description: z.string().optional(),
  validation: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** The request's trace id (issue 25): the reference a user quotes so an operator finds its logs and trace. */
  traceId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Lists take `page` (0-based), `size` and `sort` ("field,asc|desc"); counts are separate calls. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(2000).default(10),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(,(asc|desc))?$/, 'sort must look like "field,asc" or "field,desc"')
    .optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const countResponse = envelope(z.object({ count: z.number().int() }));

/** Optimistic concurrency: every edit sends the version it was based on. */
export const versioned = z.object({ version: z.number().int().min(1) });

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * A list that names each item once. A repeat is refused with a message, not dropped: the server never
 * stores a different list than the one it accepted (issue 24, the fuzz pass found two that were).
 */
export const distinctItems = <T>(items: readonly T[]) => new Set(items).size === items.length;
