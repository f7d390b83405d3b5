import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from '../db/table-columns.ts';

/** oidc-provider's state (sessions, grants, codes, refresh tokens …), so a restart keeps people signed in. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** The provider's signing keys and cookie secrets, generated once and kept. */
export const oidcSecrets = pgTable('oidc_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  ...createdAtColumn(),
});

/**
 * The sign-in limit's counts (sign-in-attempt-store.ts), shared by every process on the database: one row
 * per limited key (a hash of route, client address and username, never the typed name itself), its
 * window's start and the tries in it.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('sign_in_attempts_window_idx').on(t.windowStart)],
);
