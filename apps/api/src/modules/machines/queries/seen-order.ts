import type { ActivityState, SortOrder } from '@dd/contract';
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { deviceHealth, machines } from '../../../db/schema';
import { timestamptz } from '../../../db/row-types';

/** The columns `seenJoin` adds to a query over `machines`. */
export const SeenColumns = z.object({ last_seen: timestamptz.nullable() });
export type SeenColumns = z.infer<typeof SeenColumns>;

/**
 * The device's last seen time (decision 0176: `device_health`, one row per device seen), joined
 * by primary key under a name no machine column has (queries read a machine's columns
 * unqualified, as holder-names.ts). Null: never seen.
 */
export const seenJoin = sql`
  left join (select ${deviceHealth.machineId} as seen_ref, ${deviceHealth.lastSeenAt} as last_seen
               from ${deviceHealth}) seen
    on seen.seen_ref = ${machines.id}`;

export const seenColumns = sql`last_seen`;

export const lastSeenOf = (raw: SeenColumns) => raw.last_seen?.toISOString() ?? null;

/**
 * The list's `activity` filter, on the machines' kept columns (decision 0176): dormant first,
 * else the connectivity (the rule of activity's `activityStateOf`), so a dormant device is
 * DORMANT only. Each value is read through an index: `machines_activity_idx` (activity, id) or
 * the partial `machines_dormant_idx`.
 */
export function activityCondition(activity: ActivityState | undefined): SQL | undefined {
  if (!activity) return undefined;
  if (activity === 'DORMANT') return sql`${machines.dormant}`;
  return and(eq(machines.activity, activity), not(machines.dormant));
}

/**
 * The ids of one page of machines sorted by when they were last seen, in page order (`page_id`,
 * `page_rank`); never-seen devices come last in both directions, by id in the same direction.
 * Read through indexes at any number of machines, in two parts, each the first
 * `offset + limit` of an index in its order (as holder-order.ts does):
 * - the devices seen: `device_health` walked by `(last_seen_at, machine_id)`, each joined to its
 *   machine by primary key, `where` applied there. Filtered to Offline, the walk is the partial
 *   index of the offline rows (`device_health_offline_seen_idx`; a machine's kept `activity` is
 *   OFFLINE exactly while its health row is not online: both are written in one transaction);
 *   filtered to Dormant, the planner picks the walk or the partial index of the dormant machines;
 * - the devices never seen: no health row, `machines.activity = 'NEVER_SEEN'`, through
 *   `machines_activity_idx` in id order; filtered to Dormant, the partial index of the dormant
 *   machines in id order, each without a health row (index only on both sides).
 * A part the `activity` filter leaves empty is not read at all (Never seen has no seen part,
 * Online and Offline no never-seen part).
 */
export function seenOrderedIds(
  order: SortOrder | undefined,
  where: SQL | undefined,
  activity: ActivityState | undefined,
  window: { limit: number; offset: number },
): SQL {
  const dir = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const upTo = window.offset + window.limit;
  const filter = where ? sql` and ${where}` : sql``;
  const seen = sql`(select ${machines.id} as page_id, 0 as part, h.last_seen_at as seen_at
       from ${deviceHealth} h join ${machines} on ${machines.id} = h.machine_id
      where ${activity === 'OFFLINE' ? sql`not h.online` : sql`true`}${filter}
      order by h.last_seen_at ${dir}, h.machine_id ${dir} limit ${upTo})`;
  const unseen = sql`(select ${machines.id} as page_id, 1 as part, null::timestamptz as seen_at from ${machines}
      where ${activity === 'DORMANT' ? sql`true` : sql`${machines.activity} = 'NEVER_SEEN'`}
        and not exists (select 1 from ${deviceHealth} s where s.machine_id = ${machines.id})${filter}
      order by ${machines.id} ${dir} limit ${upTo})`;
  const parts =
    activity === 'NEVER_SEEN'
      ? [unseen]
      : activity === 'ONLINE' || activity === 'OFFLINE'
        ? [seen]
        : [seen, unseen];
  return sql`
    select page_id, row_number() over (order by part, seen_at ${dir}, page_id ${dir}) as page_rank
      from (${sql.join(parts, sql` union all `)}) parts
     order by page_rank limit ${window.limit} offset ${window.offset}`;
}
