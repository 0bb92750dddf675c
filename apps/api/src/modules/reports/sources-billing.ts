import { sql, type SQL } from 'drizzle-orm';
import { distributorScope } from '../../access/scope';
import { distributors, invoices } from '../../db/schema';
import { isOpenInvoice, openCreditsSql } from '../billing';
import { eqIf, type Source, source } from './source';

/**
 * Each distributor's ageing as of `today` (India), decision 0151 with the credits of 0159: the
 * balances of its open invoices by days past the due date (not yet due: due after today; 0-30:
 * due today up to 30 days ago; 31-60; 61-90; over 90), its unapplied credits (credit notes,
 * refund vouchers, advances and approved commissions not yet set against invoices or paid out,
 * and an old invoice whose total went below zero) as a negative figure, and the net: what its
 * ledger says it owes. A distributor with neither has no row.
 */
function ageing(today: string): SQL {
  const days = sql`(${today}::date - i.due_date)`;
  const balance = sql`(i.total_paise - i.settled_paise)`;
  const bucket = (when: SQL) =>
    sql`coalesce(sum(${balance}) FILTER (WHERE ${balance} > 0 AND ${when}), 0)`;
  return sql`(SELECT coalesce(inv.distributor_id, cr.distributor_id) AS distributor_id,
      coalesce(inv.not_due, 0) AS not_due, coalesce(inv.days_0_30, 0) AS days_0_30,
      coalesce(inv.days_31_60, 0) AS days_31_60, coalesce(inv.days_61_90, 0) AS days_61_90,
      coalesce(inv.over_90, 0) AS over_90,
      coalesce(inv.below_zero, 0) - coalesce(cr.unapplied, 0) AS credits,
      coalesce(inv.owed, 0) + coalesce(inv.below_zero, 0) - coalesce(cr.unapplied, 0) AS total
    FROM (SELECT i.distributor_id,
            ${bucket(sql`${days} < 0`)} AS not_due,
            ${bucket(sql`${days} BETWEEN 0 AND 30`)} AS days_0_30,
            ${bucket(sql`${days} BETWEEN 31 AND 60`)} AS days_31_60,
            ${bucket(sql`${days} BETWEEN 61 AND 90`)} AS days_61_90,
            ${bucket(sql`${days} > 90`)} AS over_90,
            coalesce(sum(${balance}) FILTER (WHERE ${balance} > 0), 0) AS owed,
            coalesce(sum(${balance}) FILTER (WHERE ${balance} < 0), 0) AS below_zero
          FROM ${invoices} i
         WHERE ${isOpenInvoice(sql`i.status`)} AND i.total_paise <> i.settled_paise
         GROUP BY i.distributor_id) inv
    FULL JOIN (SELECT oc.distributor_id, sum(oc.unapplied) AS unapplied
                 FROM (${openCreditsSql()}) oc WHERE oc.unapplied > 0
                GROUP BY oc.distributor_id) cr ON cr.distributor_id = inv.distributor_id)`;
}

/** The billing reports: one row per distributor that owes something (columns-billing.ts). */
export const BILLING_SOURCES = {
  receivables: source<'receivables'>(distributors, {
    from: (f) => {
      if (!f.today) throw new Error('The receivables ageing needs the day the server makes it');
      return sql`${distributors} JOIN ${ageing(f.today)} ar ON ar.distributor_id = ${distributors.id}`;
    },
    scope: distributorScope,
    filters: (f) => [
      eqIf(distributors.id, f.distributorId),
      f.minOutstandingPaise === undefined ? undefined : sql`ar.total >= ${f.minOutstandingPaise}`,
    ],
  }),
} satisfies Record<string, Source>;
