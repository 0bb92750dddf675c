import type { LedgerEntry, LedgerEntryKind, LedgerQuery, LedgerResponse } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { distributors } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { badRequest, notFound } from '../../lib/http-errors';

/** The distributor whose ledger the caller reads: an admin names it, a distributor is its own. */
function ledgerOwner(principal: Principal, q: LedgerQuery): number {
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
 * The documents and money of a distributor's account, each with its signed amount (what it adds
 * to the amount owed): issued invoices (their total), credit notes, payments (all, reversed or
 * not) and the reversals (dated the day they were made, in India). In date order, then as they
 * happened (the times the steps were taken).
 */
const entriesOf = (distributorId: number) => sql`
  WITH own AS (SELECT id, number, issued_on, issued_at, cancelled_at, total_paise FROM invoices
                WHERE distributor_id = ${distributorId}::int AND status <> 'DRAFT')
  SELECT date::text AS date, kind, reference, invoice_id AS "invoiceId", amount::text AS amount
    FROM (
    SELECT issued_on AS date, issued_at AS at, 0 AS rank, id AS seq, 'INVOICE' AS kind,
           number AS reference, id AS invoice_id, total_paise AS amount
      FROM own
    UNION ALL
    SELECT c.issued_on, own.cancelled_at, 1, c.id, 'CREDIT_NOTE', c.number, c.invoice_id, -c.amount_paise
      FROM credit_notes c JOIN own ON own.id = c.invoice_id
    UNION ALL
    SELECT p.paid_on, p.recorded_at, 2, p.id, 'PAYMENT', p.reference, p.invoice_id, -p.amount_paise
      FROM payments p JOIN own ON own.id = p.invoice_id
    UNION ALL
    SELECT (p.reversed_at AT TIME ZONE 'Asia/Kolkata')::date, p.reversed_at, 3, p.id, 'REVERSAL',
           p.reference, p.invoice_id, p.amount_paise
      FROM payments p JOIN own ON own.id = p.invoice_id
     WHERE p.reversed_at IS NOT NULL
  ) e
  ORDER BY date, at, rank, seq`;

type EntryRow = {
  date: string;
  kind: LedgerEntryKind;
  reference: string;
  invoiceId: number;
  amount: string;
};

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
  const entries: LedgerEntry[] = (await rows<EntryRow>(db, entriesOf(distributorId))).map((r) => {
    const amount = Number(r.amount);
    balancePaise += amount;
    return {
      date: r.date,
      kind: r.kind,
      reference: r.reference,
      invoiceId: r.invoiceId,
      debitPaise: Math.max(amount, 0),
      creditPaise: Math.max(-amount, 0),
      balancePaise,
    };
  });
  return { distributorId, distributorName: owner.name, entries, balancePaise };
}
