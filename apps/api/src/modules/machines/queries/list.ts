import {
  unlessAll,
  type ActivityState,
  type MachineListQuery,
  type MachineListResponse,
} from '@dd/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { machines } from '../../../db/schema';
import { rows } from '../../../db/rows';
import { tableRows } from '../../../db/table-rows';
import type { Principal } from '../../../access/principal';
import { machineScope } from '../../../access/scope';
import { notFound } from '../../../lib/http-errors';
import { pageWindow } from '../../../lib/pagination';
import { searchAny } from '../../../lib/search';
import { countOf, machineGroups, machineStatsOf, type GroupFilter } from '../counts';
import { toMachineNamed, type MachineRow } from '../serialize';
import { machineSortColumns } from '../../../lib/sort-columns';
import { sortedBy } from '../../../lib/sorting';
import { idleCondition } from '../../lifecycle';
import { activityStateOf } from '../../activity';
import { holderJoins, holderNameColumns, holderNamesOf, NameColumns } from './holder-names';
import { holderOrderedIds, isHolderSort } from './holder-order';
import { flagColumns, flagCondition, flagsOf, FlagColumns } from './flags';
import {
  activityCondition,
  lastSeenOf,
  seenColumns,
  seenJoin,
  SeenColumns,
  seenOrderedIds,
} from './seen-order';

/** The page's rows, read without the query builder's per-call work (db/table-rows.ts). */
const machineRows = tableRows(machines);
/** What a list row adds to the machine's columns: the holders' names, the flags, the last seen. */
const ListColumns = NameColumns.extend(FlagColumns.shape).extend(SeenColumns.shape);
const ListColumnsAndTotal = ListColumns.extend({ total: z.int().optional() });

/**
 * The list's filters and search (docs/product/screens-devices.md, Machines screen); 'all' or '' = no filter. `groups` are
 * those the pre-aggregated counts can answer; `rows` those that need the rows themselves.
 */
export function listFilters(q: Omit<MachineListQuery, 'page' | 'pageSize'>) {
  const groups: GroupFilter = {
    machineType: unlessAll(q.type),
    status: unlessAll(q.status),
    partnerType: unlessAll(q.partnerType),
  };
  const manufacturer = unlessAll(q.manufacturer);
  const activation = unlessAll(q.activationState);
  const activity = unlessAll(q.activity);
  const others = and(
    manufacturer ? sql`lower(${machines.manufacturer}) = lower(${manufacturer})` : undefined,
    q.serviceProviderId ? eq(machines.serviceProviderId, q.serviceProviderId) : undefined,
    q.distributorId ? eq(machines.distributorId, q.distributorId) : undefined,
    q.retailerId ? eq(machines.retailerId, q.retailerId) : undefined,
    activation ? eq(machines.activationState, activation) : undefined,
    q.idle === 'true' ? idleCondition() : undefined,
    flagCondition(unlessAll(q.flag)),
    searchAny(q.search, [
      { fragments: machines.serialNumber },
      machines.model,
      machines.manufacturer,
      machines.partner,
    ]),
  );
  const rows = and(others, activityCondition(activity));
  const grouped = and(
    groups.status ? eq(machines.status, groups.status) : undefined,
    groups.machineType ? eq(machines.machineType, groups.machineType) : undefined,
    groups.partnerType ? eq(machines.partnerType, groups.partnerType) : undefined,
  );
  const where = and(grouped, rows);
  /** Every filter but the activity one (the activity total counts through its own indexes). */
  const besides = and(grouped, others);
  return { groups, rows, where, activity, besides };
}

/**
 * The total of an `activity` filter, each part read through one index rather than the rows
 * matched (a count of `activity = X AND NOT dormant` would read 100,000 rows of the heap at 1M
 * machines): Dormant through the partial `machines_dormant_idx`; Online, Offline and Never seen
 * as all the devices of that connectivity (`machines_activity_idx`, index only) less the
 * dormant ones among them (the partial index again).
 */
async function activityTotal(db: Executor, activity: ActivityState, where: SQL | undefined) {
  const filter = where ? sql` and ${where}` : sql``;
  const query =
    activity === 'DORMANT'
      ? sql`select count(*)::int as n from ${machines} where ${machines.dormant}${filter}`
      : sql`select ((select count(*) from ${machines} where ${machines.activity} = ${activity}${filter})
                  - (select count(*) from ${machines}
                      where ${machines.dormant} and ${machines.activity} = ${activity}${filter}))::int as n`;
  const [counted] = await rows(db, query, z.object({ n: z.int() }));
  return counted!.n;
}

/** GET /machines: a page of the caller's machines (newest first or sorted), stats over its scope. */
export async function listMachines(
  db: Executor,
  principal: Principal,
  q: MachineListQuery,
): Promise<MachineListResponse> {
  const filters = listFilters(q);
  const where = and(machineScope(principal), filters.where);
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const sort = q.sort;
  const countRows = async () =>
    Number((await db.select({ n: sql<number>`count(*)::int` }).from(machines).where(where))[0]!.n);
  // The filtered total: from the counts when they can answer it; else counted by the page's own
  // query (one search of the rows, not two), or on its own past the last page.
  const countsInPage = Boolean(filters.rows) && !filters.activity;
  const activity = filters.activity;
  const countBeside = async () =>
    activity
      ? activityTotal(db, activity, and(machineScope(principal), filters.besides))
      : countsInPage
        ? countRows()
        : undefined;
  const pageAndTotal = async () => {
    if (sort === 'lastSeenAt') {
      // Sorted by the health rows' last seen, never-seen last (seen-order.ts); the total as for
      // the holder sorts.
      const [found, total] = await Promise.all([
        machineRows.read(
          db,
          sql`select ${machineRows.columns}, ${holderNameColumns}, ${flagColumns}, ${seenColumns}
                from (${seenOrderedIds(q.order, where, unlessAll(q.activity), { limit, offset })}) page
                join ${machines} on ${machines.id} = page.page_id ${holderJoins} ${seenJoin}
               order by page.page_rank`,
          ListColumns,
        ),
        countBeside(),
      ]);
      return { page: found.map(listRow), total };
    }
    if (isHolderSort(sort)) {
      // Sorted by a name in another table: the page's ids through the indexes (holder-order.ts).
      // The total of a filter the counts cannot answer is counted beside the page.
      const [found, total] = await Promise.all([
        machineRows.read(
          db,
          sql`select ${machineRows.columns}, ${holderNameColumns}, ${flagColumns}, ${seenColumns}
                from (${holderOrderedIds(sort, q.order, where, { limit, offset })}) page
                join ${machines} on ${machines.id} = page.page_id ${holderJoins} ${seenJoin}
               order by page.page_rank`,
          ListColumns,
        ),
        countBeside(),
      ]);
      return { page: found.map(listRow), total };
    }
    const order = sortedBy({ ...q, sort }, machineSortColumns, machines.id, [desc(machines.id)]);
    const [found, activityCount] = await Promise.all([
      machineRows.read(
        db,
        sql`select ${machineRows.columns}, ${holderNameColumns}, ${flagColumns}, ${seenColumns}
                 ${countsInPage ? sql`, (count(*) over ())::int as total` : sql``}
            from ${machines} ${holderJoins} ${seenJoin} where ${where ?? sql`true`}
           order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
        ListColumnsAndTotal,
      ),
      activity ? countBeside() : undefined,
    ]);
    const page = found.map(listRow);
    if (!countsInPage) return { page, total: activityCount };
    const total =
      found.length > 0 ? (found[0]!.raw.total ?? 0) : offset > 0 ? await countRows() : 0;
    return { page, total };
  };
  const [{ page, total }, groups] = await Promise.all([
    pageAndTotal(),
    machineGroups(db, principal),
  ]);
  return {
    machines: page,
    stats: machineStatsOf(groups),
    total: total ?? countOf(groups, filters.groups),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A list row as answered: the machine, its holders' names, its flags and its activity. */
function listRow(f: { row: MachineRow; raw: z.output<typeof ListColumns> }) {
  return toMachineNamed(f.row, holderNamesOf(f.raw), flagsOf(f.raw), {
    activity: activityStateOf(f.row),
    lastSeenAt: lastSeenOf(f.raw),
  });
}

/** One machine in the caller's scope, or 404 (other distributors' ids reveal nothing). */
export async function findScopedMachine(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<MachineRow> {
  const [row] = await db
    .select()
    .from(machines)
    .where(and(eq(machines.id, id), machineScope(principal)));
  if (!row) throw notFound('not_found', 'Machine not found');
  return row;
}
