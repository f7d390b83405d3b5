import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { COUNTRIES, VEHICLE_TYPES } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { usersSeeding } from '../modules/users/users-module.ts';
import { hashPassword } from '../kits/passwords.ts';
import { seedReferenceData } from './seed-platform.ts';

const { userGroups, users } = usersSeeding;

export const FIRST_ADMIN_USER_NAME = 'admin';
/** Every permission (ADMIN) plus the group-gated pages (CC_ADMIN: user preferences), as the demo admin has. */
const FIRST_ADMIN_GROUPS = ['ADMIN', 'CC_ADMIN'];
/** Any fixed number: it only has to be the same in every process that seeds this database. */
const FIRST_START_LOCK = 0x62326373;

/**
 * First start of an empty production database: the reference data and ONE administrator, `admin`, with
 * every country and vehicle type, whose password must be changed at the first sign-in. The password is
 * ADMIN_PASSWORD, or a generated one shown once by `print` (the console, never the log: logs get
 * shipped). Returns false when the database already had users and nothing was written.
 */
export async function seedFirstAdmin(
  db: Db,
  opts: { adminPassword: string | undefined; publicUrl: string; print: (text: string) => void },
): Promise<boolean> {
  const password = opts.adminPassword ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: the lock lets exactly one of them seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if (Number(existing?.n ?? 0) > 0) return false;
    const groupId = await seedReferenceData(tx);
    const [admin] = await tx
      .insert(users)
      .values({
        userName: FIRST_ADMIN_USER_NAME,
        name: 'Administrator',
        email: `${FIRST_ADMIN_USER_NAME}@${new URL(opts.publicUrl).hostname}`,
        passwordHash,
        passwordChangeRequired: true,
        countries: [...COUNTRIES],
        vehicleTypes: [...VEHICLE_TYPES],
      })
      .returning({ id: users.id });
    await tx
      .insert(userGroups)
      .values(FIRST_ADMIN_GROUPS.map((g) => ({ userId: admin!.id, groupId: groupId.get(g)! })));
    return true;
  });
  if (created && !opts.adminPassword) opts.print(oneTimePasswordNotice(password, opts.publicUrl));
  return created;
}

/** A box that stands out on a console full of JSON log lines. */
export function oneTimePasswordNotice(password: string, publicUrl: string): string {
  const lines = [
    `First start: administrator "${FIRST_ADMIN_USER_NAME}" created.`,
    `One-time password: ${password}`,
    `Sign in at ${publicUrl} and choose a new password.`,
    'This password is shown only now and is not logged.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule, ''].join('\n') + '\n';
}
