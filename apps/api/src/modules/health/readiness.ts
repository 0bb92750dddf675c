import { sql } from 'drizzle-orm';
import { newestCodeMigration, type Database } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { integer } from '../../db/row-types';
import { vouchedCheck } from './vouched';

/** Why the process should get no traffic now; undefined when it is ready. */
export type NotReady = 'db_unavailable' | 'migrations_pending' | 'shutting_down';

/**
 * Readiness: the database answers, this code's migrations are all applied, and the process is
 * not draining. Like /api/health, concurrent checks share one query and a good answer vouches
 * for a second, so a balancer's probes cost at most one query a second.
 */
export function createReadiness(database: Database) {
  let draining = false;

  const check = async (): Promise<NotReady | undefined> => {
    try {
      const [row] = await rows(
        database.db,
        sql`SELECT max(created_at) AS "newest" FROM drizzle.__drizzle_migrations`,
        z.object({ newest: integer.nullable() }),
      );
      if ((row?.newest ?? 0) < newestCodeMigration()) return 'migrations_pending';
    } catch {
      return 'db_unavailable';
    }
    return undefined;
  };
  const pending = vouchedCheck(check, (problem) => problem === undefined);

  return {
    /** Stop answering ready (a balancer then drains the process); app.close() calls it. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    /** Undefined when a recent check vouches, else the check to wait for. */
    pending,
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
