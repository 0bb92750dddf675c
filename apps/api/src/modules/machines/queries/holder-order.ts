import type { SortOrder } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { distributors, machines, retailers } from '../../../db/schema';

/** The machines list's sorts by a name another table holds. */
export type HolderSort = 'holder' | 'retailer';

export const isHolderSort = (sort: string | undefined): sort is HolderSort =>
  sort === 'holder' || sort === 'retailer';

/** Whose name each sort orders by, and the machine's column that names them. */
const HOLDERS = {
  holder: { table: distributors, ref: sql`${machines.distributorId}` },
  retailer: { table: retailers, ref: sql`${machines.retailerId}` },
} as const;

/**
 * The ids of one page of machines sorted by their holder's (distributor's) or retailer's name,
 * in page order (`page_id`, `page_rank`), read through indexes at any number of machines.
 *
 * One query over machines joined to the names and sorted by a name cannot use an index (the
 * name is in the other table): PostgreSQL reads every matching machine and sorts them, about a
 * second at 1,000,000 machines. So the page is read in two parts, each from an index in its
 * order, and only the first `offset + limit` of each:
 * - the held ones: the names in order (`distributors` / `retailers` (name, id)), each one's
 *   machines through `machines (distributor_id, status, id)` / `(retailer_id, status, id)`;
 *   ordered by name, then the holder's id (two holders of one name are not mixed), then the
 *   machine's status and id;
 * - those held by nobody, by status and id: the same index's NULL part, read in its own order
 *   (an ORDER BY of exactly its columns, so a status filter or a caller's scope is an index
 *   condition, never a filter over the rows scanned); after the held ones ascending, before them
 *   descending (NULLS LAST / FIRST, as a plain ORDER BY on the name).
 * The page is then cut from at most 2 x (offset + limit) rows. `where` filters the machines, in
 * both parts (machines' columns qualified by the table's name, as every list filter is).
 */
export function holderOrderedIds(
  sort: HolderSort,
  order: SortOrder | undefined,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): SQL {
  const { table, ref } = HOLDERS[sort];
  const dir = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const upTo = window.offset + window.limit;
  const filter = where ? sql` and ${where}` : sql``;
  // The part held by nobody comes first descending, last ascending.
  const unheldPart = order === 'desc' ? 0 : 1;
  return sql`
    select page_id, row_number() over (order by part, name ${dir}, holder_id ${dir}, status ${dir}, page_id ${dir}) as page_rank
      from (
        (select ${machines.id} as page_id, ${sql.raw(String(1 - unheldPart))} as part, h.name, h.id as holder_id, ${machines.status}
           from ${table} h join ${machines} on ${ref} = h.id
          where true${filter}
          order by h.name ${dir}, h.id ${dir}, ${machines.status} ${dir}, ${machines.id} ${dir} limit ${upTo})
        union all
        (select ${machines.id}, ${sql.raw(String(unheldPart))}, null, null, ${machines.status}
           from ${machines}
          where ${ref} is null${filter}
          order by ${ref} ${dir}, ${machines.status} ${dir}, ${machines.id} ${dir} limit ${upTo})
      ) parts
     order by page_rank limit ${window.limit} offset ${window.offset}`;
}
