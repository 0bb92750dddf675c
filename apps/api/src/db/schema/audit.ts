import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId, stampedAt } from './columns';

/** Append-only: a trigger (migration 0002) refuses UPDATE and DELETE. No FKs to users so a
 *  record outlives what it describes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserialId(),
    at: stampedAt('at'),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    index('audit_log_at_idx').on(t.at),
    // A person's own actions, newest first (Profile > Security > Export Data).
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
  ],
);
