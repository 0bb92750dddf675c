import {
  unlessAll,
  type MachineListQuery,
  type MachineListResponse,
  type MachineStats,
} from '@dd/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { machines } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { machineScope } from '../../access/scope';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { toMachine, type MachineRow } from './serialize';

/** `count(*) FILTER (WHERE cond)` as an int on both drivers. */
const countWhere = (cond: SQL) => sql<number>`(count(*) FILTER (WHERE ${cond}))::int`;

/** Stat cards of the Machines screen over the whole scope (never narrowed by filters). */
export async function machineStats(db: Executor, scope: SQL | undefined): Promise<MachineStats> {
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pos: countWhere(sql`${machines.machineType} = 'POS'`),
      soundbox: countWhere(sql`${machines.machineType} = 'SOUNDBOX'`),
      available: countWhere(sql`${machines.status} = 'AVAILABLE'`),
      assigned: countWhere(sql`${machines.status} = 'ASSIGNED'`),
      maintenance: countWhere(sql`${machines.status} = 'MAINTENANCE'`),
      b2b: countWhere(sql`${machines.partnerType} = 'B2B'`),
      b2c: countWhere(sql`${machines.partnerType} = 'B2C'`),
    })
    .from(machines)
    .where(scope);
  return stats!;
}

/** The list's filters and search (SPEC.md Machines screen); 'all' or '' = no filter. */
function listFilters(q: MachineListQuery): SQL | undefined {
  const status = unlessAll(q.status);
  const type = unlessAll(q.type);
  const partnerType = unlessAll(q.partnerType);
  const manufacturer = unlessAll(q.manufacturer);
  return and(
    status ? eq(machines.status, status) : undefined,
    type ? eq(machines.machineType, type) : undefined,
    partnerType ? eq(machines.partnerType, partnerType) : undefined,
    manufacturer ? sql`lower(${machines.manufacturer}) = lower(${manufacturer})` : undefined,
    q.serviceProviderId ? eq(machines.serviceProviderId, q.serviceProviderId) : undefined,
    searchAny(q.search, [
      machines.serialNumber,
      machines.model,
      machines.manufacturer,
      machines.partner,
    ]),
  );
}

/** GET /machines: a page of the caller's machines (newest first) plus stats over its scope. */
export async function listMachines(
  db: Executor,
  principal: Principal,
  q: MachineListQuery,
): Promise<MachineListResponse> {
  const scope = machineScope(principal);
  const where = and(scope, listFilters(q));
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const [page, [counted], stats] = await Promise.all([
    db.select().from(machines).where(where).orderBy(desc(machines.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(machines)
      .where(where),
    machineStats(db, scope),
  ]);
  return {
    machines: page.map(toMachine),
    stats,
    total: counted!.total,
    page: q.page,
    pageSize: q.pageSize,
  };
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
  if (!row) throw notFound('Machine not found');
  return row;
}
