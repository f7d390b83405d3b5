import { z } from 'zod';
import { auditLogQuery } from '../audit-log.ts';

/**
 * Field history (SPEC §7): GET /api/audit-log/v2/field/inventory (the history view's fields, or `fields`),
 * …/v2/field/inventory-field and …/v2/field/movement-field (one field). `id` is the appointment id.
 */
const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a field name')
  .max(40);
export const fieldHistoryQuery = auditLogQuery.extend({
  id: z.string().trim().min(1).max(40),
  fields: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    )
    .pipe(z.array(fieldName).min(1).max(20))
    .optional(),
});
export const singleFieldHistoryQuery = auditLogQuery.extend({ id: z.string().trim().min(1).max(40), field: fieldName });
