import { and, asc, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { fastagConfigs, fastagDocuments, fastagOrders } from './fastag-tables.ts';

export type FastagOrderRow = typeof fastagOrders.$inferSelect;
export type FastagDocumentRow = typeof fastagDocuments.$inferSelect;
export type FastagConfigRow = typeof fastagConfigs.$inferSelect;

/** The audit log's entity for an order (its id): documents, details, KYC and activation. */
export const FASTAG_ORDER_ENTITY = 'fastag-order';
/** The config is audited under the vertical it belongs to (`IN:CAR`). */
export const FASTAG_CONFIG_ENTITY = 'fastag-config';

const o = fastagOrders;
const orderList = verticalList(o, {
  filters: {
    orderNumber: prefix(o.orderNumber),
    appointmentId: prefix(o.appointmentId),
    customerMobile: prefix(o.customerMobile),
    serialNumber: prefix(o.serialNumber),
    status: equals(o.status),
    kycStatus: equals(o.kycStatus),
  },
  sortable: {
    createdAt: o.createdAt,
    orderNumber: o.orderNumber,
    status: o.status,
    kycStatus: o.kycStatus,
    customerName: o.customerName,
    updatedAt: o.updatedAt,
    id: o.id,
  },
  defaultSort: 'createdAt,desc',
});

/** Orders, their documents and the config, always of the caller's vertical. */
export function fastagRepository(db: Executor) {
  const documents = verticalRows(db, fastagDocuments);
  return {
    orders: { ...verticalRows(db, fastagOrders), ...orderList.on(db) },
    documents: {
      ...documents,
      ofOrder: (v: Vertical, orderId: number) =>
        db
          .select()
          .from(fastagDocuments)
          .where(and(ownedBy(fastagDocuments, v), eq(fastagDocuments.orderId, orderId)))
          .orderBy(asc(fastagDocuments.id)),
    },
    configs: verticalRows(db, fastagConfigs),
  };
}
