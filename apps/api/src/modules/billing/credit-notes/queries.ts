import {
  unlessAll,
  type CreditNoteDetail,
  type CreditNoteListQuery,
  type CreditNoteListResponse,
  type CreditNoteSort,
} from '@dd/contract';
import { and, desc, eq, gte, ilike, lte, or, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIs } from '../../../db/id-filter';
import { creditNotes, distributors, invoices } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { documentScope } from '../../../access/scope';
import { notFound } from '../../../lib/http-errors';
import { pagedIds } from '../../../lib/pagination';
import { likePattern } from '../../../lib/search';
import { sortedBy } from '../../../lib/sorting';
import { loadCreditNote, loadCreditNotes } from './serialize';

const sortColumns: Record<CreditNoteSort, Column> = {
  number: creditNotes.number,
  issuedOn: creditNotes.issuedOn,
  distributorName: distributors.name,
  amountPaise: creditNotes.amountPaise,
  invoiceNumber: invoices.number,
};

/** GET /credit-notes: the caller's (a distributor's own), newest first unless sorted. */
export async function listCreditNotes(
  db: Executor,
  principal: Principal,
  q: CreditNoteListQuery,
): Promise<CreditNoteListResponse> {
  const scope = documentScope(principal, creditNotes.distributorId);
  const status = unlessAll(q.status);
  const search = q.search ? likePattern(q.search) : undefined;
  const where = and(
    scope,
    idIs(creditNotes.distributorId, q.distributorId),
    idIs(creditNotes.invoiceId, q.invoiceId),
    q.from ? gte(creditNotes.issuedOn, q.from) : undefined,
    q.to ? lte(creditNotes.issuedOn, q.to) : undefined,
    status === 'OPEN' ? sql`${creditNotes.appliedPaise} < ${creditNotes.amountPaise}` : undefined,
    status === 'APPLIED'
      ? sql`${creditNotes.appliedPaise} >= ${creditNotes.amountPaise}`
      : undefined,
    search
      ? or(
          ilike(creditNotes.number, search),
          ilike(invoices.number, search),
          ilike(distributors.name, search),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(distributors, eq(distributors.id, creditNotes.distributorId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, sortColumns, creditNotes.id, [desc(creditNotes.issuedOn), desc(creditNotes.id)]),
    q,
  );
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      amountPaise: sql<string>`coalesce(sum(${creditNotes.amountPaise}), 0)`,
      unappliedPaise: sql<string>`coalesce(sum(greatest(${creditNotes.amountPaise} - ${creditNotes.appliedPaise}, 0)), 0)`,
    })
    .from(creditNotes)
    .where(scope);
  return {
    creditNotes: await loadCreditNotes(db, ids),
    stats: {
      total: Number(stats!.total),
      amountPaise: Number(stats!.amountPaise),
      unappliedPaise: Number(stats!.unappliedPaise),
    },
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /credit-notes/{id}: in the caller's scope (another distributor's: 404). */
export async function creditNoteDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<CreditNoteDetail> {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), documentScope(principal, creditNotes.distributorId)));
  if (!row) throw notFound('not_found', 'Credit note not found');
  return loadCreditNote(db, id);
}
