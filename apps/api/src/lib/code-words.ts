import type {
  CreditNoteBasis,
  MachineType,
  PaymentMethod,
  ReceiptItemState,
  ReceiptResolution,
  ReportCodeSet,
  ReportStatus,
  RmaOutcome,
} from '@dd/contract';

/**
 * The English words of the codes that the PDFs and downloaded files print. Those files are in
 * English; screens translate the same codes with the web's catalogues, whose English words these
 * are (decision 0164: a code is never shown as a word).
 */
export const MACHINE_TYPE_WORDS: Record<MachineType, string> = { POS: 'POS', SOUNDBOX: 'Soundbox' };

export const RECEIPT_STATE_WORDS: Record<ReceiptItemState, string> = {
  EXPECTED: 'Not scanned',
  RECEIVED: 'Received',
  UNEXPECTED: 'Unexpected',
  MISSING: 'Missing',
};

export const RECEIPT_RESOLUTION_WORDS: Record<ReceiptResolution, string> = {
  ADDED: 'Added to stock',
  REJECTED: 'Rejected',
  ARRIVED_LATE: 'Arrived late',
  WRITTEN_OFF: 'Written off',
};

/** A discrepancy not decided yet (the Resolution column of the discrepancies file). */
export const UNDECIDED_WORD = 'Not decided';

/** Every status a report can hold (the web's `reports.status` words). */
export const STATUS_WORDS: Record<ReportStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  RETURNED: 'Returned',
  REASSIGNED: 'Reassigned',
  AVAILABLE: 'Available',
  ASSIGNED: 'Assigned',
  MAINTENANCE: 'Maintenance',
  RETIRED: 'Retired',
  ALLOTTED: 'Allotted',
  INSTALLED: 'Installed',
  ACTIVATED: 'Activated',
  DEACTIVATED: 'Deactivated',
  SENT: 'Sent',
  RECEIVED_BY_PROVIDER: 'Received by provider',
  CLOSED: 'Closed',
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REFUSED: 'Refused',
  CANCELLED: 'Cancelled',
  ISSUED: 'Issued',
  PARTIALLY_PAID: 'Partially paid',
  PAID: 'Paid',
  PARTIALLY_SETTLED: 'Partially settled',
  SETTLED: 'Settled',
  APPROVED: 'Approved',
};

export const RMA_OUTCOME_WORDS: Record<RmaOutcome, string> = {
  REPAIRED: 'Repaired',
  REPLACED: 'Replaced',
  WRITTEN_OFF: 'Written off',
};

export const CREDIT_NOTE_BASIS_WORDS: Record<CreditNoteBasis, string> = {
  FULL: 'Whole invoice',
  LINES: 'By lines',
  AMOUNT: 'By amount',
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  NEFT: 'NEFT',
  RTGS: 'RTGS',
  IMPS: 'IMPS',
  CHEQUE: 'Cheque',
  CASH: 'Cash',
};

/** The words of each report code list (a report column's `codes`). */
export const REPORT_CODE_WORDS: Record<ReportCodeSet, Record<string, string>> = {
  status: STATUS_WORDS,
  machineType: MACHINE_TYPE_WORDS,
  rmaOutcome: RMA_OUTCOME_WORDS,
  creditNoteBasis: CREDIT_NOTE_BASIS_WORDS,
  paymentMethod: PAYMENT_METHOD_WORDS,
};

/** An assignment a transfer brought, before its transfer number (the `transferReceived` phrase). */
export const TRANSFER_RECEIVED_WORDS = 'Received by transfer ';
