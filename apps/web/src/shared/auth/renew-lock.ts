/**
 * One token renewal at a time across tabs: refresh tokens rotate on use, so two tabs renewing with the
 * same token would make the IdP revoke the family. Web Locks where available; otherwise a
 * localStorage lease (the `storage`-less fallback for older browsers and test DOMs).
 */
export const RENEW_LOCK_NAME = 'b2c-oidc-renew';
const LEASE_MS = 15_000;
const POLL_MS = 100;

interface Lease {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const readLease = (storage: Storage): Lease | undefined => {
  try {
    const value: unknown = JSON.parse(storage.getItem(RENEW_LOCK_NAME) ?? 'null');
    if (typeof value === 'object' && value !== null && 'owner' in value && 'until' in value) {
      const { owner, until } = value;
      if (typeof owner === 'string' && typeof until === 'number') return { owner, until };
    }
  } catch {
    // A corrupt lease is treated as free.
  }
  return undefined;
};

/** Runs `task` while holding the localStorage lease; waits at most one lease period for it. */
export const withStorageLease = async <T>(
  task: () => Promise<T>,
  storage: Storage = window.localStorage,
): Promise<T> => {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const giveUpAt = Date.now() + LEASE_MS;
  for (;;) {
    const lease = readLease(storage);
    if (!lease || lease.until < Date.now()) {
      storage.setItem(RENEW_LOCK_NAME, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      await sleep(POLL_MS / 2); // let a racing tab's write land, then see who won
      if (readLease(storage)?.owner === owner) break;
    }
    if (Date.now() > giveUpAt) break; // a crashed tab's lease must not block renewal forever
    await sleep(POLL_MS);
  }
  try {
    return await task();
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(RENEW_LOCK_NAME);
  }
};

export const withRenewLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock API types its result as the callback's return (a promise); `then` flattens it.
  if (locks) return locks.request(RENEW_LOCK_NAME, { mode: 'exclusive' }, task).then((result) => result);
  return withStorageLease(task);
};
