import { BUSINESS_TIME_ZONE } from '@dd/contract';
import type { SecurityEventExportQuery, SecurityEventListQuery } from '@dd/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { securityEvents, users } from '../../db/schema';
import { pageWindow } from '../../lib/pagination';
import { likePattern, searchAny } from '../../lib/search';
import { securityEventSortColumns } from '../../lib/sort-columns';
import { sortedBy } from '../../lib/sorting';
import { toSecurityEvent } from './serialize';

const account = alias(users, 'account');
const actor = alias(users, 'actor');

export type SecurityEventFilters = Omit<SecurityEventExportQuery, 'format'>;

/** The filters as one WHERE condition (over the event and its account, joined as `account`). */
function eventWhere(f: SecurityEventFilters): SQL | undefined {
  const e = securityEvents;
  return and(
    f.type?.length ? inArray(e.type, f.type) : undefined,
    f.userId ? eq(e.userId, f.userId) : undefined,
    searchAny(f.search, [e.email, account.email, account.name]),
    f.ip ? ilike(e.ip, likePattern(f.ip)) : undefined,
    // A range on the timestamp itself (day start .. the day after dateTo), so the index serves it.
    f.dateFrom
      ? gte(e.at, sql`((${f.dateFrom}::date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
      : undefined,
    f.dateTo
      ? lt(e.at, sql`((${f.dateTo}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
      : undefined,
  );
}

/** One SELECT of events with their account and actor; the caller adds order and window. */
function eventSelect(db: Executor, where: SQL | undefined) {
  return db
    .select({
      event: securityEvents,
      account: {
        id: account.id,
        name: account.name,
        email: account.email,
        userType: account.userType,
      },
      actor: { id: actor.id, name: actor.name },
    })
    .from(securityEvents)
    .leftJoin(account, eq(account.id, securityEvents.userId))
    .leftJoin(actor, eq(actor.id, securityEvents.actorUserId))
    .where(where);
}

/** Newest first (the order they were recorded) unless a sort is asked for. */
export async function listSecurityEvents(db: Executor, q: SecurityEventListQuery) {
  const where = eventWhere(q);
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const orderBy = sortedBy(q, securityEventSortColumns, securityEvents.id, [
    desc(securityEvents.id),
  ]);
  const [page, [total]] = await Promise.all([
    eventSelect(db, where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(securityEvents)
      .leftJoin(account, eq(account.id, securityEvents.userId))
      .where(where),
  ]);
  return {
    events: page.map(toSecurityEvent),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Every matching event, newest first, `batchSize` at a time (keyset paging on the id, so memory
 * stays flat and it works the same on PGlite and PostgreSQL). For the exports.
 */
export async function* securityEventBatches(
  db: Executor,
  f: SecurityEventFilters,
  batchSize = 1000,
) {
  let before: number | undefined;
  for (;;) {
    const where = and(eventWhere(f), before ? lt(securityEvents.id, before) : undefined);
    const batch = await eventSelect(db, where).orderBy(desc(securityEvents.id)).limit(batchSize);
    if (batch.length === 0) return;
    yield batch.map(toSecurityEvent);
    if (batch.length < batchSize) return;
    before = batch[batch.length - 1]!.event.id;
  }
}
