import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { idempotencyKeys } from './movement-tables.ts';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * `Idempotency-Key` (a double tap, a retry after a timeout): the key is claimed by an insert in the
 * write's own transaction and stored with its answer. A second request with the key waits on the first
 * one's row lock, then finds the stored answer and returns it; nothing is written twice. A failed write
 * rolls the claim back, so the operator may retry with the same key. The key belongs to the caller and
 * vertical; reusing it for a different request is refused.
 */
export async function onceFor<T>(
  db: Db,
  q: { vertical: Vertical; userName: string; key: string | undefined; fingerprint: unknown },
  run: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (q.key === undefined) return db.transaction(run);
  if (!KEY.test(q.key))
    throw badRequest('Idempotency-Key must be 8 to 100 letters, digits or _ . : -', 'Idempotency-Key');
  const fingerprint = createHash('sha256').update(JSON.stringify(q.fingerprint)).digest('hex');
  const where = and(
    eq(idempotencyKeys.country, q.vertical.country),
    eq(idempotencyKeys.vehicleType, q.vertical.vehicleType),
    eq(idempotencyKeys.userName, q.userName),
    eq(idempotencyKeys.key, q.key),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...q.vertical, userName: q.userName, key: q.key!, fingerprint, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (stored?.fingerprint !== fingerprint)
        throw conflict('This Idempotency-Key was already used for a different request.');
      return stored.response as T;
    }
    const answer = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: answer as object })
      .where(where);
    return answer;
  });
}
