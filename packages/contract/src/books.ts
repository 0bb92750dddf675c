import { z } from 'zod';
import { Phrase } from './phrases';
import {
  counts,
  filterOrAll,
  IdFilter,
  IntId,
  IsoDate,
  IsoDateTime,
  listQuery,
  listResponse,
  Reason,
} from './common';
import { BillingMonth } from './billing-month';
import { ErrorParams } from './errors';
import { Paise } from './money';
import { moneyMoved, PaymentMethod } from './payments';

/*
 * The books beyond the tax invoice (decision 0159): credit notes (whole or part of an invoice),
 * refund vouchers (deposits returned: no supply, no GST), allocations (a credit set against an
 * open invoice), payouts (money we pay) and approved commission statements (with TDS). Every
 * document is numbered in its own gap-free series per financial year and never changes.
 */

/** A positive amount of paise a person asks for (an allocation, a payout, a credit note). */
export const AmountPaise = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A document date range of a register or an export (India dates, both ends included). */
const DocumentDates = { from: IsoDate.optional(), to: IsoDate.optional() };

// ---------------------------------------------------------------------------------------------
// Credits: what an allocation draws on and a payout settles
// ---------------------------------------------------------------------------------------------

export const CREDIT_SOURCES = ['PAYMENT', 'CREDIT_NOTE', 'REFUND_VOUCHER', 'COMMISSION'] as const;
export const CreditSource = z.enum(CREDIT_SOURCES);
export type CreditSource = z.infer<typeof CreditSource>;

/**
 * One credit set against an invoice. `sourceNumber` is the document's number (a payment's own
 * reference); `reversedAt` is set when the payment it drew on was reversed.
 */
export const Allocation = z.object({
  id: IntId,
  distributorId: IntId,
  invoiceId: IntId,
  invoiceNumber: z.string(),
  sourceType: CreditSource,
  sourceId: IntId,
  sourceNumber: z.string(),
  amountPaise: Paise,
  allocatedOn: IsoDate,
  createdAt: IsoDateTime,
  reversedAt: IsoDateTime.nullable(),
});
export type Allocation = z.infer<typeof Allocation>;

/**
 * POST /billing/allocations (admins, Idempotency-Key): sets an issued credit of a distributor
 * against its open invoices. With `invoiceId`, that invoice only; without, its open invoices
 * oldest due first. `amountPaise` defaults to as much as the credit and the invoices allow.
 */
export const CreateAllocationRequest = z.strictObject({
  sourceType: CreditSource,
  sourceId: IntId,
  invoiceId: IntId.optional(),
  amountPaise: AmountPaise.optional(),
});
export type CreateAllocationRequest = z.infer<typeof CreateAllocationRequest>;

export const AllocationResponse = z.object({
  allocations: z.array(Allocation),
  /** What is left of the credit after them. */
  unappliedPaise: Paise,
});
export type AllocationResponse = z.infer<typeof AllocationResponse>;

/** GET /billing/allocations: of an invoice, of a credit, or of a distributor (newest first). */
export const AllocationListQuery = z.object({
  distributorId: IdFilter,
  invoiceId: IdFilter,
  sourceType: CreditSource.optional(),
  sourceId: IdFilter,
});
export type AllocationListQuery = z.infer<typeof AllocationListQuery>;
export const AllocationListResponse = z.object({ allocations: z.array(Allocation) });
export type AllocationListResponse = z.infer<typeof AllocationListResponse>;

/**
 * A distributor's unapplied credits (GET /billing/credits?distributorId=): each issued credit
 * with something left to set against invoices or pay out, oldest first.
 */
export const OpenCredit = z.object({
  sourceType: CreditSource,
  sourceId: IntId,
  sourceNumber: z.string(),
  date: IsoDate,
  amountPaise: Paise,
  unappliedPaise: Paise,
});
export type OpenCredit = z.infer<typeof OpenCredit>;
export const OpenCreditsQuery = z.object({ distributorId: IdFilter });
export const OpenCreditsResponse = z.object({
  distributorId: IntId,
  credits: z.array(OpenCredit),
  unappliedPaise: Paise,
});
export type OpenCreditsResponse = z.infer<typeof OpenCreditsResponse>;

// ---------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------

/**
 * POST /billing/payouts (admins, Idempotency-Key): money paid to a distributor against one of
 * its credits (a refund voucher, an approved commission net of TDS, an advance or a credit
 * note's unapplied part); `amountPaise` defaults to all that is left of it.
 */
export const CreatePayoutRequest = z.strictObject({
  sourceType: CreditSource,
  sourceId: IntId,
  amountPaise: AmountPaise.optional(),
  ...moneyMoved,
});
export type CreatePayoutRequest = z.infer<typeof CreatePayoutRequest>;

export const Payout = z.object({
  id: IntId,
  number: z.string(),
  distributorId: IntId,
  distributorName: z.string(),
  sourceType: CreditSource,
  sourceId: IntId,
  sourceNumber: z.string(),
  amountPaise: Paise,
  method: PaymentMethod,
  reference: z.string(),
  paidOn: IsoDate,
  recordedAt: IsoDateTime,
});
export type Payout = z.infer<typeof Payout>;
export const PayoutResponse = z.object({ payout: Payout });
export type PayoutResponse = z.infer<typeof PayoutResponse>;

export const PAYOUT_SORTS = ['number', 'paidOn', 'amountPaise', 'distributorName'] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
export const PayoutListQuery = listQuery(PAYOUT_SORTS, {
  distributorId: IdFilter,
  sourceType: filterOrAll(CREDIT_SOURCES),
  ...DocumentDates,
});
export type PayoutListQuery = z.infer<typeof PayoutListQuery>;
export const PayoutStats = z.object({ total: z.number().int().nonnegative(), amountPaise: Paise });
export const PayoutListResponse = listResponse('payouts', Payout, PayoutStats);
export type PayoutListResponse = z.infer<typeof PayoutListResponse>;

// ---------------------------------------------------------------------------------------------
// Credit notes
// ---------------------------------------------------------------------------------------------

export const CREDIT_NOTE_BASES = ['FULL', 'LINES', 'AMOUNT'] as const;
export const CreditNoteBasis = z.enum(CREDIT_NOTE_BASES);
export type CreditNoteBasis = z.infer<typeof CreditNoteBasis>;

/**
 * POST /invoices/{id}/credit-notes (admins, Idempotency-Key): a credit note for some of the
 * invoice's lines (each credited whole, once) or for an amount (its GST reversed in proportion);
 * never more than is left to credit. One of `lineIds` or `amountPaise`.
 */
export const CreateCreditNoteRequest = z
  .strictObject({
    lineIds: z.array(IntId).min(1).max(5000).optional(),
    amountPaise: AmountPaise.optional(),
    reason: Reason,
  })
  .refine((b) => (b.lineIds === undefined) !== (b.amountPaise === undefined), {
    message: 'Give either lineIds or amountPaise',
    path: ['amountPaise'],
  });
export type CreateCreditNoteRequest = z.infer<typeof CreateCreditNoteRequest>;

const gstPaise = { cgstPaise: Paise, sgstPaise: Paise, igstPaise: Paise };

export const CreditNote = z.object({
  id: IntId,
  number: z.string(),
  invoiceId: IntId,
  invoiceNumber: z.string(),
  invoiceIssuedOn: IsoDate,
  distributorId: IntId,
  distributorName: z.string(),
  basis: CreditNoteBasis,
  reason: z.string(),
  issuedOn: IsoDate,
  taxablePaise: Paise,
  nonTaxablePaise: Paise,
  ...gstPaise,
  roundOffPaise: Paise,
  amountPaise: Paise,
  appliedPaise: Paise,
  unappliedPaise: Paise,
  createdAt: IsoDateTime,
});
export type CreditNote = z.infer<typeof CreditNote>;

export const CreditNoteLine = z.object({
  /** The invoice line credited whole; null: a share of a group of lines (an amount's note). */
  invoiceLineId: IntId.nullable(),
  /** The document's (English) text; `phrase` says it in the reader's language. */
  description: z.string(),
  phrase: Phrase.nullable(),
  serialNumber: z.string().nullable(),
  taxable: z.boolean(),
  gstRatePercent: z.number().int().nonnegative(),
  sacCode: z.string(),
  amountPaise: Paise,
  ...gstPaise,
});
export type CreditNoteLine = z.infer<typeof CreditNoteLine>;

export const CreditNoteDetail = CreditNote.extend({
  placeOfSupply: z.string().nullable(),
  lines: z.array(CreditNoteLine),
  allocations: z.array(Allocation),
  payouts: z.array(Payout),
});
export type CreditNoteDetail = z.infer<typeof CreditNoteDetail>;
export const CreditNoteResponse = z.object({ creditNote: CreditNoteDetail });
export type CreditNoteResponse = z.infer<typeof CreditNoteResponse>;

export const CREDIT_NOTE_SORTS = [
  'number',
  'issuedOn',
  'distributorName',
  'amountPaise',
  'invoiceNumber',
] as const;
export type CreditNoteSort = (typeof CREDIT_NOTE_SORTS)[number];
/** `status`: OPEN (something unapplied) or APPLIED (nothing left). */
export const CREDIT_STATES = ['OPEN', 'APPLIED'] as const;
export const CreditNoteListQuery = listQuery(CREDIT_NOTE_SORTS, {
  distributorId: IdFilter,
  invoiceId: IdFilter,
  status: filterOrAll(CREDIT_STATES),
  ...DocumentDates,
});
export type CreditNoteListQuery = z.infer<typeof CreditNoteListQuery>;
export const CreditNoteStats = z.object({
  total: z.number().int().nonnegative(),
  amountPaise: Paise,
  unappliedPaise: Paise,
});
export const CreditNoteListResponse = listResponse('creditNotes', CreditNote, CreditNoteStats);
export type CreditNoteListResponse = z.infer<typeof CreditNoteListResponse>;

// ---------------------------------------------------------------------------------------------
// Refund vouchers
// ---------------------------------------------------------------------------------------------

export const REFUND_VOUCHER_STATUSES = ['DRAFT', 'ISSUED', 'PARTIALLY_SETTLED', 'SETTLED'] as const;
export const RefundVoucherStatus = z.enum(REFUND_VOUCHER_STATUSES);
export type RefundVoucherStatus = z.infer<typeof RefundVoucherStatus>;

export const RefundVoucher = z.object({
  id: IntId,
  /** Null while a draft. */
  number: z.string().nullable(),
  status: RefundVoucherStatus,
  distributorId: IntId,
  distributorName: z.string(),
  month: BillingMonth,
  amountPaise: Paise,
  appliedPaise: Paise,
  unappliedPaise: Paise,
  issuedOn: IsoDate.nullable(),
  createdAt: IsoDateTime,
});
export type RefundVoucher = z.infer<typeof RefundVoucher>;

export const RefundVoucherLine = z.object({
  serialNumber: z.string(),
  /** The document's (English) text; `phrase` says it in the reader's language. */
  description: z.string(),
  phrase: Phrase.nullable(),
  amountPaise: Paise,
});
export const RefundVoucherDetail = RefundVoucher.extend({
  lines: z.array(RefundVoucherLine),
  allocations: z.array(Allocation),
  payouts: z.array(Payout),
});
export type RefundVoucherDetail = z.infer<typeof RefundVoucherDetail>;
export const RefundVoucherResponse = z.object({ refundVoucher: RefundVoucherDetail });
export type RefundVoucherResponse = z.infer<typeof RefundVoucherResponse>;

export const REFUND_VOUCHER_SORTS = [
  'number',
  'month',
  'distributorName',
  'status',
  'amountPaise',
  'issuedOn',
  'createdAt',
] as const;
export type RefundVoucherSort = (typeof REFUND_VOUCHER_SORTS)[number];
export const RefundVoucherListQuery = listQuery(REFUND_VOUCHER_SORTS, {
  month: BillingMonth.optional(),
  distributorId: IdFilter,
  status: filterOrAll(REFUND_VOUCHER_STATUSES),
  ...DocumentDates,
});
export type RefundVoucherListQuery = z.infer<typeof RefundVoucherListQuery>;
export const RefundVoucherStats = counts('total', 'draft', 'issued', 'partiallySettled', 'settled');
export const RefundVoucherListResponse = listResponse(
  'refundVouchers',
  RefundVoucher,
  RefundVoucherStats,
);
export type RefundVoucherListResponse = z.infer<typeof RefundVoucherListResponse>;

// ---------------------------------------------------------------------------------------------
// Issuing a run's drafts in the background
// ---------------------------------------------------------------------------------------------

export const RUN_ISSUE_STATES = ['NONE', 'QUEUED', 'RUNNING', 'DONE'] as const;
export const RunIssueState = z.enum(RUN_ISSUE_STATES);
export type RunIssueState = z.infer<typeof RunIssueState>;
export const DRAFT_DOCUMENT_TYPES = ['INVOICE', 'REFUND_VOUCHER'] as const;
export const DraftDocumentType = z.enum(DRAFT_DOCUMENT_TYPES);
export type DraftDocumentType = z.infer<typeof DraftDocumentType>;

export const RunIssueError = z.object({
  documentType: DraftDocumentType,
  id: IntId,
  /** An error code (the contract's ERROR_CODES), and its params (an error body's). */
  code: z.string(),
  params: ErrorParams.optional(),
});
export type RunIssueError = z.infer<typeof RunIssueError>;

/** A run and the issue of its drafts (POST /billing/runs/{id}/issue, GET /billing/runs/{id}). */
export const BillingRun = z.object({
  id: IntId,
  month: BillingMonth,
  drafts: z.number().int().nonnegative(),
  lines: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
  /** A later run of the month replaced its drafts: it can no longer be issued. */
  replaced: z.boolean(),
  /** Its drafts still waiting to be issued: invoices and refund vouchers. */
  draftsLeft: z.number().int().nonnegative(),
  issue: z.object({
    state: RunIssueState,
    total: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    errors: z.array(RunIssueError),
    requestedAt: IsoDateTime.nullable(),
    finishedAt: IsoDateTime.nullable(),
  }),
});
export type BillingRun = z.infer<typeof BillingRun>;
export const BillingRunDetailResponse = z.object({ run: BillingRun });
export type BillingRunDetailResponse = z.infer<typeof BillingRunDetailResponse>;
export const BillingRunListQuery = z.object({ month: BillingMonth });
export const BillingRunListResponse = z.object({ runs: z.array(BillingRun) });
export type BillingRunListResponse = z.infer<typeof BillingRunListResponse>;

// ---------------------------------------------------------------------------------------------
// Commission approval and TDS
// ---------------------------------------------------------------------------------------------

export const APPROVED_COMMISSION_STATUSES = ['APPROVED', 'PARTIALLY_PAID', 'PAID'] as const;

/** A statement once approved (`CS/<FY>/NNNNNN`): gross, the TDS withheld (194H), the net owed. */
export const CommissionApproval = z.object({
  id: IntId,
  number: z.string(),
  status: z.enum(APPROVED_COMMISSION_STATUSES),
  approvedOn: IsoDate,
  grossPaise: Paise,
  /** Basis points: 200 = 2%. */
  tdsRateBp: z.number().int().nonnegative(),
  /** What the TDS was computed on (more than the gross when the year crossed the threshold). */
  tdsBasePaise: Paise,
  tdsPaise: Paise,
  netPaise: Paise,
  appliedPaise: Paise,
  unappliedPaise: Paise,
});
export type CommissionApproval = z.infer<typeof CommissionApproval>;

/** POST /billing/commissions/approve (admins, Idempotency-Key): a closed month's statement. */
export const ApproveCommissionRequest = z.strictObject({
  month: BillingMonth,
  distributorId: IntId,
});
export type ApproveCommissionRequest = z.infer<typeof ApproveCommissionRequest>;

/** The TDS settings (Profile > Organisation): rate in basis points, the yearly threshold. */
export const TdsSettings = z.object({
  tdsRateBp: z.number().int().min(0).max(2000),
  tdsThresholdPaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type TdsSettings = z.infer<typeof TdsSettings>;
