import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as ONE `int[]` parameter (`unnest(${idArray(ids)})`), for set-based writes of
 * many rows: a 500-machine booking binds one array instead of thousands of parameters.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}
