import { eq, sql, type Column, type SQL } from 'drizzle-orm';

/** The largest id PostgreSQL's `integer` holds; a larger one cannot exist (404, not a 400 from the driver). */
export const MAX_INT_ID = 2_147_483_647;

/**
 * A list's id filter (`?distributorId=`): the rows of that id, none for an id past `integer`
 * (which no row can have: sent to the database as is, the driver would fail the query), or no
 * condition when the filter is not given.
 */
export function idIs(column: Column, id: number | undefined): SQL | undefined {
  if (id === undefined) return undefined;
  return id > MAX_INT_ID ? sql`false` : eq(column, id);
}
