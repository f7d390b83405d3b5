import { Dexie, type EntityTable } from 'dexie';
import type { Vertical } from '@b2c/domain';

/** Where a kept scan stands: kept, on its way, applied by the API, or refused by it (with its words). */
export type ScanState = 'waiting' | 'sending' | 'sent' | 'refused';

/** What the stock-in scan sends (the same body as the online scan). */
export interface StockInScanRequest {
  path: 'reg' | 'chassis';
  value: string;
  locationCode: string;
  locationName: string;
}

/** A yard audit's count (issue 28 part 1): its client key is the scan's key. */
export interface YardAuditScanRequest {
  auditId: number;
  value: string;
  locationName: string;
}

/**
 * A scan made without signal (or whose request failed without an answer), kept in the browser until the
 * API has answered it. Its idempotency key is fixed when it is made, so every resend is the same request.
 */
interface KeptScanBase {
  /** Order of making; sends go in this order. */
  seq?: number;
  idempotencyKey: string;
  /** The operator who made it (the token's subject): only they send it, only they see it. */
  userId: string;
  vertical: Vertical;
  madeAt: string;
  state: ScanState;
  /** The API's words for a refusal, or its success message. */
  message?: string;
  attempts: number;
}

export type KeptScan = KeptScanBase &
  ({ kind: 'stock-in'; request: StockInScanRequest } | { kind: 'yard-audit'; request: YardAuditScanRequest });

type NewScan<S> = S extends KeptScan ? Omit<S, 'seq' | 'state' | 'attempts'> : never;

class ScanQueueDb extends Dexie {
  scans!: EntityTable<KeptScan, 'seq'>;
  constructor(name: string) {
    super(name);
    // [userId+seq]: one user's scans in the order they were made, without reading anyone else's.
    this.version(1).stores({ scans: '++seq, &idempotencyKey, userId, [userId+seq]' });
  }
}

let db: ScanQueueDb | undefined;
const DB_NAME = 'b2c-scan-queue';

/** The one database of the page (tests swap it for a fresh one). */
export const scanQueueDb = (): ScanQueueDb => {
  db ??= new ScanQueueDb(DB_NAME);
  return db;
};

export const resetScanQueueDbForTests = async (): Promise<void> => {
  if (db) {
    db.close();
    await Dexie.delete(DB_NAME);
  }
  db = undefined;
};

export const keepScan = async (scan: NewScan<KeptScan>): Promise<void> => {
  await scanQueueDb().scans.add({ ...scan, state: 'waiting', attempts: 0 } as KeptScan);
};

/** One user's scans, oldest first. */
export const scansOf = (userId: string): Promise<KeptScan[]> =>
  scanQueueDb().scans.where('[userId+seq]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();

export const markScan = async (seq: number, change: Partial<Pick<KeptScan, 'state' | 'message' | 'attempts'>>) => {
  await scanQueueDb().scans.update(seq, change);
};

/** Forgets this user's answered scans (sent or refused); waiting ones stay, and nobody else's are touched. */
export const clearAnswered = async (userId: string): Promise<void> => {
  const answered = (await scansOf(userId)).filter((s) => s.state === 'sent' || s.state === 'refused');
  await scanQueueDb().scans.bulkDelete(answered.map((s) => s.seq!));
};

/** Answered scans stay listed this long (the operator may clear them sooner); waiting ones are never dropped. */
export const ANSWERED_KEPT_DAYS = 7;

export const forgetOldAnswered = async (userId: string, now = Date.now()): Promise<void> => {
  const before = now - ANSWERED_KEPT_DAYS * 86_400_000;
  const old = (await scansOf(userId)).filter(
    (s) => (s.state === 'sent' || s.state === 'refused') && Date.parse(s.madeAt) < before,
  );
  await scanQueueDb().scans.bulkDelete(old.map((s) => s.seq!));
};

export const isWaiting = (s: KeptScan): boolean => s.state === 'waiting' || s.state === 'sending';
