import {
  unlessAll,
  type ReceiptItemListQuery,
  type ReceiptItemListResponse,
  type ReceiptListQuery,
  type ReceiptListResponse,
} from '@dd/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { receiptScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { stockReceiptItems as items, stockReceipts } from '../../db/schema';
import { pagedIds, pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { statusCounts } from '../../db/status-counts';
import { receiptItemSortColumns, receiptSortColumns } from '../../lib/sort-columns';
import { sortedBy } from '../../lib/sorting';
import { receiptNotFound } from './lock';
import { loadReceipts, progressOfOne, toItem } from './serialize';

/**
 * GET /receipts: newest first unless sorted; filters provider, status, search (receipt number or
 * reference).
 */
export async function listReceipts(
  db: Executor,
  principal: Principal,
  q: ReceiptListQuery,
): Promise<ReceiptListResponse> {
  const status = unlessAll(q.status);
  const base = and(
    receiptScope(principal),
    q.serviceProviderId ? eq(stockReceipts.serviceProviderId, q.serviceProviderId) : undefined,
  );
  const where = and(
    base,
    status ? eq(stockReceipts.status, status) : undefined,
    searchAny(q.search, [stockReceipts.receiptNumber, stockReceipts.reference]),
  );
  const { ids, total } = await pagedIds(
    db,
    () => db.select({ id: stockReceipts.id }).from(stockReceipts).where(where).$dynamic(),
    sortedBy(q, receiptSortColumns, stockReceipts.id, [
      desc(stockReceipts.createdAt),
      desc(stockReceipts.id),
    ]),
    q,
  );
  const [stats] = await db
    .select(statusCounts(stockReceipts.status, { open: 'OPEN', closed: 'CLOSED' }))
    .from(stockReceipts)
    .where(base);
  return {
    receipts: await loadReceipts(db, ids),
    stats: { open: stats!.open, closed: stats!.closed },
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function receiptDetail(db: Executor, principal: Principal, id: number) {
  const [found] = await db
    .select({ id: stockReceipts.id })
    .from(stockReceipts)
    .where(and(eq(stockReceipts.id, id), receiptScope(principal)));
  if (!found) throw receiptNotFound();
  const [receipt] = await loadReceipts(db, [id]);
  return receipt!;
}

/** GET /receipts/{id}/items: list order (unexpected scans last), filter by state, search codes. */
export async function listReceiptItems(
  db: Executor,
  principal: Principal,
  id: number,
  q: ReceiptItemListQuery,
): Promise<ReceiptItemListResponse> {
  await receiptDetail(db, principal, id);
  const state = unlessAll(q.state);
  const where = and(
    eq(items.receiptId, id),
    state ? eq(items.state, state) : undefined,
    searchAny(q.search, [items.serialNumber, items.tid, items.qrCode, items.simNumber, items.imei]),
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const found = await db
    .select()
    .from(items)
    .where(where)
    .orderBy(...sortedBy(q, receiptItemSortColumns, items.id, [asc(items.lineNo), asc(items.id)]))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(items).where(where);
  return {
    items: found.map(toItem),
    stats: await progressOfOne(db, id),
    total: Number(counted!.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}
