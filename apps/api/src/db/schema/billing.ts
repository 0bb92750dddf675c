import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bigserialId, requiredRef, serialId, stampedAt, timestamps } from './columns';
import { distributors } from './distributors';
import { machines } from './machines';
import { createdBy, doneBy } from './user-columns';

/** Integer paise (decision 0142): bigint in the database, a safe integer in JavaScript. */
export const paise = <N extends string>(name: N) => bigint(name, { mode: 'number' }).notNull();
const MACHINE_TYPES = ['POS', 'SOUNDBOX'] as const;

/**
 * Who held each device when: one row per holder (a distributor, directly or through one of its
 * retailers) from `held_from` until `held_to` (null: holds it now). Append-only; kept by a
 * trigger on `machines` (migration 0018) at every change of holder, whoever the writer.
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
  paymentTermsDays: integer('payment_terms_days').notNull().default(15),
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

/** A monthly run: when a month's drafts were made, and by whom. */
export const billingRuns = pgTable('billing_runs', {
  id: serialId(),
  month: date('month', { mode: 'string' }).notNull(),
  drafts: integer('drafts').notNull(),
  lines: integer('lines').notNull(),
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
    paidPaise: paise('paid_paise').default(0),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    ...doneBy('issued'),
    ...doneBy('cancelled'),
    cancelReason: text('cancel_reason'),
    /** The India day its distributor was last reminded it is overdue (once every 7 days). */
    overdueRemindedOn: date('overdue_reminded_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_month_idx').on(t.month, t.distributorId),
    index('invoices_distributor_idx').on(t.distributorId),
    index('invoices_status_idx').on(t.status),
    check('invoices_paid_in_range', sql`${t.paidPaise} BETWEEN 0 AND greatest(${t.totalPaise}, 0)`),
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

/** The credit note that cancels a whole issued invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serialId(),
    number: text('number').notNull(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amountPaise: paise('amount_paise'),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    ...createdBy(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId),
  ],
);

/**
 * The last number given per series (INV, CN) and financial year: the issuing transaction takes
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
