import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../plugins/db/database.ts';
import { usersSeeding } from '../modules/users/users-module.ts';
import { seedPlatform } from './seed-platform.ts';
import { seedMasterdata } from './seed-masterdata.ts';
import { seedInventory } from './seed-inventory.ts';
import { seedMovements } from './seed-movements.ts';
import { seedScheduled } from './seed-scheduled.ts';
import { seedKeys } from './seed-key.ts';
import { seedDealers } from './seed-dealers.ts';
import { seedDocuments } from './seed-documents.ts';
import { seedPreference } from './seed-preference.ts';
import { seedUsers } from './seed-users.ts';
import { seedUsersRoster } from './seed-users-roster.ts';
import { seedCleaning } from './seed-cleaning.ts';
import { seedFastag } from './seed-fastag.ts';

const { users } = usersSeeding;

/** First start of an empty database: load the deterministic demo data for all twelve verticals. */
export async function seedIfEmpty(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  // A database with users is never touched again: demo rows must not appear in a real deployment's data.
  if (Number(row?.n ?? 0) > 0) return;
  const started = Date.now();
  await seedPlatform(db);
  await seedMasterdata(db);
  await seedInventory(db, { perVertical: 60 });
  await seedMovements(db);
  await seedScheduled(db);
  await seedKeys(db);
  await seedDealers(db);
  await seedDocuments(db);
  await seedPreference(db);
  await seedUsers(db);
  await seedUsersRoster(db);
  await seedCleaning(db);
  await seedFastag(db);
  log.info({ ms: Date.now() - started }, 'demo data seeded');
}
