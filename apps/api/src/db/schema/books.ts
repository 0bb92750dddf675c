import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bigserialId,
  buyerColumn,
  phraseColumn,
  requiredRef,
  serialId,
  stampedAt,
  timestamps,
} from './columns';
import { billingRuns, invoices, paise } from './billing';
import { distributors } from './distributors';
import { createdBy, doneBy, userRef } from './user-columns';

/*
 * The books beyond the tax invoice (decision 0159): refund vouchers, allocations, payouts and
 * approved commission statements. Every document is numbered in its own gap-free series per
 * financial year (`document_counters`) and never changes once issued; what it has settled is its
 * `applied_paise`, moved by the writer under the document's row lock.
 */

const PAYMENT_METHODS = ['UPI', 'NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'CASH'] as const;

/** The credits that settle invoices or are paid out: what an allocation or a payout draws on. */
export const CREDIT_SOURCES = ['PAYMENT', 'CREDIT_NOTE', 'REFUND_VOUCHER', 'COMMISSION'] as const;

/**
 * A refund voucher `RV/<FY>/NNNNNN`: the deposits a distributor gets back for the devices that
 * left it in a month. Not a supply (no GST), so never on a tax invoice. A run makes it a DRAFT;
 * issued, it is a credit of the distributor, settled by a payout or set against open invoices.
 */
export const refundVouchers = pgTable(
  'refund_vouchers',
  {
    id: serialId(),
    number: text('number'),
    status: text('status', { enum: ['DRAFT', 'ISSUED', 'PARTIALLY_SETTLED', 'SETTLED'] })
      .notNull()
      .default('DRAFT'),
    runId: integer('run_id').references(() => billingRuns.id, { onDelete: 'set null' }),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    month: date('month', { mode: 'string' }).notNull(),
    amountPaise: paise('amount_paise'),
    appliedPaise: paise('applied_paise').default(0),
    issuedOn: date('issued_on', { mode: 'string' }),
    buyer: buyerColumn(),
    ...doneBy('issued'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('refund_vouchers_number_key').on(t.number),
    index('refund_vouchers_month_idx').on(t.month, t.distributorId),
    index('refund_vouchers_distributor_idx').on(t.distributorId, t.id),
    index('refund_vouchers_run_idx').on(t.runId),
    index('refund_vouchers_issued_on_idx').on(t.issuedOn),
    check('refund_vouchers_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'refund_vouchers_applied_in_range',
      sql`${t.appliedPaise} BETWEEN 0 AND ${t.amountPaise}`,
    ),
  ],
);

/** One device's deposit returned on a refund voucher (the deposit line it refunds, if known). */
export const refundVoucherLines = pgTable(
  'refund_voucher_lines',
  {
    id: bigserialId(),
    refundVoucherId: requiredRef('refund_voucher_id', () => refundVouchers.id, 'cascade'),
    machineId: integer('machine_id'),
    serialNumber: text('serial_number').notNull(),
    description: text('description').notNull(),
    phrase: phraseColumn(),
    amountPaise: paise('amount_paise'),
  },
  (t) => [index('refund_voucher_lines_voucher_idx').on(t.refundVoucherId, t.id)],
);

/**
 * A credit set against an open invoice of the same distributor: a payment (its own invoice, or
 * an advance), a credit note, a refund voucher or an approved commission. Moves no balance of
 * the ledger, only pairs open amounts; undone (`reversed_at`) only with the payment it drew on.
 */
export const billingAllocations = pgTable(
  'billing_allocations',
  {
    id: serialId(),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    sourceType: text('source_type', { enum: CREDIT_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    amountPaise: paise('amount_paise'),
    allocatedOn: date('allocated_on', { mode: 'string' }).notNull(),
    ...createdBy(),
    ...doneBy('reversed'),
  },
  (t) => [
    index('billing_allocations_invoice_idx').on(t.invoiceId, t.id),
    index('billing_allocations_source_idx').on(t.sourceType, t.sourceId),
    index('billing_allocations_distributor_idx').on(t.distributorId, t.id),
    check('billing_allocations_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Money we pay a distributor `PV/<FY>/NNNNNN`: a refund voucher settled, an approved commission
 * (net of TDS), an advance or a credit note's unapplied part paid back. Never changed.
 */
export const billingPayouts = pgTable(
  'billing_payouts',
  {
    id: serialId(),
    number: text('number').notNull(),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    sourceType: text('source_type', { enum: CREDIT_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    amountPaise: paise('amount_paise'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedBy: userRef('recorded_by'),
    recordedAt: stampedAt('recorded_at'),
  },
  (t) => [
    uniqueIndex('billing_payouts_number_key').on(t.number),
    index('billing_payouts_distributor_idx').on(t.distributorId, t.id),
    index('billing_payouts_source_idx').on(t.sourceType, t.sourceId),
    index('billing_payouts_paid_on_idx').on(t.paidOn),
    check('billing_payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A month's commission statement of a distributor, approved `CS/<FY>/NNNNNN`: its lines and sums
 * frozen as they were computed (decision 0146), the TDS under section 194H withheld from the
 * gross (`tds_base_paise`: what the deduction was computed on, more than the gross when the
 * year's commission crossed the threshold with it), the net owed to the distributor. `applied`:
 * paid out or set against its invoices.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: serialId(),
    number: text('number').notNull(),
    status: text('status', { enum: ['APPROVED', 'PARTIALLY_PAID', 'PAID'] })
      .notNull()
      .default('APPROVED'),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    month: date('month', { mode: 'string' }).notNull(),
    activationPaise: paise('activation_paise'),
    monthlyPaise: paise('monthly_paise'),
    clawbackPaise: paise('clawback_paise'),
    grossPaise: paise('gross_paise'),
    tdsRateBp: integer('tds_rate_bp').notNull(),
    tdsBasePaise: paise('tds_base_paise'),
    tdsPaise: paise('tds_paise'),
    netPaise: paise('net_paise'),
    appliedPaise: paise('applied_paise').default(0),
    lines: jsonb('lines').notNull(),
    buyer: buyerColumn(),
    approvedOn: date('approved_on', { mode: 'string' }).notNull(),
    ...doneBy('approved'),
  },
  (t) => [
    uniqueIndex('commission_statements_number_key').on(t.number),
    uniqueIndex('commission_statements_month_key').on(t.distributorId, t.month),
    index('commission_statements_month_idx').on(t.month),
    index('commission_statements_approved_on_idx').on(t.approvedOn),
    check('commission_statements_gross_positive', sql`${t.grossPaise} > 0`),
    check(
      'commission_statements_applied_in_range',
      sql`${t.appliedPaise} BETWEEN 0 AND ${t.netPaise}`,
    ),
  ],
);
