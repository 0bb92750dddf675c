import {
  BillingPlanListResponse,
  BillingPlanResponse,
  type BillingRunRequest,
  BillingRunResponse,
  CommissionListResponse,
  type CommissionQuery,
  type CreateBillingPlanRequest,
  type InvoiceListQuery,
  InvoiceListResponse,
  InvoiceResponse,
  LedgerResponse,
  type PaymentListQuery,
  PaymentListResponse,
  PaymentResponse,
  type RecordPaymentRequest,
  type UpdateBillingPlanRequest,
} from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { downloadFile, postOnce, useGet, useListGet, useRecordGet, useWrite } from './hooks';
import { billingKeys, type ListParams } from './keys';

export type PaymentsQuery = ListParams<PaymentListQuery>;
export type CommissionsQuery = ListParams<CommissionQuery>;

export type InvoicesQuery = ListParams<InvoiceListQuery>;

/** GET /invoices: an admin's every invoice, a distributor's own issued ones. */
export function useInvoices(query: InvoicesQuery, enabled = true) {
  return useListGet(billingKeys.invoices(query), '/invoices', InvoiceListResponse, query, enabled);
}

/** GET /invoices/{id}: the invoice with its lines (and payments, credit note). */
export function useInvoice(id: number) {
  return useRecordGet(billingKeys.invoice(id), `/invoices/${id}`, InvoiceResponse, id);
}

/** POST /invoices/{id}/issue (admins): numbers a draft. */
export function useIssueInvoice() {
  return useWrite('billingWrite', (id: number) =>
    api.post(`/invoices/${id}/issue`, undefined, { schema: InvoiceResponse }),
  );
}

/** POST /invoices/{id}/cancel (admins) with the reason the credit note carries. */
export function useCancelInvoice(id: number) {
  return useWrite('billingWrite', (reason: string) =>
    api.post(`/invoices/${id}/cancel`, { reason }, { schema: InvoiceResponse }),
  );
}

/** GET /billing/plans (admins): every plan with its versions, oldest first. */
export function useBillingPlans() {
  return useGet(billingKeys.plans(), '/billing/plans', BillingPlanListResponse);
}

/** POST /billing/plans under the dialog's Idempotency-Key. */
export function useCreateBillingPlan() {
  return useWrite(
    'billingWrite',
    postOnce<CreateBillingPlanRequest, BillingPlanResponse>('/billing/plans', BillingPlanResponse),
  );
}

/** PUT /billing/plans/{id}: new terms from a month on. */
export function useUpdateBillingPlan(id: number) {
  return useWrite('billingWrite', (body: UpdateBillingPlanRequest) =>
    api.put(`/billing/plans/${id}`, body, { schema: BillingPlanResponse }),
  );
}

/** POST /billing/runs: a closed month's drafts (its earlier drafts replaced). */
export function useRunBillingMonth() {
  return useWrite(
    'billingWrite',
    postOnce<BillingRunRequest, BillingRunResponse>('/billing/runs', BillingRunResponse),
  );
}

/** The invoice's documents: the PDF and the e-invoice JSON (named by the server's answer). */
export function useDownloadInvoiceFile() {
  return useMutation({
    mutationFn: ({ id, number, kind }: { id: number; number: string; kind: 'pdf' | 'json' }) =>
      downloadFile(
        `/invoices/${id}/${kind === 'pdf' ? 'invoice.pdf' : 'einvoice.json'}`,
        `${number.replaceAll('/', '-')}.${kind}`,
      ),
  });
}

/** GET /payments: an admin's every payment, a distributor's own; newest recorded first. */
export function usePayments(query: PaymentsQuery) {
  return useListGet(billingKeys.payments(query), '/payments', PaymentListResponse, query);
}

/** POST /invoices/{id}/payments (admins) under the dialog's Idempotency-Key. */
export function useRecordPayment(invoiceId: number) {
  return useWrite(
    'billingWrite',
    postOnce<RecordPaymentRequest, PaymentResponse>(
      `/invoices/${invoiceId}/payments`,
      PaymentResponse,
    ),
  );
}

/** POST /payments/{id}/reverse (admins) with its reason: the payment stays, marked reversed. */
export function useReversePayment() {
  return useWrite('billingWrite', ({ id, reason }: { id: number; reason: string }) =>
    api.post(`/payments/${id}/reverse`, { reason }, { schema: PaymentResponse }),
  );
}

/**
 * GET /billing/ledger: a distributor's entries with the running balance (an admin names the
 * distributor; a distributor's own is asked without one: `null`).
 */
export function useLedger(distributorId: number | null, enabled = true) {
  return useGet(billingKeys.ledger(distributorId ?? 0), '/billing/ledger', LedgerResponse, {
    query: { distributorId: distributorId ?? undefined },
    enabled,
  });
}

/** GET /billing/commissions: a closed month's statements. */
export function useCommissions(query: CommissionsQuery) {
  return useGet(billingKeys.commissions(query), '/billing/commissions', CommissionListResponse, {
    query,
    keepPrevious: true,
  });
}

/** A distributor's commission statement of a month as a PDF. */
export function useDownloadCommissionStatement() {
  return useMutation({
    mutationFn: ({ month, distributorId }: { month: string; distributorId: number }) =>
      downloadFile(
        '/billing/commissions/statement.pdf',
        `commission-${month}-${distributorId}.pdf`,
        { query: { month, distributorId } },
      ),
  });
}
