import { createHash } from 'node:crypto';
import { type InspectionType } from '@b2c/domain';
import { ORDER_STATUSES, type Order } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, writeAudit } from '../../kits/audit.ts';
import { notFound } from '../../kits/http-errors.ts';
import { inventoryRepository, type InventoryRecord } from './inventory-repository.ts';
import { inventorySatelliteRepository, type OrderRecord } from './inventory-satellite-repository.ts';
import { INVENTORY_ENTITY, inventoryLabel } from './inventory-mutation.ts';

const toOrder = (o: OrderRecord): Order => ({
  orderId: o.orderId,
  appointmentId: o.appointmentId,
  status: ORDER_STATUSES.find((s) => s === o.status) ?? 'CREATED',
  customerName: o.customerName,
  amount: o.amount,
  amountPaid: o.amountPaid,
  deliveryMode: o.deliveryMode,
  createdAt: o.createdAt.toISOString(),
});

const live = (o: OrderRecord) => o.status !== 'CANCELLED';
const DAY_MS = 86_400_000;

export function inventorySatelliteService(db: Db) {
  const satellites = inventorySatelliteRepository(db);

  /** Every satellite read first finds the car in the caller's vertical: another vertical's car is a 404. */
  async function car(caller: Caller, key: { appointmentId: string } | { id: number }): Promise<InventoryRecord> {
    const repo = inventoryRepository(db);
    const row =
      'appointmentId' in key
        ? await repo.byAppointment(caller.vertical, key.appointmentId)
        : await repo.byId(caller.vertical, key.id);
    if (!row) throw notFound('appointmentId' in key ? inventoryLabel(key.appointmentId) : `Inventory ${key.id}`);
    return row;
  }

  const ordersOf = async (caller: Caller, appointmentId: string) => {
    await car(caller, { appointmentId });
    return satellites.orders(caller.vertical, appointmentId);
  };

  return {
    async inspection(caller: Caller, appointmentId: string, inspectionType: InspectionType) {
      await car(caller, { appointmentId });
      const r = await satellites.inspection(caller.vertical, appointmentId, inspectionType);
      if (!r) return null;
      return {
        appointmentId: r.appointmentId,
        inspectionType,
        inspector: r.inspector,
        score: r.score,
        remarks: r.remarks,
        refurbCost: r.refurbCost,
        refurbStages: r.refurbStages,
        inspectedAt: r.inspectedAt.toISOString(),
      };
    },

    orders: async (caller: Caller, appointmentId: string) => (await ordersOf(caller, appointmentId)).map(toOrder),
    async latestOrder(caller: Caller, appointmentId: string) {
      const [latest] = await ordersOf(caller, appointmentId);
      return latest ? toOrder(latest) : null;
    },
    async bookedOrder(caller: Caller, appointmentId: string) {
      const booked = (await ordersOf(caller, appointmentId)).find(
        (o) => o.status === 'BOOKED' || o.status === 'DELIVERED',
      );
      return booked ? toOrder(booked) : null;
    },

    async paymentStatus(caller: Caller, appointmentId: string) {
      const order = (await ordersOf(caller, appointmentId)).find(live);
      if (!order)
        return {
          appointmentId,
          orderId: null,
          state: 'NO_ORDER' as const,
          amount: null,
          amountPaid: null,
          balance: null,
        };
      const amount = Number(order.amount);
      const paid = Number(order.amountPaid);
      const state = paid <= 0 ? ('PENDING' as const) : paid < amount ? ('PARTIALLY_PAID' as const) : ('PAID' as const);
      return {
        appointmentId,
        orderId: order.orderId,
        state,
        amount: order.amount,
        amountPaid: order.amountPaid,
        balance: Math.max(0, amount - paid).toFixed(2),
      };
    },

    /** Delivery by an outside partner needs a sold or booked, fully paid car that is not already moving. */
    async externalDeliveryAllowed(caller: Caller, id: number) {
      const row = await car(caller, { id });
      const order = (await satellites.orders(caller.vertical, row.appointmentId)).find(live);
      const reasons = [
        row.sold || row.reserveStatus === 'BOOKED' ? null : 'The car is neither sold nor booked.',
        order && Number(order.amountPaid) >= Number(order.amount) ? null : 'The order is not fully paid.',
        row.movementActive ? 'The car is already in a movement.' : null,
        row.status === 'SOURCING_CANCELLED' ? 'The sourcing was cancelled.' : null,
      ].filter((r): r is string => r !== null);
      return { allowed: reasons.length === 0, reasons };
    },

    async chassis(caller: Caller, appointmentId: string) {
      const row = await car(caller, { appointmentId });
      const uploads = await satellites.chassisUploads(caller.vertical, appointmentId);
      return {
        appointmentId,
        chassisNumber: row.chassisNumber,
        uploads: uploads.map((u) => ({ ...u, uploadedAt: u.uploadedAt.toISOString() })),
      };
    },

    async uploadChassis(
      caller: Caller,
      appointmentId: string,
      file: { fileName: string; mimeType: string; content: Buffer },
    ) {
      await car(caller, { appointmentId });
      const sha256 = createHash('sha256').update(file.content).digest('hex');
      return db.transaction(async (tx) => {
        const row = {
          ...caller.vertical,
          appointmentId,
          fileName: file.fileName,
          mimeType: file.mimeType,
          sizeBytes: file.content.length,
          sha256,
          uploadedBy: caller.userName,
        };
        const created = await inventorySatelliteRepository(tx).insertChassisUpload({
          ...row,
          content: file.content.toString('base64'),
        });
        await writeAudit(tx, {
          vertical: caller.vertical,
          entity: INVENTORY_ENTITY,
          entityId: appointmentId,
          action: 'UPLOAD_CHASSIS',
          actor: actorOf(caller),
          changes: [{ field: 'chassisImage', old: null, new: `${file.fileName} (${sha256.slice(0, 12)})` }],
        });
        const { fileName, mimeType, sizeBytes, uploadedBy } = row;
        return {
          id: created.id,
          fileName,
          mimeType,
          sizeBytes,
          sha256,
          uploadedBy,
          uploadedAt: created.uploadedAt.toISOString(),
        };
      });
    },

    /** How long the car has stood at its current location, in whole days. */
    async holdingPeriod(caller: Caller, appointmentId: string) {
      const row = await car(caller, { appointmentId });
      const since = row.locationSince;
      return {
        appointmentId,
        locationCode: row.locationCode,
        locationStatus: row.locationStatus,
        since: since ? since.toISOString() : null,
        days: since ? Math.floor((Date.now() - since.getTime()) / DAY_MS) : null,
      };
    },
  };
}
export type InventorySatelliteService = ReturnType<typeof inventorySatelliteService>;
