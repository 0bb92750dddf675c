import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import type { BackgroundRegistry } from '../../platform/background';

/** Often enough that a read sums a few hundred delta rows at most under steady booking. */
export const COMPACTION_INTERVAL_MS = 60_000;

/**
 * Every kept count table and the columns that make one of its groups: the machine counts
 * (migration 0005), the orders' and assignments' by status and the activation funnel's (0016).
 */
const KEPT_COUNTS = [
  {
    table: 'machine_count_deltas',
    group: ['level', 'holder_id', 'machine_type', 'status', 'partner_type'],
  },
  { table: 'status_count_deltas', group: ['subject', 'level', 'holder_id', 'status'] },
  {
    table: 'activation_count_deltas',
    group: ['level', 'holder_id', 'activation_state', 'service_provider_id', 'allotted_day'],
  },
] as const;

/** Key of the advisory lock that lets one compaction run at a time (any fixed bigint). */
const COMPACTION_LOCK = 7_301_155;

/**
 * Folds every group of every kept count that has gathered more than one delta row into one row
 * (its sum), so reads stay a lookup of a few rows. Safe beside writers and other compactions: it
 * deletes only rows its snapshot sees and re-inserts their sum in the same statement, and one
 * compaction runs at a time (a transaction-scoped advisory lock; another process's compaction is
 * simply skipped). Answers the number of rows folded (0 when skipped).
 */
export async function compactKeptCounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rows(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${COMPACTION_LOCK}) AS "locked"`,
      z.object({ locked: z.boolean() }),
    );
    if (!lock?.locked) return 0;
    let folded = 0;
    for (const { table, group } of KEPT_COUNTS) {
      const [done] = await rows(tx, foldStatement(table, group), z.object({ folded: z.int() }));
      folded += done?.folded ?? 0;
    }
    return folded;
  });
}

/** The one statement that folds a table's crowded groups (nullable columns compare as equal). */
function foldStatement(table: string, group: readonly string[]) {
  const t = sql.identifier(table);
  const cols = sql.raw(group.join(', '));
  const positions = sql.raw(group.map((_, i) => String(i + 1)).join(', '));
  const sameGroup = sql.raw(group.map((c) => `d.${c} IS NOT DISTINCT FROM c.${c}`).join(' AND '));
  return sql`WITH crowded AS (
      SELECT ${cols} FROM ${t} GROUP BY ${positions} HAVING count(*) > 1
    ), gone AS (
      DELETE FROM ${t} d USING crowded c WHERE ${sameGroup}
      RETURNING ${sql.raw(group.map((c) => `d.${c}`).join(', '))}, d.n
    ), folded AS (
      INSERT INTO ${t} (${cols}, n)
      SELECT ${cols}, sum(n) FROM gone GROUP BY ${positions} HAVING sum(n) <> 0
    )
    SELECT count(*)::int AS "folded" FROM gone`;
}

/**
 * Folds the kept count deltas every `everyMs` (a minute by default) while the server runs (each
 * API process does; concurrent compactions skip each other); 0 folds none.
 */
export function registerCountCompaction(
  background: BackgroundRegistry,
  db: Db,
  everyMs = COMPACTION_INTERVAL_MS,
) {
  if (everyMs <= 0) return;
  background.every({
    name: 'kept counts compaction',
    everyMs,
    async run(_now, log) {
      const folded = await compactKeptCounts(db);
      if (folded > 0) log.debug({ folded }, 'kept counts compacted');
    },
  });
}
