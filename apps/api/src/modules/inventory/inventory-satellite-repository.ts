import { and, desc, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { chassisUploads, inventoryInspections, inventoryOrders } from './inventory-tables.ts';

export type OrderRecord = typeof inventoryOrders.$inferSelect;

/** The read-only facts around a car: inspections, orders, chassis photos. */
export function inventorySatelliteRepository(db: Executor) {
  return {
    async inspection(v: Vertical, appointmentId: string, inspectionType: string) {
      const [row] = await db
        .select()
        .from(inventoryInspections)
        .where(
          and(
            ownedBy(inventoryInspections, v),
            eq(inventoryInspections.appointmentId, appointmentId),
            eq(inventoryInspections.inspectionType, inspectionType),
          ),
        )
        .orderBy(desc(inventoryInspections.inspectedAt))
        .limit(1);
      return row;
    },

    /** Newest first. */
    orders: (v: Vertical, appointmentId: string) =>
      db
        .select()
        .from(inventoryOrders)
        .where(and(ownedBy(inventoryOrders, v), eq(inventoryOrders.appointmentId, appointmentId)))
        .orderBy(desc(inventoryOrders.createdAt), desc(inventoryOrders.id)),

    chassisUploads: (v: Vertical, appointmentId: string) =>
      db
        .select({
          id: chassisUploads.id,
          fileName: chassisUploads.fileName,
          mimeType: chassisUploads.mimeType,
          sizeBytes: chassisUploads.sizeBytes,
          sha256: chassisUploads.sha256,
          uploadedBy: chassisUploads.uploadedBy,
          uploadedAt: chassisUploads.uploadedAt,
        })
        .from(chassisUploads)
        .where(and(ownedBy(chassisUploads, v), eq(chassisUploads.appointmentId, appointmentId)))
        .orderBy(desc(chassisUploads.uploadedAt), desc(chassisUploads.id)),

    async insertChassisUpload(row: typeof chassisUploads.$inferInsert) {
      const [created] = await db
        .insert(chassisUploads)
        .values(row)
        .returning({ id: chassisUploads.id, uploadedAt: chassisUploads.uploadedAt });
      return created!;
    },
  };
}
