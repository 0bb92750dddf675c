import { sql, type SQL } from 'drizzle-orm';
import { distributorScope } from '../../access/scope';
import { distributors } from '../../db/schema';
import { isOpenInvoice } from '../billing';
import { eqIf, type Source, source } from './source';

/**
 * Each distributor's open invoices (ISSUED, PARTIALLY_PAID) with a balance, their balances
 * (total - paid) summed by days past the due date as of `today` (India): not yet due (due after
 * today), 0-30 (due today up to 30 days ago), 31-60, 61-90, over 90, and the total (decision
 * 0151). An invoice whose total is below what it was paid (refunds over rent) owes nothing: it is
 * a credit of the ledger, not aged.
 */
function ageing(today: string): SQL {
  const days = sql`(${today}::date - i.due_date)`;
  const balance = sql`(i.total_paise - i.paid_paise)`;
  const bucket = (when: SQL) => sql`coalesce(sum(${balance}) FILTER (WHERE ${when}), 0)`;
  return sql`(SELECT i.distributor_id,
      ${bucket(sql`${days} < 0`)} AS not_due,
      ${bucket(sql`${days} BETWEEN 0 AND 30`)} AS days_0_30,
      ${bucket(sql`${days} BETWEEN 31 AND 60`)} AS days_31_60,
      ${bucket(sql`${days} BETWEEN 61 AND 90`)} AS days_61_90,
      ${bucket(sql`${days} > 90`)} AS over_90,
      sum(${balance}) AS total
    FROM invoices i
    WHERE ${isOpenInvoice(sql`i.status`)} AND i.total_paise > i.paid_paise
    GROUP BY i.distributor_id)`;
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
