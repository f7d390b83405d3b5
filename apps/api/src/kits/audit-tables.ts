import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialIdAndVertical, createdAtColumn } from '../plugins/db/table-columns.ts';

/** One row per changed field of every mutation (DESIGN §5), written in the mutation's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    ...bigserialIdAndVertical(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    authType: text('auth_type').notNull(),
    actorId: text('actor_id').notNull(),
    initiator: text('initiator'),
    source: text('source'),
    ...createdAtColumn(),
  },
  (t) => [index('audit_log_entity_idx').on(t.country, t.vehicleType, t.entity, t.entityId, t.createdAt)],
);
