import type { ErrorGroup, ErrorGroupDetail, ErrorGroupFilter, ErrorSource } from '@b2c/contracts';
import { notFound } from '../../kits/http-errors.ts';
import type { ErrorGroupRow, ErrorsRepository } from './errors-repository.ts';
import { eventPayloads, receivedEvent } from './sentry-envelope.ts';
import type { SourceMapResolver } from './source-map-resolver.ts';

/** An envelope carries one event in practice; more than a few is not a reporter we serve. */
const MAX_EVENTS_PER_ENVELOPE = 5;
const EVENTS_SHOWN = 20;

const summary = (row: ErrorGroupRow): ErrorGroup => ({
  id: row.id,
  source: row.source,
  title: row.title,
  culprit: row.culprit,
  count: row.count,
  firstSeen: new Date(row.firstSeen).toISOString(),
  lastSeen: new Date(row.lastSeen).toISOString(),
  release: row.release,
  verticals: row.verticals,
  usersAffected: row.users.length,
  status: row.status,
});

export function errorsService(repo: ErrorsRepository, resolveFrames: SourceMapResolver) {
  return {
    /** Stores the envelope's events (BadEnvelope when it cannot be read); how many were stored. */
    async ingest(body: Buffer, source: ErrorSource): Promise<number> {
      const events = eventPayloads(body).slice(0, MAX_EVENTS_PER_ENVELOPE);
      for (const payload of events) await repo.record(source, receivedEvent(payload, source));
      return events.length;
    },

    list: async (q: ErrorGroupFilter & { page: number; size: number; sort?: string | undefined }) =>
      (await repo.list(q)).map(summary),
    count: (q: ErrorGroupFilter) => repo.count(q),

    async get(id: number): Promise<ErrorGroupDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound(`Error group ${id}`);
      const events = await repo.events(id, EVENTS_SHOWN);
      const latest = events[0];
      return {
        ...summary(row),
        users: row.users,
        events: await Promise.all(
          (events.length ? events : []).map(async (e) => ({
            id: e.id,
            receivedAt: new Date(e.receivedAt).toISOString(),
            traceId: e.traceId,
            userId: e.userId,
            vertical: e.vertical,
            release: e.release,
            message: e.message,
            // The newest event's stack in full; older ones keep theirs too, resolved the same way.
            frames: await resolveFrames(e === latest ? e.frames : e.frames.slice(0, 10)),
          })),
        ),
      };
    },

    async resolve(id: number): Promise<ErrorGroup> {
      const row = await repo.resolve(id);
      if (!row) throw notFound(`Error group ${id}`);
      return summary(row);
    },
  };
}
export type ErrorsService = ReturnType<typeof errorsService>;
