import { DEFAULT_PAYMENT_TERMS_DAYS } from '@dd/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  at,
  bigserialId,
  buyerColumn,
  phraseColumn,
  requiredRef,
  serialId,
  stampedAt,
  timestamps,
} from './columns';
import { distributors } from './distributors';
import { machines } from './machines';
import { createdBy, doneBy, userRef } from './user-columns';

/** Integer paise (decision 0142): bigint in the database, a safe integer in JavaScript. */
export const paise = <N extends string>(name: N) => bigint(name, { mode: 'number' }).notNull();
const MACHINE_TYPES = ['POS', 'SOUNDBOX'] as const;

/**
 * Who held each device when: one row per holder (a distributor, directly or through one of its
 * retailers) from `held_from` until `held_to` (null: holds it now). Append-only; written by
 * custody with every change of holder (modules/custody/machine-records.ts, decision 0169).
 * `stint_from`: since when the distributor holds it without a break (a move to one of its
 * retailers goes on the same stint); `left_distributor`: the period ended with the device
 * leaving the distributor (back to stock, or to another one), which refunds its deposit.
 */
export const machineHoldingPeriods = pgTable(
  'machine_holding_periods',
  {
    id: bigserialId(),
    machineId: requiredRef('machine_id', () => machines.id, 'cascade'),
    distributorId: integer('distributor_id').notNull(),
    retailerId: integer('retailer_id'),
    heldFrom: at('held_from').notNull(),
    heldTo: at('held_to'),
    stintFrom: at('stint_from').notNull(),
    leftDistributor: boolean('left_distributor'),
  },
  (t) => [
    uniqueIndex('machine_holding_periods_open_key').on(t.machineId).where(sql`${t.heldTo} IS NULL`),
    index('machine_holding_periods_machine_idx').on(t.machineId, t.heldFrom),
    index('machine_holding_periods_from_idx').on(t.heldFrom),
    index('machine_holding_periods_to_idx').on(t.heldTo),
  ],
);

/** A billing plan: what a device of a type (optionally a model) costs; its terms are versioned. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serialId(),
    name: text('name').notNull(),
    machineType: text('machine_type', { enum: MACHINE_TYPES }).notNull(),
    model: text('model'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_plans_default_key')
      .on(t.machineType, sql`coalesce(${t.model}, '')`)
      .where(sql`${t.isDefault}`),
  ],
);

/** A plan's terms from a month on (`effective_from`, the 1st); earlier months keep the older. */
export const billingPlanVersions = pgTable(
  'billing_plan_versions',
  {
    id: serialId(),
    planId: requiredRef('plan_id', () => billingPlans.id, 'cascade'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    monthlyRentPaise: paise('monthly_rent_paise'),
    depositPaise: paise('deposit_paise'),
    activationCommissionPaise: paise('activation_commission_paise'),
    monthlyCommissionPaise: paise('monthly_commission_paise'),
    clawbackDays: integer('clawback_days').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    sacCode: text('sac_code').notNull(),
    ...createdBy(),
  },
  (t) => [uniqueIndex('billing_plan_versions_month_key').on(t.planId, t.effectiveFrom)],
);

/** A distributor's billing terms: payment terms, and its own plan per machine type. */
export const distributorBilling = pgTable('distributor_billing', {
  distributorId: integer('distributor_id')
    .primaryKey()
    .references(() => distributors.id, { onDelete: 'cascade' }),
  paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS_DAYS),
  /**
   * A lower-deduction certificate (Income-tax Act section 197) for TDS on commissions: the rate
   * in basis points (50 = 0.5%) that replaces the organisation's; null without one.
   */
  tdsCertificateRateBp: integer('tds_certificate_rate_bp'),
  tdsCertificateNumber: text('tds_certificate_number'),
  updatedAt: stampedAt('updated_at'),
});

export const distributorBillingPlans = pgTable(
  'distributor_billing_plans',
  {
    distributorId: requiredRef('distributor_id', () => distributors.id, 'cascade'),
    machineType: text('machine_type', { enum: MACHINE_TYPES }).notNull(),
    planId: requiredRef('plan_id', () => billingPlans.id),
  },
  (t) => [primaryKey({ columns: [t.distributorId, t.machineType] })],
);

/**
 * A monthly run: when a month's drafts were made, and by whom; and the issue of its drafts as a
 * background job (`issue_*`, decision 0159): requested, how many of how many, the refusals.
 */
export const billingRuns = pgTable('billing_runs', {
  id: serialId(),
  month: date('month', { mode: 'string' }).notNull(),
  drafts: integer('drafts').notNull(),
  lines: integer('lines').notNull(),
  issueState: text('issue_state', { enum: ['NONE', 'QUEUED', 'RUNNING', 'DONE'] })
    .notNull()
    .default('NONE'),
  issueTotal: integer('issue_total').notNull().default(0),
  issueDone: integer('issue_done').notNull().default(0),
  /** The drafts refused: `[{documentType, id, code}]`. */
  issueErrors: jsonb('issue_errors').notNull().default([]),
  issueRequestedBy: userRef('issue_requested_by'),
  issueRequestedAt: at('issue_requested_at'),
  issueFinishedAt: at('issue_finished_at'),
  ...createdBy(),
});

/**
 * A tax invoice of a distributor for a month: DRAFT (a run's, replaced by the next run) until
 * issued (numbered, never changed again). Figures in paise, GST computed per line.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    number: text('number'),
    status: text('status', {
      enum: ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'],
    })
      .notNull()
      .default('DRAFT'),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    month: date('month', { mode: 'string' }).notNull(),
    /** The run that made the draft (null: made before runs kept it). */
    runId: integer('run_id'),
    supplierStateCode: text('supplier_state_code'),
    placeOfSupply: text('place_of_supply'),
    sameState: boolean('same_state').notNull(),
    taxablePaise: paise('taxable_paise'),
    nonTaxablePaise: paise('non_taxable_paise'),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
    roundOffPaise: paise('round_off_paise'),
    totalPaise: paise('total_paise'),
    /** Of the settled amount, what payments brought (the rest came from credits). */
    paidPaise: paise('paid_paise').default(0),
    /** Every live allocation to it (payments, credit notes, refund vouchers, commissions). */
    settledPaise: paise('settled_paise').default(0),
    /** The credit notes issued against it, in all (at most the total). */
    creditedPaise: paise('credited_paise').default(0),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    ...doneBy('issued'),
    ...doneBy('cancelled'),
    cancelReason: text('cancel_reason'),
    /** The distributor as the issued invoice names it (books.ts `DocumentBuyer`). */
    buyer: buyerColumn(),
    /** The India day its distributor was last reminded it is overdue (once every 7 days). */
    overdueRemindedOn: date('overdue_reminded_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_month_idx').on(t.month, t.distributorId),
    index('invoices_distributor_idx').on(t.distributorId),
    index('invoices_status_idx').on(t.status),
    index('invoices_run_idx').on(t.runId),
    index('invoices_issued_on_idx').on(t.issuedOn),
    check('invoices_paid_in_range', sql`${t.paidPaise} BETWEEN 0 AND ${t.settledPaise}`),
    check(
      'invoices_settled_in_range',
      sql`${t.settledPaise} BETWEEN 0 AND greatest(${t.totalPaise}, 0)`,
    ),
    check(
      'invoices_credited_in_range',
      sql`${t.creditedPaise} BETWEEN 0 AND greatest(${t.totalPaise}, 0)`,
    ),
  ],
);

/** One line of an invoice: a device's rent for the days held, its deposit, or the refund. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id, 'cascade'),
    machineId: integer('machine_id'),
    kind: text('kind', { enum: ['RENT', 'DEPOSIT', 'DEPOSIT_REFUND'] }).notNull(),
    serialNumber: text('serial_number').notNull(),
    description: text('description').notNull(),
    phrase: phraseColumn(),
    days: integer('days'),
    ratePaise: paise('rate_paise'),
    amountPaise: paise('amount_paise'),
    taxable: boolean('taxable').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    sacCode: text('sac_code').notNull(),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.id),
    // A refund finds the deposit charged for the device.
    index('invoice_lines_machine_idx').on(t.machineId),
  ],
);

/**
 * A credit note (CGST Act section 34) against one issued invoice: whole (the invoice cancelled)
 * or part of it, by lines or by an amount (decision 0159). Issued when made (numbered `CN/`),
 * never changed. Its figures reverse the invoice's in proportion; `applied_paise` is how much of
 * it is set against invoices (its own first) or paid out: the rest is an unapplied credit.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serialId(),
    number: text('number').notNull(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    distributorId: requiredRef('distributor_id', () => distributors.id),
    /** FULL: the whole invoice (it is cancelled); LINES: some of its lines; AMOUNT: a sum. */
    basis: text('basis', { enum: ['FULL', 'LINES', 'AMOUNT'] }).notNull(),
    taxablePaise: paise('taxable_paise').default(0),
    nonTaxablePaise: paise('non_taxable_paise').default(0),
    cgstPaise: paise('cgst_paise').default(0),
    sgstPaise: paise('sgst_paise').default(0),
    igstPaise: paise('igst_paise').default(0),
    roundOffPaise: paise('round_off_paise').default(0),
    /** The credit note's total (what it takes off the distributor's account). */
    amountPaise: paise('amount_paise'),
    appliedPaise: paise('applied_paise').default(0),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The recipient as its invoice named it. */
    buyer: buyerColumn(),
    ...createdBy(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_distributor_idx').on(t.distributorId, t.id),
    index('credit_notes_issued_on_idx').on(t.issuedOn),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
    check('credit_notes_applied_in_range', sql`${t.appliedPaise} BETWEEN 0 AND ${t.amountPaise}`),
  ],
);

/**
 * The lines of a credit note: an invoice line credited whole (`invoice_line_id`), or one group
 * of the invoice's lines (SAC, GST rate, taxable) credited in proportion to an amount.
 */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: bigserialId(),
    creditNoteId: requiredRef('credit_note_id', () => creditNotes.id, 'cascade'),
    invoiceLineId: bigint('invoice_line_id', { mode: 'number' }),
    description: text('description').notNull(),
    phrase: phraseColumn(),
    serialNumber: text('serial_number'),
    taxable: boolean('taxable').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    sacCode: text('sac_code').notNull(),
    amountPaise: paise('amount_paise'),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.id),
    uniqueIndex('credit_note_lines_invoice_line_key').on(t.invoiceLineId),
  ],
);

/**
 * The last number given per series (INV, CN, RV, PV, CS) and financial year: the issuing transaction takes
 * its row's lock, so numbers are consecutive with no gap and no repeat, across processes.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
