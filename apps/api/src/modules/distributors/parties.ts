import type { AccountStats } from '@dd/contract';
import { sql, type Column } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { idempotencyKeyOf } from '../../lib/idempotency';

/**
 * Pieces shared by the two "party" modules, distributors and retailers (the retailers module
 * imports them from here).
 */

/** `{ total, active, inactive }` columns over a table's `status` (use with `.from(table).where(scope)`). */
export function accountStatsColumns(status: Column) {
  return {
    total: sql<number>`count(*)::int`,
    active: sql<number>`(count(*) filter (where ${status} = 'ACTIVE'))::int`,
    inactive: sql<number>`(count(*) filter (where ${status} = 'INACTIVE'))::int`,
  };
}

export const NO_STATS: AccountStats = { total: 0, active: 0, inactive: 0 };

/**
 * Serialises writers of the same logical key (e.g. one email) until the transaction ends, so
 * a "check then insert" cannot race. The two-int form keeps this namespace apart from other
 * modules' single-key locks.
 */
export async function lockKey(tx: Executor, namespace: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${namespace}), hashtext(${key}))`);
}

/** Documents the optional `Idempotency-Key` header (loose: the other headers stay as they are). */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Same key + same body replays the first answer; same key + another body is a 409'),
});

export function idempotencyOf(request: FastifyRequest, userId: number) {
  return {
    userId,
    key: idempotencyKeyOf(request),
    method: request.method,
    path: request.url,
    body: request.body,
  };
}

export type IdempotencyRequest = ReturnType<typeof idempotencyOf>;

/** The largest id PostgreSQL's `integer` holds; a larger one cannot exist (404, not a 400 from the driver). */
export const MAX_INT_ID = 2_147_483_647;
