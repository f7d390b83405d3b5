import { z } from 'zod';
import { envelope } from './common.ts';

/**
 * The generic audit-log read (SPEC §7 "audit logs … their counts"): one row per changed field, newest
 * first, the actor already formatted per SPEC §3. GET /api/audit-log/{entity}/{id} and …/{id}/count.
 */
export const auditLogQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export const auditLogEntry = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  authType: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogResponse = envelope(z.array(auditLogEntry));
