import { unlessAll } from '@dd/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../access/principal';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { sortedBy } from '../../lib/sorting';
import type { AnyPartyKind, PartyListQuery } from './kind';
import { accountStatsColumns, MAX_INT_ID, NO_STATS } from './sql';

/**
 * The Distributors and Retailers screens: search over the kind's fields, status filter plus the
 * kind's own, paging by id ascending. Stats cover the caller's whole scope, not the filters, so
 * the cards stay put while filtering.
 */
export async function listParties(
  db: Db,
  kind: AnyPartyKind,
  p: Principal,
  q: PartyListQuery,
): Promise<unknown> {
  const scope = kind.scope(p);
  const status = unlessAll(q.status);
  const kyc = unlessAll(q.kyc);
  const where = and(
    scope,
    status ? eq(kind.statusColumn, status) : undefined,
    kyc ? eq(kind.kycColumn, kyc) : undefined,
    kind.filters(q),
    searchAny(q.search, kind.searchColumns),
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const orderBy = sortedBy(q, kind.sortColumns, kind.idColumn, [asc(kind.idColumn)]);
  const [list, total, stats] = await Promise.all([
    kind.page(db, where, orderBy, limit, offset),
    countParties(db, kind, where),
    db.select(accountStatsColumns(kind.statusColumn)).from(kind.table).where(scope),
  ]);
  return {
    [kind.plural]: list,
    stats: stats[0] ?? NO_STATS,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** How many parties of the kind match `where` (joined like the list when the kind joins). */
async function countParties(db: Db, kind: AnyPartyKind, where: SQL | undefined): Promise<number> {
  let query = db.select({ n: sql<number>`count(*)::int` }).from(kind.table).$dynamic();
  if (kind.join) query = query.innerJoin(kind.join.table, kind.join.on);
  const [counted] = await query.where(where);
  return counted?.n ?? 0;
}

/** One party in the caller's scope (else 404) with its counts. */
export async function getParty(
  db: Db,
  kind: AnyPartyKind,
  p: Principal,
  id: number,
): Promise<unknown> {
  if (id > MAX_INT_ID) throw notFound('not_found', kind.notFound);
  const found = await kind.detail(db, id, kind.scope(p));
  if (!found) throw notFound('not_found', kind.notFound);
  return { [kind.noun]: found.party, summary: found.summary };
}
