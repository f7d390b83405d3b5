import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from './db/change-feed.ts';

interface Caches {
  flags: { clear(): void };
  permissions: { clear(): void };
  signIns: { forget(user: { id: number; userName: string }): void; forgetAll(): void };
}

/**
 * A committed change from any process (this one's included) drops what it makes stale, within a second;
 * the caches' time-to-live stays as the safety net for a notification lost with its connection.
 */
export function clearCachesOnChange(app: FastifyInstance, changes: ChangeFeed, caches: Caches): void {
  const stop = changes.subscribe((change) => {
    if (change.kind === 'user') return caches.signIns.forget(change);
    if (change.kind === 'flags' || change.kind === 'all') caches.flags.clear();
    if (change.kind === 'groups' || change.kind === 'all') {
      caches.permissions.clear();
      caches.signIns.forgetAll();
    }
  });
  app.addHook('onClose', async () => stop());
}
