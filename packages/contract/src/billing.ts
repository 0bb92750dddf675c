import { z } from 'zod';
import { Phrase } from './phrases';
import {
  Count,
  counts,
  filterOrAll,
  IdFilter,
  IntId,
  IsoDate,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  Name,
  Reason,
} from './common';
import { BillingMonth } from './billing-month';
import { Allocation, CreditNote } from './books';
import { MachineType } from './enums';
import { Paise, PricePaise } from './money';
import { Payment } from './payments';

export { BillingMonth } from './billing-month';

/** A plan's terms, from `effectiveFrom` on (a month). */
const planTerms = {
  monthlyRentPaise: PricePaise,
  depositPaise: PricePaise,
  activationCommissionPaise: PricePaise,
  monthlyCommissionPaise: PricePaise,
  clawbackDays: z.number().int().min(0).max(3650),
  gstRatePercent: z.number().int().min(0).max(28).default(18),
  sacCode: z
    .string()
    .trim()
    .regex(/^[0-9]{4,8}$/, 'Invalid SAC code')
    .default('997319'),
  effectiveFrom: BillingMonth,
};

/** POST /billing/plans (admins): a plan of a machine type (optionally one model). */
export const CreateBillingPlanRequest = z.strictObject({
  name: Name,
  machineType: MachineType,
  model: line(100).min(1).nullable().optional(),
  isDefault: z.boolean().default(false),
  ...planTerms,
});
export type CreateBillingPlanRequest = z.infer<typeof CreateBillingPlanRequest>;

/**
 * PUT /billing/plans/{id}: new terms from `effectiveFrom` on (months before keep their terms; the
 * same month again replaces that version), and the plan's name and default flag.
 */
export const UpdateBillingPlanRequest = z.strictObject({
  name: Name,
  isDefault: z.boolean().default(false),
  ...planTerms,
});
export type UpdateBillingPlanRequest = z.infer<typeof UpdateBillingPlanRequest>;

export const BillingPlanTerms = z.object({
  monthlyRentPaise: PricePaise,
  depositPaise: PricePaise,
  activationCommissionPaise: PricePaise,
  monthlyCommissionPaise: PricePaise,
  clawbackDays: Count,
  gstRatePercent: Count,
  sacCode: z.string(),
  effectiveFrom: BillingMonth,
});
export type BillingPlanTerms = z.infer<typeof BillingPlanTerms>;

export const BillingPlan = z.object({
  id: IntId,
  name: z.string(),
  machineType: MachineType,
  model: z.string().nullable(),
  isDefault: z.boolean(),
  /** Every version, oldest first. */
  versions: z.array(BillingPlanTerms),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

export const BillingPlanResponse = z.object({ plan: BillingPlan });
export type BillingPlanResponse = z.infer<typeof BillingPlanResponse>;
export const BillingPlanListResponse = z.object({ plans: z.array(BillingPlan) });
export type BillingPlanListResponse = z.infer<typeof BillingPlanListResponse>;

/** A distributor's payment terms until set: an invoice is due this many days after its issue. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 15;

/** PUT /distributors/{id}/billing (admins): its plan per machine type, its payment terms. */
export const DistributorBillingRequest = z.strictObject({
  plans: z
    .array(z.strictObject({ machineType: MachineType, planId: IntId }))
    .max(2)
    .refine(
      (list) => new Set(list.map((p) => p.machineType)).size === list.length,
      'One plan per machine type',
    )
    .default([]),
  paymentTermsDays: z.number().int().min(0).max(365).default(DEFAULT_PAYMENT_TERMS_DAYS),
  /**
   * A lower-deduction certificate for TDS on commissions (section 197): its rate in basis points
   * (50 = 0.5%, 0 = no deduction) and number; null or omitted: none, the organisation's rate.
   */
  tdsCertificateRateBp: z.number().int().min(0).max(2000).nullable().default(null),
  tdsCertificateNumber: line(50).min(1).nullable().default(null),
});
export type DistributorBillingRequest = z.infer<typeof DistributorBillingRequest>;

export const DistributorBillingResponse = z.object({
  distributorId: IntId,
  plans: z.array(z.object({ machineType: MachineType, planId: IntId, name: z.string() })),
  paymentTermsDays: Count,
  tdsCertificateRateBp: Count.nullable(),
  tdsCertificateNumber: z.string().nullable(),
});
export type DistributorBillingResponse = z.infer<typeof DistributorBillingResponse>;

/** POST /billing/runs (admins): the drafts of a closed month. */
export const BillingRunRequest = z.strictObject({ month: BillingMonth });
export type BillingRunRequest = z.infer<typeof BillingRunRequest>;

export const BillingRunResponse = z.object({
  run: z.object({
    id: IntId,
    month: BillingMonth,
    drafts: Count,
    lines: Count,
    /** Drafts of the month replaced by this run. */
    replaced: Count,
    /** Distributors left alone: they have an issued invoice for the month. */
    skippedIssued: Count,
    invoiceIds: z.array(IntId),
    /** The refund vouchers it made: the deposits returned (no longer lines of an invoice). */
    refundVoucherIds: z.array(IntId),
  }),
});
export type BillingRunResponse = z.infer<typeof BillingRunResponse>;

export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const INVOICE_LINE_KINDS = ['RENT', 'DEPOSIT', 'DEPOSIT_REFUND'] as const;

/** The GST of a line or of a whole invoice, split into CGST, SGST and IGST. */
const gstPaise = { cgstPaise: Paise, sgstPaise: Paise, igstPaise: Paise };

export const InvoiceLine = z.object({
  /** What a credit note by lines names. */
  id: IntId,
  kind: z.enum(INVOICE_LINE_KINDS),
  serialNumber: z.string(),
  /** The document's (English) text; `phrase` says it in the reader's language. */
  description: z.string(),
  phrase: Phrase.nullable(),
  days: Count.nullable(),
  ratePaise: Paise,
  amountPaise: Paise,
  taxable: z.boolean(),
  gstRatePercent: Count,
  sacCode: z.string(),
  ...gstPaise,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const Invoice = z.object({
  id: IntId,
  number: z.string().nullable(),
  status: InvoiceStatus,
  distributorId: IntId,
  distributorName: z.string(),
  month: BillingMonth,
  taxablePaise: Paise,
  nonTaxablePaise: Paise,
  ...gstPaise,
  roundOffPaise: Paise,
  totalPaise: Paise,
  /** What payments settled of it. */
  paidPaise: Paise,
  /** Everything set against it: payments and credits (its credit notes, refund vouchers...). */
  settledPaise: Paise,
  /** Its credit notes' total: at most the invoice's total. */
  creditedPaise: Paise,
  /** total - settled: what is still owed on it. */
  balancePaise: Paise,
  issuedOn: IsoDate.nullable(),
  dueDate: IsoDate.nullable(),
  placeOfSupply: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type Invoice = z.infer<typeof Invoice>;

/** The credit note that cancelled the whole invoice (decision 0142's cancel). */
const CancellingCreditNote = z.object({
  number: z.string(),
  amountPaise: Paise,
  reason: z.string(),
  issuedOn: IsoDate,
});

export const InvoiceDetail = Invoice.extend({
  supplierStateCode: z.string().nullable(),
  lines: z.array(InvoiceLine),
  creditNote: CancellingCreditNote.nullable(),
  cancelReason: z.string().nullable(),
  /** Every credit note against it, oldest first (the cancelling one included). */
  creditNotes: z.array(CreditNote),
  /** What settled it (payments and credits), oldest first, reversed ones included. */
  allocations: z.array(Allocation),
  /** Its payments, oldest first, reversed ones included (with `reversedAt`). */
  payments: z.array(Payment),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const InvoiceResponse = z.object({ invoice: InvoiceDetail });
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

export const INVOICE_SORTS = [
  'number',
  'month',
  'distributorName',
  'status',
  'totalPaise',
  'dueDate',
  'createdAt',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const InvoiceListQuery = listQuery(INVOICE_SORTS, {
  month: BillingMonth.optional(),
  distributorId: IdFilter,
  status: filterOrAll(INVOICE_STATUSES),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const InvoiceStats = counts(
  'total',
  'draft',
  'issued',
  'partiallyPaid',
  'paid',
  'cancelled',
);
export const InvoiceListResponse = listResponse('invoices', Invoice, InvoiceStats);
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

/** POST /invoices/{id}/cancel: the reason goes on the credit note. */
export const CancelInvoiceRequest = z.strictObject({ reason: Reason });
export type CancelInvoiceRequest = z.infer<typeof CancelInvoiceRequest>;

/** POST /invoices/{id}/payments (201) and POST /payments/{id}/reverse (200). */
export const PaymentResponse = z.object({ payment: Payment, invoice: InvoiceDetail });
export type PaymentResponse = z.infer<typeof PaymentResponse>;
