import {
  unlessAll,
  MAX_BOOKING_MACHINES,
  type InventoryAvailableQuery,
  type InventoryAvailableResponse,
  type InventoryQuery,
  type InventoryResponse,
  type ServiceProvider,
} from '@dd/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { machines, serviceProviders } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { bookableMachineScope } from '../../access/scope';
import { badRequest, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { toMachine } from '../machines';
import { toProvider, type ProviderRow } from './serialize';
import { inventorySortColumns } from '../../lib/sort-columns';
import { sortedBy } from '../../lib/sorting';

const countWhere = (cond: SQL) => sql<number>`(count(*) FILTER (WHERE ${cond}))::int`;

const inventoryScope = (principal: Principal, providerId: number) =>
  and(eq(machines.serviceProviderId, providerId), bookableMachineScope(principal));

/** The inventory's filters (status, type, search) over the provider's bookable machines. */
function inventoryWhere(
  principal: Principal,
  providerId: number,
  q: Pick<InventoryQuery, 'status' | 'type' | 'search'>,
) {
  const status = unlessAll(q.status);
  const type = unlessAll(q.type);
  return and(
    inventoryScope(principal, providerId),
    status ? eq(machines.status, status) : undefined,
    type ? eq(machines.machineType, type) : undefined,
    searchAny(q.search, [
      { fragments: machines.serialNumber },
      machines.model,
      machines.manufacturer,
      machines.mid,
      machines.tid,
      machines.qrCode,
    ]),
  );
}

/**
 * GET /service-providers/{id}/inventory/available: every AVAILABLE machine matching the type and
 * search (all pages), for "Select all N available"; at most a booking's 1000 machines.
 */
export async function availableInventory(
  db: Executor,
  principal: Principal,
  providerId: number,
  q: InventoryAvailableQuery,
): Promise<InventoryAvailableResponse> {
  await findProvider(db, providerId);
  const list = await db
    .select({
      id: machines.id,
      serialNumber: machines.serialNumber,
      model: machines.model,
      manufacturer: machines.manufacturer,
      type: machines.machineType,
      status: machines.status,
    })
    .from(machines)
    .where(inventoryWhere(principal, providerId, { ...q, status: 'AVAILABLE' }))
    .orderBy(asc(machines.serialNumber), asc(machines.id))
    .limit(MAX_BOOKING_MACHINES + 1);
  if (list.length > MAX_BOOKING_MACHINES) {
    throw badRequest(
      'selection_too_large',
      `At most ${MAX_BOOKING_MACHINES} machines can be booked at once`,
      { params: { max: MAX_BOOKING_MACHINES, count: list.length } },
    );
  }
  return { machines: list, total: list.length };
}

/**
 * GET /service-providers/{id}/inventory: the provider's machines the caller may book from.
 * An admin sees all of them; a distributor the AVAILABLE stock plus what it (or its retailers)
 * holds; a retailer is refused by the permission ('providers:read').
 *
 * Decision: `counts` (the screen's POS / Soundboxes / Available / Assigned cards) are over the
 * provider's machines in the caller's scope and are NOT narrowed by status, type or search, so
 * the cards stay put while the user filters. `total` is the number of rows matching the
 * filters; the page (AVAILABLE first, then by serial number) is split into pos and soundbox.
 */
export async function providerInventory(
  db: Executor,
  principal: Principal,
  providerId: number,
  q: InventoryQuery,
): Promise<InventoryResponse> {
  await findProvider(db, providerId);
  const scope = inventoryScope(principal, providerId);
  const where = inventoryWhere(principal, providerId, q);
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const [page, [matching], [counts], [available]] = await Promise.all([
    db
      .select()
      .from(machines)
      .where(where)
      .orderBy(
        ...sortedBy(q, inventorySortColumns, machines.id, [
          sql`(${machines.status} <> 'AVAILABLE')`,
          asc(machines.serialNumber),
          asc(machines.id),
        ]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(machines).where(where),
    db
      .select({
        pos: countWhere(sql`${machines.machineType} = 'POS'`),
        soundbox: countWhere(sql`${machines.machineType} = 'SOUNDBOX'`),
        available: countWhere(sql`${machines.status} = 'AVAILABLE'`),
        assigned: countWhere(sql`${machines.status} = 'ASSIGNED'`),
      })
      .from(machines)
      .where(scope),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(machines)
      .where(inventoryWhere(principal, providerId, { ...q, status: 'AVAILABLE' })),
  ]);
  const list = page.map(toMachine);
  return {
    inventory: {
      pos: list.filter((m) => m.type === 'POS'),
      soundbox: list.filter((m) => m.type === 'SOUNDBOX'),
    },
    total: matching!.total,
    counts: counts!,
    availableMatching: available!.n,
  };
}

/** Providers are not row-scoped: every role allowed 'providers:read' sees them all (to book). */
export async function listProviders(db: Executor): Promise<ServiceProvider[]> {
  const found = await db.select().from(serviceProviders).orderBy(asc(serviceProviders.id));
  return found.map(toProvider);
}

export async function findProvider(db: Executor, id: number): Promise<ProviderRow> {
  const [row] = await db.select().from(serviceProviders).where(eq(serviceProviders.id, id));
  if (!row) throw notFound('not_found', 'Service provider not found');
  return row;
}
