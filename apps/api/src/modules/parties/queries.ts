import { unlessAll } from '@dd/contract';
import { and, asc, eq } from 'drizzle-orm';
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
  const where = and(
    scope,
    status ? eq(kind.statusColumn, status) : undefined,
    kind.filters(q),
    searchAny(q.search, kind.searchColumns),
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const orderBy = sortedBy(q, kind.sortColumns, kind.idColumn, [asc(kind.idColumn)]);
  const [list, total, stats] = await Promise.all([
    kind.page(db, where, orderBy, limit, offset),
    kind.count(db, where),
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
