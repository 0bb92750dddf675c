import type { AccountStats } from '@dd/contract';
import { sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statusCounts } from '../../db/status-counts';

/** SQL pieces both kinds of party use. */

/**
 * The texts a party search looks in: name, email, company or shop name, address and city (each
 * has a trigram index, see db/schema/party-columns.ts).
 */
export function searchedColumns(
  t: { name: Column; email: Column; address: Column; city: Column },
  business: Column,
): Column[] {
  return [t.name, t.email, business, t.address, t.city];
}

/** `{ total, active, inactive }` columns over a table's `status` (use with `.from(table).where(scope)`). */
export function accountStatsColumns(status: Column) {
  return statusCounts(status, { active: 'ACTIVE', inactive: 'INACTIVE' });
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

export { MAX_INT_ID } from '../../db/id-filter';
