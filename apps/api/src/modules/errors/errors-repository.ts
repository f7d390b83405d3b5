import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ErrorGroupFilter } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { errorEvents, errorGroups } from './errors-tables.ts';
import type { ReceivedEvent } from './sentry-envelope.ts';

export type ErrorGroupRow = typeof errorGroups.$inferSelect;
export type ErrorEventRow = typeof errorEvents.$inferSelect;

/** Past this many stored events the oldest are dropped: the store never grows without bound. */
export const STORED_EVENTS_CAP = 10_000;
/** Distinct users kept per group; "users affected" stops counting there (shown as the cap). */
const USERS_CAP = 1_000;

const g = errorGroups;
const SORTABLE = { lastSeen: g.lastSeen, firstSeen: g.firstSeen, count: g.count, title: g.title } as const;

const whereOf = (q: ErrorGroupFilter): SQL | undefined =>
  and(q.status ? eq(g.status, q.status) : undefined, q.source ? eq(g.source, q.source) : undefined);

const orderOf = (sort: string | undefined): SQL[] => {
  const [field, direction] = (sort ?? 'lastSeen,desc').split(',');
  const column = SORTABLE[field as keyof typeof SORTABLE] ?? g.lastSeen;
  return [direction === 'asc' ? asc(column) : desc(column), desc(g.id)];
};

/** Appends `value` to a jsonb array column unless it is null, already there, or the array is full. */
const withMember = (column: SQL | typeof g.verticals, value: string | null, cap: number): SQL =>
  value === null
    ? sql`${column}`
    : sql`case when ${column} ? ${value} or jsonb_array_length(${column}) >= ${cap} then ${column} else ${column} || jsonb_build_array(${value}::text) end`;

export function errorsRepository(db: Db, cap = STORED_EVENTS_CAP) {
  return {
    /** One event into its group (created, counted, reopened if resolved) and the events table. */
    async record(source: ErrorGroupRow['source'], e: ReceivedEvent): Promise<number> {
      return db.transaction(async (tx) => {
        const now = new Date().toISOString();
        const [group] = await tx
          .insert(g)
          .values({
            fingerprint: e.fingerprint,
            source,
            title: e.title,
            culprit: e.culprit,
            count: 1,
            firstSeen: now,
            lastSeen: now,
            release: e.release,
            verticals: e.vertical ? [e.vertical] : [],
            users: e.userId ? [e.userId] : [],
            latestFrames: e.frames,
          })
          .onConflictDoUpdate({
            target: g.fingerprint,
            set: {
              count: sql`${g.count} + 1`,
              lastSeen: now,
              title: e.title,
              culprit: e.culprit,
              release: e.release,
              // It came back: a resolved group is open again.
              status: 'open',
              verticals: withMember(sql`${g.verticals}`, e.vertical, 100),
              users: withMember(sql`${g.users}`, e.userId, USERS_CAP),
              latestFrames: sql`${JSON.stringify(e.frames)}::jsonb`,
            },
          })
          .returning({ id: g.id });
        const groupId = group!.id;
        await tx.insert(errorEvents).values({
          groupId,
          traceId: e.traceId,
          userId: e.userId,
          vertical: e.vertical,
          release: e.release,
          message: e.message,
          frames: e.frames,
        });
        // Oldest first: everything below the cap-th newest id goes (the primary key's index finds it).
        await tx.execute(
          sql`delete from error_events where id <= (select id from error_events order by id desc offset ${cap} limit 1)`,
        );
        return groupId;
      });
    },

    list: (q: ErrorGroupFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(g)
        .where(whereOf(q))
        .orderBy(...orderOf(q.sort))
        .limit(q.size)
        .offset(q.page * q.size),

    async count(q: ErrorGroupFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(g)
        .where(whereOf(q));
      return row?.n ?? 0;
    },

    async find(id: number): Promise<ErrorGroupRow | undefined> {
      const [row] = await db.select().from(g).where(eq(g.id, id));
      return row;
    },

    events: (groupId: number, limit: number): Promise<ErrorEventRow[]> =>
      db.select().from(errorEvents).where(eq(errorEvents.groupId, groupId)).orderBy(desc(errorEvents.id)).limit(limit),

    async resolve(id: number): Promise<ErrorGroupRow | undefined> {
      const [row] = await db.update(g).set({ status: 'resolved' }).where(eq(g.id, id)).returning();
      return row;
    },
  };
}
export type ErrorsRepository = ReturnType<typeof errorsRepository>;
