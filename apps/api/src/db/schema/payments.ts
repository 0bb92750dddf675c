import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, stampedAt } from './columns';
import { invoices, paise } from './billing';
import { distributors } from './distributors';
import { doneBy, userRef } from './user-columns';

const PAYMENT_METHODS = ['UPI', 'NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'CASH'] as const;

/**
 * A distributor's payment, recorded against an issued invoice (decision 0144). Never deleted: a
 * mistaken one is reversed (`reversed_at`, `reverse_reason`). What it settles is in
 * `billing_allocations` (its invoice first); `applied_paise` is that, plus any part paid back:
 * the rest of a payment above its invoice's balance is an advance, an unapplied credit
 * (decision 0159). Writers lock the invoice, then the payment, in the same transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    amountPaise: paise('amount_paise'),
    appliedPaise: paise('applied_paise').default(0),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedBy: userRef('recorded_by'),
    recordedAt: stampedAt('recorded_at'),
    ...doneBy('reversed'),
    reverseReason: text('reverse_reason'),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId, t.id),
    index('payments_paid_on_idx').on(t.paidOn),
    index('payments_distributor_idx').on(t.distributorId, t.id),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_applied_in_range', sql`${t.appliedPaise} BETWEEN 0 AND ${t.amountPaise}`),
  ],
);
