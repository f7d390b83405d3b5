import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ErrorGroupStatus, ErrorSource } from '@b2c/contracts';

/** A frame as the SDK sent it (built file names, unresolved); resolved through source maps when read. */
export interface StoredFrame {
  function: string;
  file: string;
  line: number | null;
  column: number | null;
}

/**
 * Reported failures grouped by fingerprint (issue 25). Not per vertical: one operator's view of the whole
 * deployment; the verticals each group came from are listed on it.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    source: text('source').$type<ErrorSource>().notNull(),
    title: text('title').notNull(),
    culprit: text('culprit').notNull(),
    count: integer('count').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true, mode: 'string' }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'string' }).notNull(),
    release: text('release').notNull(),
    verticals: jsonb('verticals').$type<string[]>().notNull().default([]),
    /** Distinct user ids, capped (errors-repository.ts): "users affected" is their number. */
    users: jsonb('users').$type<string[]>().notNull().default([]),
    status: text('status').$type<ErrorGroupStatus>().notNull().default('open'),
    /** The latest stack, kept on the group so it outlives its events when the store drops the oldest. */
    latestFrames: jsonb('latest_frames').$type<StoredFrame[]>().notNull().default([]),
  },
  (t) => [index('error_groups_last_seen_idx').on(t.lastSeen)],
);

/** Each received event, scrubbed; the oldest are dropped past the cap (errors-repository.ts). */
export const errorEvents = pgTable(
  'error_events',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    traceId: text('trace_id'),
    userId: text('user_id'),
    vertical: text('vertical'),
    release: text('release').notNull(),
    message: text('message').notNull(),
    frames: jsonb('frames').$type<StoredFrame[]>().notNull().default([]),
  },
  (t) => [index('error_events_group_idx').on(t.groupId, t.id)],
);
