import { randomBytes } from 'node:crypto';
import { isLiveEntity, mayFollow, type LiveChange, type LiveEntity, type Vertical } from '@b2c/domain';
import type { RowNotice } from '../plugins/db/change-feed.ts';

/**
 * Issue 29: the hub between the database's row changes (every process hears every commit, change-feed.ts)
 * and this process's open event streams. It keeps the last `ringSize` changes so a stream that dropped
 * resumes from its `Last-Event-ID`; an id from another process or start, or one older than the ring,
 * is answered with `refetch` (the panel reloads what it shows) rather than a silent gap.
 */
export interface LiveLimits {
  ringSize: number;
  streamsPerUser: number;
  heartbeatMs: number;
  /** A stream ends after this long and the panel reconnects: its sign-in and permissions are checked again. */
  maxAgeMs: number;
}

export const LIVE_LIMITS: LiveLimits = {
  ringSize: 1_000,
  streamsPerUser: 6,
  heartbeatMs: 15_000,
  maxAgeMs: 10 * 60_000,
};

/** Who listens, and the one way to write to them (the route's raw response). */
export interface LiveListener {
  userName: string;
  vertical: Vertical;
  permissions: ReadonlySet<string>;
  write(text: string): void;
  end(): void;
}

interface RingEvent {
  seq: number;
  country: string;
  vehicleType: string;
  change: LiveChange;
}

/** The SSE frames the panel reads (fetch-event-source): `change` with an id, `refetch`, a comment as heartbeat. */
export const sse = {
  change: (id: string, change: LiveChange) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`,
  refetch: (why: string) => `event: refetch\ndata: ${JSON.stringify({ why })}\n\n`,
  heartbeat: ': heartbeat\n\n',
  /** Sent first: how long the browser waits before reconnecting, and that the stream is open. */
  opening: 'retry: 2000\nevent: ready\ndata: {}\n\n',
};

export type LiveHub = ReturnType<typeof liveHub>;

export function liveHub(limits: LiveLimits = LIVE_LIMITS, now: () => Date = () => new Date()) {
  // Ids are `<start>-<sequence>`: another process's or an earlier start's id cannot be mistaken for ours.
  const start = randomBytes(4).toString('hex');
  const ring: RingEvent[] = [];
  let seq = 0;
  const listeners = new Map<LiveListener, { timers: NodeJS.Timeout[] }>();
  const perUser = new Map<string, number>();

  const hears = (l: LiveListener, e: RingEvent) =>
    l.vertical.country === e.country &&
    l.vertical.vehicleType === e.vehicleType &&
    mayFollow(e.change.entity, l.permissions);

  const safeWrite = (l: LiveListener, text: string) => {
    try {
      l.write(text);
    } catch {
      close(l);
    }
  };

  function publish(notice: RowNotice): void {
    if (notice.kind === 'lost') {
      for (const l of listeners.keys()) safeWrite(l, sse.refetch('Some changes may have been missed.'));
      return;
    }
    if (!isLiveEntity(notice.entity)) return;
    const entity: LiveEntity = notice.entity;
    // The car's entities are keyed by appointment id (the audit trail's entity id).
    const appointmentId = notice.id !== undefined && entity !== 'pending-action' ? notice.id : undefined;
    const change: LiveChange = {
      entity,
      ...(notice.id !== undefined ? { id: notice.id } : {}),
      ...(appointmentId !== undefined ? { appointmentId } : {}),
      by: notice.by,
      at: now().toISOString(),
    };
    const event: RingEvent = { seq: ++seq, country: notice.country, vehicleType: notice.vehicleType, change };
    ring.push(event);
    if (ring.length > limits.ringSize) ring.shift();
    const frame = sse.change(`${start}-${event.seq}`, change);
    for (const l of listeners.keys()) if (hears(l, event)) safeWrite(l, frame);
  }

  /** What a stream resuming after `lastEventId` missed, or that it must refetch. */
  function catchUp(l: LiveListener, lastEventId: string | undefined): void {
    if (!lastEventId) return;
    const [from, n] = lastEventId.split('-');
    const last = Number(n);
    const oldest = ring[0]?.seq ?? seq + 1;
    if (from !== start || !Number.isInteger(last) || last > seq || last < oldest - 1) {
      safeWrite(l, sse.refetch('The changes since your last one are no longer kept here.'));
      return;
    }
    for (const e of ring) if (e.seq > last && hears(l, e)) safeWrite(l, sse.change(`${start}-${e.seq}`, e.change));
  }

  function close(l: LiveListener): void {
    const entry = listeners.get(l);
    if (!entry) return;
    listeners.delete(l);
    for (const t of entry.timers) clearTimeout(t);
    const left = (perUser.get(l.userName) ?? 1) - 1;
    if (left > 0) perUser.set(l.userName, left);
    else perUser.delete(l.userName);
    try {
      l.end();
    } catch {
      // already gone
    }
  }

  return {
    publish,
    /** Whether `userName` may open one more stream. */
    hasRoom: (userName: string) => (perUser.get(userName) ?? 0) < limits.streamsPerUser,
    /** Starts a stream: the opening frame, what it missed, then every change it may hear. */
    open(l: LiveListener, lastEventId?: string): () => void {
      perUser.set(l.userName, (perUser.get(l.userName) ?? 0) + 1);
      const heartbeat = setInterval(() => safeWrite(l, sse.heartbeat), limits.heartbeatMs);
      const expiry = setTimeout(() => close(l), limits.maxAgeMs);
      heartbeat.unref();
      expiry.unref();
      listeners.set(l, { timers: [heartbeat, expiry] });
      safeWrite(l, sse.opening);
      catchUp(l, lastEventId);
      return () => close(l);
    },
    /** Ends every stream (shutdown): nothing holds the server open. */
    closeAll(): void {
      for (const l of [...listeners.keys()]) close(l);
    },
    get size() {
      return listeners.size;
    },
  };
}
