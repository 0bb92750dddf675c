import { index, integer, text, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The level a kept count's row counts at and its holder: 'all' (holder 0), 'distributor' or
 * 'retailer' (holder = the row's distributor_id or retailer_id).
 */
export const countLevelColumns = () => ({
  level: text('level', { enum: ['all', 'distributor', 'retailer'] }).notNull(),
  holderId: integer('holder_id').notNull(),
});

/** How much a group grew or shrank (a scope's count is the sum over its rows). */
export const countDelta = () => integer('n').notNull();

/** The index a scope's count is read by. */
export const countHolderIndex = (table: string, t: { level: PgColumn; holderId: PgColumn }) =>
  index(`${table}_holder_idx`).on(t.level, t.holderId);
