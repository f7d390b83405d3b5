import { isApiError } from '../api/api-error.ts';
import { forgetOldAnswered, isWaiting, markScan, scansOf, type KeptScan } from './scan-queue-store.ts';

/** Sends one kept scan; resolves to the API's success words. Throws as `call` does. */
export type SendScan = (scan: KeptScan) => Promise<string>;

export type SendOutcome = { kind: 'sent'; message: string } | { kind: 'refused'; message: string } | { kind: 'retry' };

/**
 * A 4xx is the API's honest answer (the car moved meanwhile, a bad identifier): kept as refused with its
 * words, never sent again. No answer at all (offline, a timeout, an aborted request), a 5xx, 408, 429, and
 * a 401 (the token ran out; the operator signs in again and their scans go then) are tried again later.
 */
export const outcomeOfError = (error: unknown): SendOutcome => {
  if (!isApiError(error) || error.isNetworkError) return { kind: 'retry' };
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return { kind: 'retry' };
  return { kind: 'refused', message: error.body?.message || error.body?.error || error.message };
};

/**
 * Sends this user's waiting scans in the order they were made, one at a time, each with its own key.
 * Stops at the first one that gets no answer (the rest would fail the same way, and order matters: a later
 * scan of the same car must not overtake an earlier one). A scan left "sending" by a closed page is sent
 * again with the same key, which the API answers with the stored first answer.
 */
export async function drainScans(userId: string, send: SendScan): Promise<'done' | 'retry'> {
  for (const scan of (await scansOf(userId)).filter(isWaiting)) {
    const seq = scan.seq!;
    await markScan(seq, { state: 'sending', attempts: scan.attempts + 1 });
    let outcome: SendOutcome;
    try {
      outcome = { kind: 'sent', message: await send(scan) };
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    if (outcome.kind === 'retry') {
      await markScan(seq, { state: 'waiting' });
      return 'retry';
    }
    await markScan(seq, { state: outcome.kind, message: outcome.message });
  }
  return 'done';
}

/** Waits between tries while the API cannot be reached: 2 s doubling up to a minute. */
export const BACKOFF_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 60_000] as const;

interface Runner {
  kick: () => void;
  stop: () => void;
}

let current: Runner | undefined;

/** Sends now (after a scan was kept, or the operator asked) if a runner is on in this tab. */
export const kickScanQueue = (): void => current?.kick();

/**
 * Keeps sending the signed-in user's scans: at start, when the browser says it is online again, and on a
 * backoff timer while it gets no answer. Across tabs a Web Lock lets one tab send at a time (the other
 * then finds the scans answered); the keys would make a double send harmless anyway.
 */
export function startScanQueue(userId: string, send: SendScan): () => void {
  current?.stop();
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const delay = BACKOFF_MS[Math.min(failures - 1, BACKOFF_MS.length - 1)]!;
    timer = setTimeout(kick, delay);
  };
  const once = () =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(`b2c-scan-queue:${userId}`, () => drainScans(userId, send))
      : drainScans(userId, send);

  async function run() {
    running = true;
    try {
      do {
        again = false;
        if (stopped) return;
        const result = await once().catch(() => 'retry' as const);
        if (result === 'retry') {
          failures += 1;
          schedule();
        } else failures = 0;
      } while (again && !stopped);
    } finally {
      running = false;
    }
  }
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    void run();
  }
  const onOnline = () => {
    failures = 0;
    kick();
  };
  window.addEventListener('online', onOnline);
  const runner: Runner = {
    kick,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      if (current === runner) current = undefined;
    },
  };
  current = runner;
  void forgetOldAnswered(userId).catch(() => undefined);
  kick();
  return runner.stop;
}
