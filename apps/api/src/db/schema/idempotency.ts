import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import { ownerUserId } from './user-columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerUserId(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
