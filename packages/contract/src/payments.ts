import { z } from 'zod';
import {
  counts,
  IdFilter,
  IntId,
  IsoDate,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  Reason,
} from './common';
import { BillingMonth } from './billing-month';
import { Paise } from './money';

/** How a distributor paid an invoice (decision 0144). */
export const PAYMENT_METHODS = ['UPI', 'NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'CASH'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** How money moved, a payment received or a payout made: its method, reference and day. */
export const moneyMoved = {
  method: PaymentMethod,
  reference: line(100).min(1, 'A reference is required'),
  paidOn: IsoDate,
};

/**
 * POST /invoices/{id}/payments (admins, with an Idempotency-Key): at most the invoice's balance
 * (409 payment_exceeds_balance); `paidOn` may not be after today in India (the server checks).
 */
export const RecordPaymentRequest = z.strictObject({
  amountPaise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ...moneyMoved,
  /**
   * More than the balance: refused (payment_exceeds_balance) unless true, when the rest is kept
   * as the distributor's advance (an unapplied credit, set against its other invoices later).
   */
  keepExcessAsAdvance: z.boolean().default(false),
});
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequest>;

/** POST /payments/{id}/reverse (admins): a mistaken payment is reversed, never deleted. */
export const ReversePaymentRequest = z.strictObject({ reason: Reason });
export type ReversePaymentRequest = z.infer<typeof ReversePaymentRequest>;

export const Payment = z.object({
  id: IntId,
  invoiceId: IntId,
  invoiceNumber: z.string(),
  distributorId: IntId,
  distributorName: z.string(),
  amountPaise: Paise,
  /** Set against invoices (its own first) or paid back; the rest is an advance. */
  appliedPaise: Paise,
  /** What is left as an advance (0 once reversed). */
  advancePaise: Paise,
  method: PaymentMethod,
  reference: z.string(),
  paidOn: IsoDate,
  recordedAt: IsoDateTime,
  reversedAt: IsoDateTime.nullable(),
  reverseReason: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

export const PAYMENT_SORTS = ['paidOn', 'amountPaise', 'recordedAt'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** GET /payments: admins all, a distributor its own; newest recorded first unless sorted. */
export const PaymentListQuery = listQuery(PAYMENT_SORTS, {
  distributorId: IdFilter,
  invoiceId: IdFilter,
});
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;

export const PaymentStats = counts('total', 'reversed');
export const PaymentListResponse = listResponse('payments', Payment, PaymentStats);
export type PaymentListResponse = z.infer<typeof PaymentListResponse>;

/** GET /billing/ledger: required for admins; a distributor's is always its own. */
export const LedgerQuery = z.object({ distributorId: IdFilter });
export type LedgerQuery = z.infer<typeof LedgerQuery>;

export const LEDGER_ENTRY_KINDS = [
  'INVOICE',
  'CREDIT_NOTE',
  'REFUND_VOUCHER',
  'PAYMENT',
  'REVERSAL',
  'PAYOUT',
  'COMMISSION',
  'TDS',
] as const;
export const LedgerEntryKind = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKind>;

/**
 * One line of a distributor's account (decision 0159): an invoice (debit), a credit note, a
 * refund voucher, a payment received (credits), a payment's reversal, a payout we made (debits),
 * an approved commission (its gross: a credit) and the TDS withheld from it (a debit);
 * `balancePaise` is the running amount owed after it. `reference` is the document's number, or
 * the payment's own reference; `documentId` the id of the document of `kind` (the payment's for a
 * reversal, the statement's for TDS); `invoiceId` the invoice it belongs to, if any.
 */
export const LedgerEntry = z.object({
  date: IsoDate,
  kind: LedgerEntryKind,
  reference: z.string(),
  documentId: IntId,
  invoiceId: IntId.nullable(),
  /** The billing month of an invoice, a refund voucher or a commission statement (and its TDS). */
  month: BillingMonth.nullable(),
  debitPaise: Paise,
  creditPaise: Paise,
  balancePaise: Paise,
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/**
 * The entries in date order; `balancePaise` is the last entry's (0 without entries), and always
 * `openInvoicesPaise - unappliedCreditsPaise`: what its invoices still owe less the credits not
 * yet set against them or paid out.
 */
export const LedgerResponse = z.object({
  distributorId: IntId,
  distributorName: z.string(),
  entries: z.array(LedgerEntry),
  balancePaise: Paise,
  openInvoicesPaise: Paise,
  unappliedCreditsPaise: Paise,
});
export type LedgerResponse = z.infer<typeof LedgerResponse>;
