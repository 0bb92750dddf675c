import {
  BillingPlanListResponse,
  BillingPlanResponse,
  BillingRunRequest,
  BillingRunResponse,
  CancelInvoiceRequest,
  CreateBillingPlanRequest,
  DistributorBillingRequest,
  DistributorBillingResponse,
  EInvoice,
  IdParams,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceResponse,
  UpdateBillingPlanRequest,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../access/principal';
import { principalOf } from '../../plugins/auth';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { errorResponses, routeSpec, sendCreated } from '../route-spec';
import { attachment } from '../../lib/send-file';
import { buildEInvoice } from './einvoice/build';
import { cancelInvoice, issueInvoice } from './invoices/commands';
import { invoiceDocument } from './invoices/document';
import { invoiceDetail, listInvoices } from './invoices/queries';
import { createPlan, updatePlan } from './plans/commands';
import { distributorTerms, setDistributorTerms } from './plans/distributor-terms';
import { loadPlans } from './plans/queries';
import type { BillingRoutesDeps } from './deps';
import { bookRoutes } from './books/routes';
import { commissionRoutes } from './commissions/routes';
import { creditNoteRoutes } from './credit-notes/routes';
import { exportRoutes } from './exports/routes';
import { paymentRoutes } from './payments/routes';
import { commissionStatementRoutes } from './pdf/commission-routes';
import { documentPdfRoutes } from './pdf/routes';
import { refundVoucherRoutes } from './refund-vouchers/routes';
import { runRoutes } from './run/routes';
import { runMonth } from './run/run';

const spec = routeSpec('billing', errorResponses);

/**
 * Billing (docs/product/billing.md, "Billing"): plans, monthly runs, invoices, payments; credit notes,
 * refund vouchers, allocations and payouts (decision 0159); commissions; the documents' PDFs.
 * Every billing route is registered here (decision 0172).
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/billing/plans',
    spec({ access: 'billing:write' }, { response: { 200: BillingPlanListResponse } }),
    async () => ({ plans: await loadPlans(db) }),
  );

  app.post(
    '/billing/plans',
    spec(
      { access: 'billing:write', errorCodes: ['billing_default_plan_taken'] },
      {
        headers: IdempotencyHeaders,
        body: CreateBillingPlanRequest,
        response: { 201: BillingPlanResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      plan: await createPlan(tx, actorOf(principal), request.body),
    })),
  );

  app.put(
    '/billing/plans/:id',
    spec(
      { access: 'billing:write', errorCodes: ['billing_default_plan_taken'] },
      { params: IdParams, body: UpdateBillingPlanRequest, response: { 200: BillingPlanResponse } },
    ),
    async (request) => ({
      plan: await db.transaction((tx) =>
        updatePlan(tx, actorOf(principalOf(request)), request.params.id, request.body),
      ),
    }),
  );

  app.get(
    '/distributors/:id/billing',
    spec(
      { access: 'billing:write' },
      { params: IdParams, response: { 200: DistributorBillingResponse } },
    ),
    async (request) => distributorTerms(db, request.params.id),
  );

  app.put(
    '/distributors/:id/billing',
    spec(
      { access: 'billing:write', errorCodes: ['billing_plan_wrong_type'] },
      {
        params: IdParams,
        body: DistributorBillingRequest,
        response: { 200: DistributorBillingResponse },
      },
    ),
    async (request) =>
      db.transaction((tx) =>
        setDistributorTerms(tx, actorOf(principalOf(request)), request.params.id, request.body),
      ),
  );

  app.post(
    '/billing/runs',
    spec(
      { access: 'billing:write', errorCodes: ['billing_month_open'] },
      {
        headers: IdempotencyHeaders,
        body: BillingRunRequest,
        response: { 201: BillingRunResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      runMonth(tx, actorOf(principal), request.body.month, clock()),
    ),
  );

  app.get(
    '/invoices',
    spec(
      { access: 'billing:read' },
      { querystring: InvoiceListQuery, response: { 200: InvoiceListResponse } },
    ),
    async (request) => listInvoices(db, principalOf(request), request.query),
  );

  app.get(
    '/invoices/:id',
    spec({ access: 'billing:read' }, { params: IdParams, response: { 200: InvoiceResponse } }),
    async (request) => ({
      invoice: await invoiceDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/invoices/:id/einvoice.json',
    spec(
      {
        access: 'billing:read',
        errorCodes: [
          'einvoice_invoice_not_issued',
          'einvoice_buyer_gstin_missing',
          'einvoice_party_incomplete',
          'einvoice_nothing_taxable',
          'einvoice_negative_total',
        ],
      },
      {
        description:
          'The invoice in the GST e-invoice schema INV-01 v1.1 (JSON to upload to the Invoice Registration Portal), for an ISSUED, PARTIALLY_PAID or PAID invoice; validated against the schema before it is answered.',
        params: IdParams,
        response: {
          200: {
            description: 'The e-invoice JSON (a download).',
            content: { 'application/json': { schema: EInvoice } },
          },
        },
      },
    ),
    async (request, reply) => {
      const einvoice = buildEInvoice(
        await invoiceDocument(db, principalOf(request), request.params.id),
      );
      const name = `${einvoice.DocDtls.No.replace(/\//g, '-')}.json`;
      reply.header('Content-Disposition', attachment(name)).header('Cache-Control', 'no-store');
      return einvoice;
    },
  );

  app.post(
    '/invoices/:id/issue',
    spec(
      { access: 'billing:write', errorCodes: ['invoice_not_draft', 'invoice_total_negative'] },
      { params: IdParams, response: { 200: InvoiceResponse } },
    ),
    async (request) => ({
      invoice: await issueInvoice(db, actorOf(principalOf(request)), request.params.id, clock()),
    }),
  );

  app.post(
    '/invoices/:id/cancel',
    spec(
      { access: 'billing:write', errorCodes: ['invoice_not_issued', 'credit_note_too_late'] },
      { params: IdParams, body: CancelInvoiceRequest, response: { 200: InvoiceResponse } },
    ),
    async (request) => ({
      invoice: await cancelInvoice(
        db,
        actorOf(principalOf(request)),
        request.params.id,
        request.body.reason,
        clock(),
      ),
    }),
  );

  await app.register(paymentRoutes, { db, clock });
  await app.register(creditNoteRoutes, { db, clock });
  await app.register(refundVoucherRoutes, { db, clock });
  await app.register(bookRoutes, { db, clock });
  await app.register(runRoutes, { db, clock });
  await app.register(exportRoutes, { db, clock });
  await app.register(commissionRoutes, { db, clock });
  await app.register(commissionStatementRoutes, { db, clock });
  await app.register(documentPdfRoutes, { db, clock });
};
