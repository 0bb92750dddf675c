import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, stampedAt } from './columns';
import { invoices, paise } from './billing';
import { doneBy, userRef } from './user-columns';

const PAYMENT_METHODS = ['UPI', 'NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'CASH'] as const;

/**
 * A distributor's payment of an issued invoice (decision 0144). Never deleted: a mistaken one is
 * reversed (`reversed_at`, `reverse_reason`). The invoice's `paid_paise` is the sum of its
 * payments not reversed, kept by the writer in the same transaction, the invoice row locked.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amountPaise: paise('amount_paise'),
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
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
