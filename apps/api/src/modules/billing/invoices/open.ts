import { sql, type SQL } from 'drizzle-orm';

/**
 * An invoice still owed: ISSUED or PARTIALLY_PAID (payments are taken on these only, decision
 * 0144). `status` is the invoices row's status column (or its alias's).
 */
export function isOpenInvoice(status: SQL): SQL {
  return sql`${status} IN ('ISSUED', 'PARTIALLY_PAID')`;
}
