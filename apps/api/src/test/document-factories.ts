import { documents } from '../modules/document/document-tables.ts';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { insertInventory, insertLocation } from './factories.ts';

type DocumentRow = typeof documents.$inferSelect;
type DocumentInsert = typeof documents.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

/**
 * A car of IN CAR with one document, owed (Not Raised) at a new location of its own, procured
 * `procuredDaysAgo` days ago (plus half a day, so the age is that many whole days). Overrides set the
 * document's columns; pass `country` to make both in another vertical.
 * @example const { document, car, location } = await insertDocument(db, { status: 'REQUESTED' });
 */
export async function insertDocument(
  db: Executor,
  overrides: Partial<DocumentInsert> & { procuredDaysAgo?: number } = {},
): Promise<{ document: DocumentRow; appointmentId: string; locationCode: string }> {
  const { procuredDaysAgo = 3, ...columns } = overrides;
  const vertical = { country: columns.country ?? 'IN', vehicleType: columns.vehicleType ?? 'CAR' } as const;
  const location = await insertLocation(db, vertical);
  const car = await insertInventory(db, { ...vertical, locationCode: location.code, locationStatus: 'STOCKED_IN' });
  const [document] = await db
    .insert(documents)
    .values({
      ...vertical,
      appointmentId: car.appointmentId,
      documentType: 'RC',
      status: 'NOT_RAISED',
      documentLocation: location.code,
      procuredAt: new Date(Date.now() - procuredDaysAgo * DAY - DAY / 2),
      ...columns,
    })
    .returning();
  return { document: document!, appointmentId: car.appointmentId, locationCode: location.code! };
}
