import { and, desc, eq, inArray } from 'drizzle-orm';
import { INVENTORY_HISTORY_FIELDS, type Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { toAuditEntry } from '../../kits/audit.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';

/** The entity the movement module (issue 6) audits under; its field history is read here already. */
export const MOVEMENT_ENTITY = 'inventory-movement';

/**
 * Field history (SPEC §7 `/api/audit-log/v2/field/…`): the audit rows of chosen fields of one car,
 * newest first, the actor shown per SPEC §3. Rows of one change share `createdAt` (the transaction's
 * time), so the history view groups them into one line: a price with its reason, a stage with its
 * sub-stage.
 */
export function inventoryHistoryService(db: Db) {
  return {
    async fields(q: {
      vertical: Vertical;
      entity: string;
      entityId: string;
      fields: readonly string[] | undefined;
      page: number;
      size: number;
    }) {
      const fields = q.fields ?? INVENTORY_HISTORY_FIELDS;
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            ownedBy(auditLog, q.vertical),
            eq(auditLog.entity, q.entity),
            eq(auditLog.entityId, q.entityId),
            inArray(auditLog.field, [...fields]),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.size)
        .offset(q.page * q.size);
      return rows.map(toAuditEntry);
    },
  };
}
export type InventoryHistoryService = ReturnType<typeof inventoryHistoryService>;
