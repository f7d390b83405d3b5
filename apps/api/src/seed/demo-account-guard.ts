import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../plugins/db/database.ts';
import { ConfigError } from '../config.ts';
import { usersSeeding } from '../modules/users/users-module.ts';
import { verifyPassword } from '../kits/passwords.ts';
import { DEMO_USERS } from './demo-accounts.ts';

const { users } = usersSeeding;

/** The server refuses to start: a reachable deployment still has accounts whose passwords the README prints. */
export class DemoAccountsPresentError extends ConfigError {}

/**
 * The README's demo accounts that are active and still have their demo password, in the README's order.
 * A real account that only shares a name (e.g. an `admin` with its own password) is not one of them.
 * At most eight scrypt checks (~50 ms each, run side by side), once per start.
 */
export async function activeDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.userName,
          DEMO_USERS.map((u) => u.userName),
        ),
        eq(users.active, true),
      ),
    );
  const hashOf = new Map(rows.map((r) => [r.userName, r.passwordHash]));
  const matches = await Promise.all(
    DEMO_USERS.map(async (u) => hashOf.has(u.userName) && verifyPassword(u.password, hashOf.get(u.userName) ?? null)),
  );
  return DEMO_USERS.filter((_, i) => matches[i]).map((u) => u.userName);
}

/** Throws when demo accounts are live on an address other people can reach (the caller decides when). */
export async function refuseDemoAccounts(db: Db, publicUrl: string): Promise<void> {
  const names = await activeDemoAccounts(db);
  if (names.length === 0) return;
  throw new DemoAccountsPresentError(
    `Demo accounts (${names.join(', ')}) exist but PUBLIC_URL ${publicUrl} is not a loopback address: ` +
      'remove them or set SEED=demo to run a demo deliberately.',
  );
}
