import type { DraftDocumentType, Invoice, RefundVoucher } from '@dd/contract';

/**
 * A draft of a month as the runs screen lists it, whatever it is: a tax invoice (rent and
 * deposits charged) or a refund voucher (deposits returned; decision 0159).
 */
export interface Draft {
  type: DraftDocumentType;
  id: number;
  distributorName: string;
  /** The invoice's total, or the voucher's amount. */
  amountPaise: number;
}

export const invoiceDraft = (invoice: Invoice): Draft => ({
  type: 'INVOICE',
  id: invoice.id,
  distributorName: invoice.distributorName,
  amountPaise: invoice.totalPaise,
});

export const voucherDraft = (voucher: RefundVoucher): Draft => ({
  type: 'REFUND_VOUCHER',
  id: voucher.id,
  distributorName: voucher.distributorName,
  amountPaise: voucher.amountPaise,
});

/** The catalogue key part of a document type (`billing.runs.document.invoice`...). */
export const DOCUMENT_KEY = { INVOICE: 'invoice', REFUND_VOUCHER: 'voucher' } as const;

/** Where a draft is opened: its page (an invoice's, a refund voucher's). */
export const draftPath = (draft: Pick<Draft, 'type' | 'id'>) =>
  draft.type === 'INVOICE'
    ? `/billing/invoices/${draft.id}`
    : `/billing/refund-vouchers/${draft.id}`;
