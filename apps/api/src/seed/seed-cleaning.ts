import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CleaningChecklistItem, CleaningTaskState, Vertical } from '@b2c/domain';
import { CLEANING_CHECKLIST } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { ownedBy } from '../plugins/db/vertical-scope.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { driverSeeding } from '../modules/driver/driver-module.ts';
import { cleaningSeeding } from '../modules/cleaning/cleaning-module.ts';
import { tutorialSeeding } from '../modules/tutorial/tutorial-module.ts';

const { inventory } = inventorySeeding;
const { drivers } = driverSeeding;
const { cleaningTaskEvents, cleaningTasks } = cleaningSeeding;
const { tutorials } = tutorialSeeding;

const IN_CAR: Vertical = { country: 'IN', vehicleType: 'CAR' };
const HOUR_MS = 3_600_000;
const BEFORE = 'demo/cleaning/before.png';
const AFTER = 'demo/cleaning/after.png';
const STREAKY = 'demo/cleaning/after-streaky.png';
const passed = Object.fromEntries(CLEANING_CHECKLIST.map((i) => [i, true]));

interface Round {
  state: CleaningTaskState;
  after?: string;
  reasons?: CleaningChecklistItem[];
}
/** One plan per car: its rounds in order (a send-back is followed by its re-clean). */
const PLANS: Round[][] = [
  [{ state: 'UNASSIGNED' }],
  [{ state: 'UNASSIGNED' }],
  [{ state: 'ASSIGNED' }],
  [{ state: 'QA_PENDING', after: AFTER }],
  [{ state: 'QA_PENDING', after: AFTER }],
  [{ state: 'APPROVED', after: AFTER }],
  [
    { state: 'REJECTED', after: STREAKY, reasons: ['WINDOWS', 'TYRES_AND_RIMS'] },
    { state: 'APPROVED', after: AFTER },
  ],
  [
    { state: 'REJECTED', after: STREAKY, reasons: ['INTERIOR_VACUUM'] },
    { state: 'QA_PENDING', after: AFTER },
  ],
];

/**
 * Car cleaning and tutorial demo data (issue 17) for IN cars: two more cleaners beside the staff list's
 * own, tasks in every state (two sent back, one re-clean approved and one waiting for review), with
 * photos, and two PDF tutorials, one only for the CLEANING_STAFF group. The files are demo-media.ts's.
 */
export async function seedCleaning(db: Db, now = new Date()): Promise<void> {
  const v = IN_CAR;
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db.insert(drivers).values(
    ['Meena Kumari', 'Salim Shaikh'].map((name, i) => ({
      ...v,
      name,
      mobile: `+91982220000${i + 1}`,
      driverType: 'YARD' as const,
      staffType: 'CLEANER' as const,
      vendor: 'IN_HOUSE' as const,
      active: true,
    })),
  );
  const cleaners = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(
      and(eq(drivers.country, v.country), eq(drivers.vehicleType, v.vehicleType), eq(drivers.staffType, 'CLEANER')),
    )
    .orderBy(asc(drivers.id));
  const cars = await db
    .select({ appointmentId: inventory.appointmentId, locationCode: inventory.locationCode })
    .from(inventory)
    .where(and(ownedBy(inventory, v), isNotNull(inventory.locationCode)))
    .orderBy(asc(inventory.id))
    .limit(PLANS.length);

  for (const [i, car] of cars.entries()) {
    const done: { id: number; round: number }[] = [];
    for (const [r, round] of (PLANS[i] ?? []).entries()) {
      const previous = done.at(-1);
      const hours = 30 - i * 3 - r * 6;
      const cleaner = round.state === 'UNASSIGNED' ? null : cleaners[i % cleaners.length]!;
      const reviewed = round.state === 'APPROVED' || round.state === 'REJECTED';
      const submitted = reviewed || round.state === 'QA_PENDING';
      const [task]: { id: number; round: number }[] = await db
        .insert(cleaningTasks)
        .values({
          ...v,
          appointmentId: car.appointmentId,
          locationCode: car.locationCode!,
          state: round.state,
          round: (previous?.round ?? 0) + 1,
          recleanOf: previous?.id ?? null,
          cleanerId: cleaner?.id ?? null,
          cleanerName: cleaner?.name ?? null,
          beforeKey: cleaner ? BEFORE : null,
          beforeBy: cleaner ? 'ops.in' : null,
          beforeAt: cleaner ? at(hours - 1) : null,
          afterKey: round.after ?? null,
          afterBy: round.after ? 'ops.in' : null,
          afterAt: round.after ? at(hours - 2) : null,
          checklist: reviewed
            ? round.reasons
              ? Object.fromEntries(round.reasons.map((x) => [x, false]))
              : passed
            : null,
          reasons: round.reasons ?? [],
          remarks: round.reasons ? 'Streaks left on the glass' : null,
          assignedAt: cleaner ? at(hours - 0.5) : null,
          submittedAt: submitted ? at(hours - 2) : null,
          reviewedAt: reviewed ? at(hours - 3) : null,
          reviewedBy: reviewed ? 'ops.in' : null,
          clientType: 'ADMIN_PANEL',
          createdAt: at(hours),
          updatedAt: at(reviewed ? hours - 3 : hours - 2),
          updatedBy: 'ops.in',
        })
        .returning({ id: cleaningTasks.id, round: cleaningTasks.round });
      await db.insert(cleaningTaskEvents).values({
        ...v,
        taskId: task!.id,
        event: 'CREATE',
        fromState: null,
        toState: round.state,
        detail: previous ? `Re-clean of task ${previous.id}` : null,
        clientType: 'ADMIN_PANEL',
        actor: 'ops.in',
        createdAt: at(hours),
      });
      done.push(task!);
    }
  }

  await db.insert(tutorials).values([
    {
      ...v,
      title: 'Exterior washing guide',
      category: 'CLEANING' as const,
      language: 'en' as const,
      mediaKind: 'PDF' as const,
      fileName: 'washing-guide.pdf',
      storageKey: 'demo/tutorials/washing-guide.pdf',
      groups: [],
      createdBy: 'ops.in',
      createdAt: at(72),
    },
    {
      ...v,
      title: 'Yard safety basics',
      category: 'SAFETY' as const,
      language: 'en' as const,
      mediaKind: 'PDF' as const,
      fileName: 'yard-safety.pdf',
      storageKey: 'demo/tutorials/yard-safety.pdf',
      groups: ['CLEANING_STAFF'],
      createdBy: 'ops.in',
      createdAt: at(48),
    },
  ]);
}
