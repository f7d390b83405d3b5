import { asc } from 'drizzle-orm';
import {
  ALL_VERTICALS,
  DEFAULT_FEATURE_MATRIX,
  isFeatureEnabled,
  type DocumentStatus,
  type DocumentType,
  type Vertical,
} from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { documentSeeding } from '../modules/document/document-module.ts';
import { locationCodesOf } from './seed-recordset.ts';
import { stockedCarsOf } from './seed-stocked-cars.ts';

const { inventory } = inventorySeeding;
const { documents } = documentSeeding;

const DAY = 24 * 60 * 60 * 1000;
const CARS = 12;
const TYPES: readonly DocumentType[] = ['RC', 'INSURANCE', 'NOC', 'FORM_29', 'FORM_30', 'SERVICE_BOOK'];
/** Cycled over the cars' documents, so every status and ageing bucket shows on the pendency screen. */
const STATUSES: readonly DocumentStatus[] = [
  'NOT_RAISED',
  'REQUESTED',
  'IN_TRANSIT',
  'DONE',
  'NOT_RAISED',
  'DISPUTED',
  'REQUESTED',
  'DONE',
];
const REMARKS: Partial<Record<DocumentStatus, string>> = {
  DISPUTED: 'Not found in the hub file during the monthly audit',
  // Shown as text: the angle brackets must reach the screen as typed.
  REQUESTED: 'Original with the financier <HDFC>; courier booked',
};

/**
 * Documents of the first cars in stock of every vertical where document pendency is on by default (India
 * cars): four per car, procured 1 to 95 days before the seeding day, requested a few days after. Each
 * document is kept at the car's location; requested ones are wanted at the next location of the list.
 */
export async function seedDocuments(db: Db, now = new Date()): Promise<void> {
  for (const v of ALL_VERTICALS.filter((x) => isFeatureEnabled(DEFAULT_FEATURE_MATRIX, 'documentPendency', x)))
    await seedVertical(db, v, now);
}

async function seedVertical(db: Db, v: Vertical, now: Date): Promise<void> {
  const codes = await locationCodesOf(db, v);
  const cars = await db
    .select({ appointmentId: inventory.appointmentId, locationCode: inventory.locationCode })
    .from(inventory)
    .where(stockedCarsOf(v))
    .orderBy(asc(inventory.appointmentId))
    .limit(CARS);
  const rows = cars.flatMap((car, i) => {
    const home = car.locationCode ?? codes[0]!;
    const elsewhere = codes.find((c) => c !== home) ?? home;
    return [0, 1, 2, 3].map((j) => {
      const n = i * 4 + j;
      const status = STATUSES[n % STATUSES.length]!;
      const procuredAt = new Date(now.getTime() - (1 + ((i * 17 + j * 5) % 95)) * DAY - 2 * 3_600_000);
      const requested = status !== 'NOT_RAISED';
      const requestedAt = requested
        ? new Date(Math.min(now.getTime() - 3_600_000, procuredAt.getTime() + ((n % 6) + 1) * DAY))
        : null;
      const arrived = status === 'DONE';
      return {
        ...v,
        appointmentId: car.appointmentId,
        documentType: TYPES[(i + j) % TYPES.length]!,
        status,
        documentLocation: arrived ? elsewhere : home,
        destinationLocation: requested && !arrived && status !== 'DISPUTED' ? elsewhere : null,
        slot: status === 'REQUESTED' ? '1000_1200' : null,
        remarks: REMARKS[status] ?? null,
        procuredAt,
        requestedAt,
        updatedAt: requestedAt ?? procuredAt,
      };
    });
  });
  if (rows.length > 0) await db.insert(documents).values(rows).onConflictDoNothing();
}
