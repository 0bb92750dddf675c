import {
  unlessAll,
  type TransferDetail,
  type TransferListQuery,
  type TransferListResponse,
} from '@dd/contract';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { distributors, machines, transferMachines, transfers } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { transferScope } from '../../access/scope';
import { pagedIds } from '../../lib/pagination';
import { likePattern } from '../../lib/search';
import { transferSortColumns } from '../../lib/sort-columns';
import { sortedBy } from '../../lib/sorting';
import { statusCounts } from '../../db/status-counts';
import { notFound } from '../../lib/http-errors';
import { loadTransferDetail, loadTransfers } from './serialize';
import { heldWithoutRetailer } from './held';
import { inTransitCondition } from '../custody';

const fromD = alias(distributors, 'from_d');
const toD = alias(distributors, 'to_d');
const sortColumns = transferSortColumns(fromD.name, toD.name);

/** Search over the transfer number, both distributors' names and the devices' serials. */
function transferSearch(term: string | undefined): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = likePattern(t);
  return or(
    ilike(transfers.transferNumber, pattern),
    ilike(fromD.name, pattern),
    ilike(toD.name, pattern),
    sql`exists (select 1 from ${transferMachines} tm join ${machines} m on m.id = tm.machine_id
                where tm.transfer_id = ${transfers.id} and m.serial_number ilike ${pattern})`,
  );
}

/** incoming / outgoing: the caller's side, for a distributor (an admin has no side). */
function directionOf(p: Principal, direction: string | undefined): SQL | undefined {
  if (p.role !== 'distributor' || !p.distributorId) return undefined;
  if (direction === 'incoming') return eq(transfers.toDistributorId, p.distributorId);
  if (direction === 'outgoing') return eq(transfers.fromDistributorId, p.distributorId);
  return undefined;
}

/** GET /transfers: the caller's transfers, newest first unless sorted. */
export async function listTransfers(
  db: Executor,
  principal: Principal,
  q: TransferListQuery,
): Promise<TransferListResponse> {
  const scope = and(transferScope(principal), directionOf(principal, unlessAll(q.direction)));
  const status = unlessAll(q.status);
  const where = and(
    scope,
    status ? eq(transfers.status, status) : undefined,
    transferSearch(q.search),
  );
  const base = () =>
    db
      .select({ id: transfers.id })
      .from(transfers)
      .innerJoin(fromD, eq(fromD.id, transfers.fromDistributorId))
      .innerJoin(toD, eq(toD.id, transfers.toDistributorId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, sortColumns, transfers.id, [desc(transfers.createdAt), desc(transfers.id)]),
    q,
  );
  const [stats] = await db
    .select(
      statusCounts(transfers.status, {
        pending: 'PENDING',
        accepted: 'ACCEPTED',
        refused: 'REFUSED',
        cancelled: 'CANCELLED',
      }),
    )
    .from(transfers)
    .where(scope);
  return {
    transfers: await loadTransfers(db, ids),
    stats: stats!,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The transfer's id if the caller may see it (its side), else 404 with the missing body. */
async function findScopedTransfer(db: Executor, principal: Principal, id: number) {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, id), transferScope(principal)));
  if (!row) throw notFound('not_found', 'Transfer not found');
  return row;
}

/** GET /transfers/{id}: the transfer with its devices. */
export async function transferDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<TransferDetail> {
  await findScopedTransfer(db, principal, id);
  return loadTransferDetail(db, id);
}

/**
 * GET /transfers/available (admins): the devices the distributor may send, those it holds
 * without a retailer in an ACTIVE assignment and not already in transit (serial order, 1000 max).
 */
export async function transferableMachines(db: Executor, distributorId: number) {
  const list = await heldWithoutRetailer(db, distributorId, sql`not ${inTransitCondition()}`)
    .orderBy(asc(machines.serialNumber))
    .limit(1000);
  return { machines: list };
}
