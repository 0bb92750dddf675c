import {
  BUSINESS_TIME_ZONE,
  LedgerEntry,
  LedgerEntryKind,
  type LedgerQuery,
  type LedgerResponse,
} from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { date, integer } from '../../db/row-types';
import { rows } from '../../db/rows';
import {
  billingPayouts,
  commissionStatements,
  creditNotes,
  distributors,
  invoices,
  payments,
  refundVouchers,
} from '../../db/schema';
import type { Principal } from '../../access/principal';
import { badRequest, notFound } from '../../lib/http-errors';
import { invoiceBalanceSql } from './books/balances';
import { openCreditsSql } from './books/open-credits';

/** The distributor whose ledger the caller reads: an admin names it, a distributor is its own. */
export function ledgerOwner(principal: Principal, q: LedgerQuery): number {
  if (principal.role === 'admin') {
    if (q.distributorId) return q.distributorId;
    throw badRequest('ledger_distributor_required', 'distributorId is required', {
      details: [
        { path: 'distributorId', message: 'Required', code: 'ledger_distributor_required' },
      ],
    });
  }
  const own = principal.distributorId;
  // Another distributor's ledger is missing for this caller, like another's invoice.
  if (!own || (q.distributorId && q.distributorId !== own))
    throw notFound('not_found', 'Distributor not found');
  return own;
}

/**
 * The documents and money of a distributor's account (decision 0159), each with its signed
 * amount (what it adds to the amount owed): issued invoices (their total), credit notes and
 * issued refund vouchers (credits), payments (all, reversed or not: credits) and their reversals
 * (dated the day they were made, in India), payouts we made (debits), approved commissions (the
 * gross, a credit) and the TDS withheld from them (a debit). Allocations move nothing. In date
 * order, then as they happened (the times the steps were taken).
 */
const entriesOf = (distributorId: number) => sql`
  WITH own AS (SELECT id, number, month, issued_on, issued_at, total_paise FROM ${invoices}
                WHERE distributor_id = ${distributorId}::int AND status <> 'DRAFT')
  SELECT date::text AS date, kind, reference, document_id AS "documentId",
         invoice_id AS "invoiceId", to_char(month, 'YYYY-MM') AS month, amount::text AS amount
    FROM (
    SELECT issued_on AS date, issued_at AS at, 0 AS rank, id AS seq, 0 AS sub, 'INVOICE' AS kind,
           number AS reference, id AS document_id, id AS invoice_id, month, total_paise AS amount
      FROM own
    UNION ALL
    SELECT c.issued_on, c.created_at, 1, c.id, 0, 'CREDIT_NOTE', c.number, c.id, c.invoice_id,
           NULL::date, -c.amount_paise
      FROM ${creditNotes} c WHERE c.distributor_id = ${distributorId}::int
    UNION ALL
    SELECT r.issued_on, r.issued_at, 2, r.id, 0, 'REFUND_VOUCHER', r.number, r.id, NULL::int,
           r.month, -r.amount_paise
      FROM ${refundVouchers} r
     WHERE r.distributor_id = ${distributorId}::int AND r.status <> 'DRAFT'
    UNION ALL
    SELECT p.paid_on, p.recorded_at, 3, p.id, 0, 'PAYMENT', p.reference, p.id, p.invoice_id,
           NULL::date, -p.amount_paise
      FROM ${payments} p WHERE p.distributor_id = ${distributorId}::int
    UNION ALL
    SELECT (p.reversed_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date, p.reversed_at, 4, p.id, 0, 'REVERSAL',
           p.reference, p.id, p.invoice_id, NULL::date, p.amount_paise
      FROM ${payments} p
     WHERE p.distributor_id = ${distributorId}::int AND p.reversed_at IS NOT NULL
    UNION ALL
    SELECT s.approved_on, s.approved_at, 5, s.id, 0, 'COMMISSION', s.number, s.id, NULL::int,
           s.month, -s.gross_paise
      FROM ${commissionStatements} s WHERE s.distributor_id = ${distributorId}::int
    UNION ALL
    SELECT s.approved_on, s.approved_at, 5, s.id, 1, 'TDS', s.number, s.id, NULL::int, s.month,
           s.tds_paise
      FROM ${commissionStatements} s
     WHERE s.distributor_id = ${distributorId}::int AND s.tds_paise > 0
    UNION ALL
    SELECT o.paid_on, o.recorded_at, 6, o.id, 0, 'PAYOUT', o.number, o.id, NULL::int, NULL::date,
           o.amount_paise
      FROM ${billingPayouts} o WHERE o.distributor_id = ${distributorId}::int
  ) e
  ORDER BY date, at, rank, seq, sub`;

/** What the distributor's invoices still owe, and its credits not yet used: the equation's sides. */
const sidesOf = (distributorId: number) => sql`
  SELECT (SELECT coalesce(sum(${invoiceBalanceSql('i')}), 0) FROM ${invoices} i
           WHERE i.distributor_id = ${distributorId}::int)::text AS open,
         (SELECT coalesce(sum(unapplied), 0) FROM (${openCreditsSql(distributorId)}) oc)::text
           AS credits`;

/** An entry: what moved the amount owed (`amount` in paise, negative when it fell). */
const entryRow = z.object({
  date: date,
  kind: LedgerEntryKind,
  reference: z.string().nullable(),
  documentId: integer,
  invoiceId: integer.nullable(),
  month: LedgerEntry.shape.month,
  amount: integer,
});

/** GET /billing/ledger: the entries with the running amount owed; the last is the balance. */
export async function ledger(
  db: Executor,
  principal: Principal,
  q: LedgerQuery,
): Promise<LedgerResponse> {
  const distributorId = ledgerOwner(principal, q);
  const [owner] = await db
    .select({ name: distributors.name })
    .from(distributors)
    .where(eq(distributors.id, distributorId));
  if (!owner) throw notFound('not_found', 'Distributor not found');
  let balancePaise = 0;
  const found = await rows(db, entriesOf(distributorId), entryRow);
  const entries = found.map((r): LedgerEntry => {
    const amount = r.amount;
    balancePaise += amount;
    return {
      date: r.date,
      kind: r.kind,
      reference: r.reference ?? '',
      documentId: r.documentId,
      invoiceId: r.invoiceId,
      month: r.month,
      debitPaise: Math.max(amount, 0),
      creditPaise: Math.max(-amount, 0),
      balancePaise,
    };
  });
  const [sides] = await rows(
    db,
    sidesOf(distributorId),
    z.object({ open: integer, credits: integer }),
  );
  return {
    distributorId,
    distributorName: owner.name,
    entries,
    balancePaise,
    openInvoicesPaise: sides!.open,
    unappliedCreditsPaise: sides!.credits,
  };
}
