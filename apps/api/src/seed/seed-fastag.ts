import { and, asc, eq } from 'drizzle-orm';
import { KYC_STATUS_OF_STATE, type FastagDocumentType, type FastagOrderState } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { fastagSeeding } from '../modules/fastag/fastag-module.ts';

const { inventory } = inventorySeeding;
const { fastagDocuments, fastagOrders } = fastagSeeding;

const DAY_MS = 24 * 60 * 60 * 1000;
const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;
const DOCS: Readonly<Record<FastagDocumentType, string | null>> = {
  RC: 'RC',
  PAN: 'PAN',
  AADHAAR: 'AADHAAR',
  PASSPORT: 'PASSPORT',
  DRIVING_LICENCE: 'DL',
  VEHICLE_PHOTO: null,
};
const REQUIRED: readonly FastagDocumentType[] = ['RC', 'PAN', 'VEHICLE_PHOTO'];

/** One order per plan: every state of the life cycle, two waiting for documents (one with none yet). */
const PLANS: { state: FastagOrderState; docs: number; serial?: string; reason?: string; daysAgo: number }[] = [
  { state: 'DOCUMENTS_PENDING', docs: 0, daysAgo: 0 },
  { state: 'DOCUMENTS_PENDING', docs: 1, daysAgo: 1 },
  { state: 'KYC_PENDING', docs: 3, daysAgo: 2 },
  { state: 'KYC_REJECTED', docs: 3, reason: 'PAN name does not match the RC <owner>', daysAgo: 4 },
  { state: 'KYC_VERIFIED', docs: 3, daysAgo: 5 },
  { state: 'KYC_VERIFIED', docs: 3, serial: '608268-001-0000417', daysAgo: 6 },
  { state: 'ACTIVATED', docs: 3, serial: '608268-001-0000391', daysAgo: 9 },
];
const CUSTOMERS = [
  'Priya Sharma',
  'Arjun Mehta',
  'Sneha Iyer',
  'Rahul Verma',
  'Kavya Nair',
  'Vikram Singh',
  'Ananya Rao',
];

/**
 * FASTag demo orders (issue 17) for India cars only: the tags are sold with cars there, so the other
 * verticals show the screen's empty state. The documents are records only: their files are not in the
 * demo storage, so their view says the file cannot be shown until an operator replaces it.
 */
export async function seedFastag(db: Db, now = new Date()): Promise<void> {
  const cars = await db
    .select({ appointmentId: inventory.appointmentId, registrationNumber: inventory.registrationNumber })
    .from(inventory)
    .where(and(eq(inventory.country, IN_CAR.country), eq(inventory.vehicleType, IN_CAR.vehicleType)))
    .orderBy(asc(inventory.id))
    .limit(PLANS.length);
  for (const [i, car] of cars.entries()) {
    const plan = PLANS[i]!;
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - 3_600_000);
    const [order] = await db
      .insert(fastagOrders)
      .values({
        ...IN_CAR,
        orderNumber: `FT-IN-${String(1001 + i)}`,
        appointmentId: car.appointmentId,
        registrationNumber: car.registrationNumber,
        customerName: CUSTOMERS[i]!,
        customerMobile: `+9198765${String(43210 + i * 7).padStart(5, '0')}`,
        serialNumber: plan.serial ?? null,
        tagClass: plan.serial ? 'VC4' : null,
        status: plan.state,
        kycStatus: KYC_STATUS_OF_STATE[plan.state],
        kycRejectionReason: plan.reason ?? null,
        activatedAt: plan.state === 'ACTIVATED' ? now : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const docs = REQUIRED.slice(0, plan.docs).map((type) => ({
      ...IN_CAR,
      orderId: order!.id,
      documentType: type,
      documentNumber: DOCS[type] === null ? null : `${DOCS[type]}${String(4821 + i * 13).padStart(6, '0')}`,
      fileName: `${type.toLowerCase()}.jpg`,
      storageKey: `fastag/IN/CAR/${order!.id}/${type}/demo-${type.toLowerCase()}.jpg`,
      uploadedBy: 'ops.in',
      uploadedAt: createdAt,
    }));
    if (docs.length > 0) await db.insert(fastagDocuments).values(docs);
  }
}
