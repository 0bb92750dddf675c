import { unlessAll } from '@dd/contract';
import { sql, type Column } from 'drizzle-orm';
import { documentScope, invoiceScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import {
  billingPayouts,
  commissionStatements,
  creditNotes,
  distributors,
  invoices,
  payments,
  refundVouchers,
} from '../../db/schema';
import { eqIf, type Source, source } from './source';

/** Admins every document, a distributor its own, anyone else none (access/scope.ts). */
const ownDocuments = (distributorId: Column) => (p: Principal) => documentScope(p, distributorId);

/**
 * Where the registers' rows come from (columns-registers.ts): one row per issued document, in
 * id order, filtered by its own date (`day`, a date column with its index), its distributor
 * and its status where it has one.
 */
export const REGISTER_SOURCES = {
  'invoice-register': source<'invoice-register'>(invoices, {
    from: sql`${invoices} JOIN ${distributors} d ON d.id = ${invoices.distributorId}`,
    day: sql`${invoices.issuedOn}`,
    base: sql`${invoices.status} <> 'DRAFT'`,
    scope: invoiceScope,
    filters: (f) => [
      eqIf(invoices.status, unlessAll(f.status)),
      eqIf(invoices.distributorId, f.distributorId),
    ],
  }),
  'credit-note-register': source<'credit-note-register'>(creditNotes, {
    from: sql`${creditNotes}
      JOIN ${invoices} i ON i.id = ${creditNotes.invoiceId}
      JOIN ${distributors} d ON d.id = ${creditNotes.distributorId}`,
    day: sql`${creditNotes.issuedOn}`,
    scope: ownDocuments(creditNotes.distributorId),
    filters: (f) => [eqIf(creditNotes.distributorId, f.distributorId)],
  }),
  'refund-voucher-register': source<'refund-voucher-register'>(refundVouchers, {
    from: sql`${refundVouchers} JOIN ${distributors} d ON d.id = ${refundVouchers.distributorId}`,
    day: sql`${refundVouchers.issuedOn}`,
    base: sql`${refundVouchers.status} <> 'DRAFT'`,
    scope: ownDocuments(refundVouchers.distributorId),
    filters: (f) => [
      eqIf(refundVouchers.status, unlessAll(f.status)),
      eqIf(refundVouchers.distributorId, f.distributorId),
    ],
  }),
  'payment-register': source<'payment-register'>(payments, {
    from: sql`${payments}
      JOIN ${invoices} i ON i.id = ${payments.invoiceId}
      JOIN ${distributors} d ON d.id = ${payments.distributorId}`,
    day: sql`${payments.paidOn}`,
    scope: ownDocuments(payments.distributorId),
    filters: (f) => [eqIf(payments.distributorId, f.distributorId)],
  }),
  // Statements on which TDS was computed (the year's commission past the threshold), for Form
  // 26Q; with what has been paid out of each (its payouts, by the payouts' source index).
  'tds-register': source<'tds-register'>(commissionStatements, {
    from: sql`${commissionStatements}
      JOIN ${distributors} d ON d.id = ${commissionStatements.distributorId}
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(o.amount_paise), 0) AS paid, max(o.paid_on) AS last_on,
               (array_agg(o.reference ORDER BY o.paid_on DESC, o.id DESC))[1] AS last_reference
          FROM ${billingPayouts} o
         WHERE o.source_type = 'COMMISSION' AND o.source_id = ${commissionStatements.id}) po ON true`,
    day: sql`${commissionStatements.approvedOn}`,
    base: sql`${commissionStatements.tdsBasePaise} > 0`,
    scope: ownDocuments(commissionStatements.distributorId),
    filters: (f) => [
      eqIf(commissionStatements.status, unlessAll(f.status)),
      eqIf(commissionStatements.distributorId, f.distributorId),
    ],
  }),
} satisfies Record<string, Source>;
