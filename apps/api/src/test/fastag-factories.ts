import { randomUUID } from 'node:crypto';
import { KYC_STATUS_OF_STATE, type FastagDocumentType, type FastagOrderState, type Vertical } from '@b2c/domain';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { fastagDocuments, fastagOrders } from '../modules/fastag/fastag-tables.ts';

const IN_CAR: Vertical = { country: 'IN', vehicleType: 'CAR' };

/**
 * A FASTag order of a vertical (IN CAR unless told) in a state, with document records of the given types
 * (their keys name no real file: tests that view or replace a file upload their own).
 */
export async function insertFastagOrder(
  db: Executor,
  opts: {
    vertical?: Vertical;
    state?: FastagOrderState;
    serialNumber?: string | null;
    documents?: readonly FastagDocumentType[];
  } = {},
) {
  const v = opts.vertical ?? IN_CAR;
  const state = opts.state ?? 'DOCUMENTS_PENDING';
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const [order] = await db
    .insert(fastagOrders)
    .values({
      ...v,
      orderNumber: `FT-T-${tag}`,
      appointmentId: `9${parseInt(tag, 16) % 1_000_000_000}`,
      registrationNumber: null,
      customerName: `Customer ${tag}`,
      customerMobile: '+919812345678',
      serialNumber: opts.serialNumber ?? null,
      status: state,
      kycStatus: KYC_STATUS_OF_STATE[state],
    })
    .returning();
  const docs = opts.documents ?? [];
  if (docs.length > 0)
    await db.insert(fastagDocuments).values(
      docs.map((type) => ({
        ...v,
        orderId: order!.id,
        documentType: type,
        documentNumber: type === 'VEHICLE_PHOTO' ? null : `${type}123`,
        fileName: `${type.toLowerCase()}.png`,
        storageKey: `fastag/${v.country}/${v.vehicleType}/${order!.id}/${type}/seeded-${tag}.png`,
        uploadedBy: 'ops.in',
      })),
    );
  return order!;
}
