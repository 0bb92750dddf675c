import {
  AllocationResponse,
  type ApproveCommissionRequest,
  ApproveCommissionResponse,
  type CreateAllocationRequest,
  type CreateCreditNoteRequest,
  type CreatePayoutRequest,
  type CreditNoteListQuery,
  CreditNoteListResponse,
  CreditNoteResponse,
  type Invoice,
  type InvoiceDetail,
  InvoiceListResponse,
  type PayoutListQuery,
  PayoutListResponse,
  PayoutResponse,
  type RefundVoucherListQuery,
  RefundVoucherListResponse,
  RefundVoucherResponse,
} from '@dd/contract';
import { MAX_PAGE_SIZE } from '@dd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { isId } from '../lib/record-id';
import { downloadFile, postOnce, useListGet, useRecordGet, useWrite } from './hooks';
import { booksKeys, type ListParams } from './keys';

/*
 * The books beyond the tax invoice (decision 0159): credit notes, refund vouchers, allocations,
 * payouts and commission approval. Every write refreshes all of billing (`billingWrite`): a
 * credit moves invoices' balances, the ledger and the lists at once.
 */

export type CreditNotesQuery = ListParams<CreditNoteListQuery>;
export type RefundVouchersQuery = ListParams<RefundVoucherListQuery>;
export type PayoutsQuery = ListParams<PayoutListQuery>;

/** GET /credit-notes: an admin's every credit note, a distributor's own. */
export function useCreditNotes(query: CreditNotesQuery) {
  return useListGet(booksKeys.creditNotes(query), '/credit-notes', CreditNoteListResponse, query);
}

/** GET /credit-notes/{id}: its figures, lines, allocations and payouts. */
export function useCreditNote(id: number) {
  return useRecordGet(booksKeys.creditNote(id), `/credit-notes/${id}`, CreditNoteResponse, id);
}

/** POST /invoices/{id}/credit-notes (admins) under the dialog's Idempotency-Key. */
export function useCreateCreditNote(invoiceId: number) {
  return useWrite(
    'billingWrite',
    postOnce<CreateCreditNoteRequest, CreditNoteResponse>(
      `/invoices/${invoiceId}/credit-notes`,
      CreditNoteResponse,
    ),
  );
}

/**
 * The invoice's lines already credited whole: those its credit notes by lines named (a note for
 * an amount credits shares of groups, not lines; the whole-invoice note cancels it).
 */
export function useCreditedLineIds(invoice: Pick<InvoiceDetail, 'id' | 'creditNotes'>) {
  const noteIds = invoice.creditNotes.filter((n) => n.basis === 'LINES').map((n) => n.id);
  return useQuery({
    queryKey: booksKeys.creditedLines(invoice.id, noteIds),
    queryFn: async ({ signal }) => {
      const notes = await Promise.all(
        noteIds.map((id) => api.get(`/credit-notes/${id}`, { schema: CreditNoteResponse, signal })),
      );
      return new Set(
        notes.flatMap(({ creditNote }) =>
          creditNote.lines.flatMap((line) => (line.invoiceLineId ? [line.invoiceLineId] : [])),
        ),
      );
    },
  });
}

/** A credit note's documents: the PDF and its e-invoice JSON (named by the server's answer). */
export function useDownloadCreditNoteFile() {
  return useMutation({
    mutationFn: ({ id, number, kind }: { id: number; number: string; kind: 'pdf' | 'json' }) =>
      downloadFile(
        `/credit-notes/${id}/${kind === 'pdf' ? 'credit-note.pdf' : 'einvoice.json'}`,
        `${number.replaceAll('/', '-')}.${kind}`,
      ),
  });
}

/** GET /refund-vouchers: an admin's every voucher (drafts too), a distributor's own issued ones. */
export function useRefundVouchers(query: RefundVouchersQuery, enabled = true) {
  return useListGet(
    booksKeys.refundVouchers(query),
    '/refund-vouchers',
    RefundVoucherListResponse,
    query,
    enabled,
  );
}

/** GET /refund-vouchers/{id}: its lines per device, allocations and payouts. */
export function useRefundVoucher(id: number) {
  return useRecordGet(
    booksKeys.refundVoucher(id),
    `/refund-vouchers/${id}`,
    RefundVoucherResponse,
    id,
  );
}

/** POST /refund-vouchers/{id}/issue (admins): numbers a draft. */
export function useIssueRefundVoucher() {
  return useWrite('billingWrite', (id: number) =>
    api.post(`/refund-vouchers/${id}/issue`, undefined, { schema: RefundVoucherResponse }),
  );
}

/** A refund voucher as a PDF. */
export function useDownloadRefundVoucherPdf() {
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: string }) =>
      downloadFile(
        `/refund-vouchers/${id}/refund-voucher.pdf`,
        `${number.replaceAll('/', '-')}.pdf`,
      ),
  });
}

/** The open invoices of one status, oldest due first (pages of the most the API answers). */
async function invoicesOf(distributorId: number, status: string, signal: AbortSignal) {
  const found: Invoice[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get('/invoices', {
      schema: InvoiceListResponse,
      query: {
        distributorId,
        status,
        sort: 'dueDate',
        order: 'asc',
        page,
        pageSize: MAX_PAGE_SIZE,
      },
      signal,
    });
    found.push(...answer.invoices);
    if (page * MAX_PAGE_SIZE >= answer.total) return found;
  }
}

/**
 * A distributor's invoices a credit can be set against (issued or part paid, a balance due),
 * oldest due first: the order "oldest due first" settles them in.
 */
export function useOpenInvoices(distributorId: number) {
  return useQuery({
    queryKey: booksKeys.openInvoices(distributorId),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        ['ISSUED', 'PARTIALLY_PAID'].map((status) => invoicesOf(distributorId, status, signal)),
      );
      return lists
        .flat()
        .filter((invoice) => invoice.balancePaise > 0)
        .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id - b.id);
    },
    enabled: isId(distributorId),
  });
}

/** POST /billing/allocations (admins): a credit set against an open invoice (or the oldest). */
export function useCreateAllocation() {
  return useWrite(
    'billingWrite',
    postOnce<CreateAllocationRequest, AllocationResponse>(
      '/billing/allocations',
      AllocationResponse,
    ),
  );
}

/** GET /billing/payouts: an admin's every payout, a distributor's own; newest first. */
export function usePayouts(query: PayoutsQuery) {
  return useListGet(booksKeys.payouts(query), '/billing/payouts', PayoutListResponse, query);
}

/** POST /billing/payouts (admins): money paid out of a credit, a payout voucher. */
export function useCreatePayout() {
  return useWrite(
    'billingWrite',
    postOnce<CreatePayoutRequest, PayoutResponse>('/billing/payouts', PayoutResponse),
  );
}

/** POST /billing/commissions/approve (admins): a closed month's statement frozen, with TDS. */
export function useApproveCommission() {
  return useWrite(
    'billingWrite',
    postOnce<ApproveCommissionRequest, ApproveCommissionResponse>(
      '/billing/commissions/approve',
      ApproveCommissionResponse,
    ),
  );
}
