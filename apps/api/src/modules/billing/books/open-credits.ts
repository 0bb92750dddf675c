import { OpenCredit } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { commissionStatements, creditNotes, payments, refundVouchers } from '../../../db/schema';

/**
 * Every issued credit with what is left of it (decision 0159), one row each: credit notes (an
 * old one of a total below zero leaves nothing), issued refund vouchers, payments not reversed
 * (their advance) and approved commissions (their net). `distributor` limits it to one.
 * Columns: distributor_id, source_type, source_id, source_number, date, amount, unapplied.
 */
export function openCreditsSql(distributor?: number): SQL {
  const only = (column: string) =>
    distributor === undefined ? sql`true` : sql`${sql.raw(column)} = ${distributor}`;
  return sql`
    SELECT c.distributor_id, 'CREDIT_NOTE' AS source_type, c.id AS source_id, c.number AS source_number,
           c.issued_on AS date, c.amount_paise AS amount,
           greatest(c.amount_paise - c.applied_paise, 0) AS unapplied
      FROM ${creditNotes} c WHERE ${only('c.distributor_id')}
    UNION ALL
    SELECT r.distributor_id, 'REFUND_VOUCHER', r.id, r.number, r.issued_on, r.amount_paise,
           r.amount_paise - r.applied_paise
      FROM ${refundVouchers} r WHERE r.status <> 'DRAFT' AND ${only('r.distributor_id')}
    UNION ALL
    SELECT p.distributor_id, 'PAYMENT', p.id, p.reference, p.paid_on, p.amount_paise,
           p.amount_paise - p.applied_paise
      FROM ${payments} p WHERE p.reversed_at IS NULL AND ${only('p.distributor_id')}
    UNION ALL
    SELECT s.distributor_id, 'COMMISSION', s.id, s.number, s.approved_on, s.net_paise,
           s.net_paise - s.applied_paise
      FROM ${commissionStatements} s WHERE ${only('s.distributor_id')}`;
}

/** A credit's row, answered as the contract's OpenCredit. */
const creditRow = z
  .object({
    source_type: OpenCredit.shape.sourceType,
    source_id: integer,
    source_number: z.string(),
    date: date,
    amount: integer,
    unapplied: integer,
  })
  .transform(
    (r): OpenCredit => ({
      sourceType: r.source_type,
      sourceId: r.source_id,
      sourceNumber: r.source_number,
      date: r.date,
      amountPaise: r.amount,
      unappliedPaise: r.unapplied,
    }),
  );

/** A distributor's credits with something left, oldest first (GET /billing/credits). */
export function openCredits(db: Executor, distributorId: number): Promise<OpenCredit[]> {
  return rows(
    db,
    sql`SELECT source_type, source_id, source_number, date::text AS date, amount, unapplied
          FROM (${openCreditsSql(distributorId)}) oc
         WHERE unapplied > 0
         ORDER BY date, source_type, source_id`,
    creditRow,
  );
}
