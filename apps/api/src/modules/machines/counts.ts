import type { MachineStats, MachineStatus, MachineType, PartnerType } from '@dd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { machineCountScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import type { Db } from '../../db/client';
import { machineCountDeltas as deltas } from '../../db/schema';

/** One group of the caller's machines: how many have this type, status and partner type. */
export type MachineGroup = {
  machineType: string;
  status: string;
  partnerType: string | null;
  n: number;
};

/** Narrows the groups (the list's filters that the counts know about). */
export type GroupFilter = {
  machineType?: MachineType;
  status?: MachineStatus;
  partnerType?: PartnerType;
};

/** The groups of one level and holder, as a prepared statement (planned once per connection). */
function groupsOf(db: Db) {
  return db
    .select({
      machineType: deltas.machineType,
      status: deltas.status,
      partnerType: deltas.partnerType,
      n: sql<number>`sum(${deltas.n})::int`,
    })
    .from(deltas)
    .where(
      and(
        eq(deltas.level, sql.placeholder('level')),
        eq(deltas.holderId, sql.placeholder('holderId')),
      ),
    )
    .groupBy(deltas.machineType, deltas.status, deltas.partnerType)
    .prepare('machine_groups');
}
const prepared = new WeakMap<Db, ReturnType<typeof groupsOf>>();

/**
 * The caller's machines counted by type, status and partner type, from the custody-kept deltas
 * (a lookup of a few rows, exact: the deltas are written in the same transaction as the
 * machines they count).
 */
export function machineGroups(db: Db, p: Principal): Promise<MachineGroup[]> {
  return groupsAt(db, machineCountScope(p));
}

/** Every machine, counted the same way (the metrics' business gauges). */
export function allMachineGroups(db: Db): Promise<MachineGroup[]> {
  return groupsAt(db, { level: 'all', holderId: 0 });
}

async function groupsAt(
  db: Db,
  scope: ReturnType<typeof machineCountScope>,
): Promise<MachineGroup[]> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = groupsOf(db)));
  const groups = await query.execute(scope);
  return groups.map((g) => ({ ...g, n: Number(g.n) })).filter((g) => g.n !== 0);
}

/** How many machines of the groups match the filter. */
export function countOf(groups: MachineGroup[], filter: GroupFilter = {}): number {
  return groups
    .filter(
      (g) =>
        (filter.machineType === undefined || g.machineType === filter.machineType) &&
        (filter.status === undefined || g.status === filter.status) &&
        (filter.partnerType === undefined || g.partnerType === filter.partnerType),
    )
    .reduce((sum, g) => sum + g.n, 0);
}

/** Every count the screens show, from the groups. */
export function machineTotals(groups: MachineGroup[]) {
  return {
    total: countOf(groups),
    pos: countOf(groups, { machineType: 'POS' }),
    soundbox: countOf(groups, { machineType: 'SOUNDBOX' }),
    available: countOf(groups, { status: 'AVAILABLE' }),
    assigned: countOf(groups, { status: 'ASSIGNED' }),
    maintenance: countOf(groups, { status: 'MAINTENANCE' }),
    retired: countOf(groups, { status: 'RETIRED' }),
    b2b: countOf(groups, { partnerType: 'B2B' }),
    b2c: countOf(groups, { partnerType: 'B2C' }),
  };
}

/** Stat cards of the Machines screen over the caller's whole scope (never narrowed by filters). */
export function machineStatsOf(groups: MachineGroup[]): MachineStats {
  const { retired: _retired, ...stats } = machineTotals(groups);
  return stats;
}
