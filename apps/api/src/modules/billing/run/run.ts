import { gstStateCode, placeOfSupply, type BillingRunResponse } from '@dd/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/client';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { billingRuns, distributors, invoices, refundVouchers } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { organisationRow } from '../../organisation';
import { firstDay, monthBounds, refuseOpenMonth } from '../months';
import { sameState } from '../same-state';
import { draftInvoicesSql } from './draft-sql';

/** Runs of one month wait for each other (a transaction-long advisory lock). */
const RUN_LOCK = 8142;

/** Per distributor: whether it is in the supplier's state, and its place of supply. */
async function placesOf(tx: Tx, supplierStateCode: string | null) {
  const list = await tx
    .select({ id: distributors.id, gstin: distributors.gstNumber, state: distributors.state })
    .from(distributors);
  return list.map((d) => {
    const code = gstStateCode(d.gstin, d.state);
    return {
      id: d.id,
      same_state: sameState(code, supplierStateCode),
      place: placeOfSupply(code),
    };
  });
}

/**
 * POST /billing/runs: the month's drafts from the holding periods, replacing the month's earlier
 * drafts (tax invoices and refund vouchers); a distributor with an issued invoice for the month
 * gets no new invoice, one with an issued refund voucher no new voucher. Commissions have their
 * own statements.
 */
export async function runMonth(
  tx: Tx,
  actor: Actor,
  month: string,
  now: Date,
): Promise<BillingRunResponse> {
  refuseOpenMonth(month, now);
  const bounds = monthBounds(month);
  const first = firstDay(month);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${RUN_LOCK}, ${Number(month.replace('-', ''))})`,
  );
  const replaced = await tx
    .delete(invoices)
    .where(and(eq(invoices.month, first), eq(invoices.status, 'DRAFT')))
    .returning({ id: invoices.id });
  await tx
    .delete(refundVouchers)
    .where(and(eq(refundVouchers.month, first), eq(refundVouchers.status, 'DRAFT')));
  const issued = await tx
    .selectDistinct({ id: invoices.distributorId })
    .from(invoices)
    .where(and(eq(invoices.month, first), notInArray(invoices.status, ['DRAFT', 'CANCELLED'])));
  const organisation = await organisationRow(tx);
  const supplierStateCode = gstStateCode(organisation.gstin, null);
  const places = await placesOf(tx, supplierStateCode);
  // The planner cannot size the statement's CTEs (it guesses 1 line for 240,000) and picks
  // nested loops that cost a minute at a million devices; hash joins take seconds (decision 0156).
  const [run] = await tx
    .insert(billingRuns)
    .values({ month: first, drafts: 0, lines: 0, createdBy: actor.userId, createdAt: now })
    .returning({ id: billingRuns.id });
  await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  const [made] = await rows(
    tx,
    draftInvoicesSql({ ...bounds, runId: run!.id, supplierStateCode, places }),
    z.object({ ids: z.array(integer), voucher_ids: z.array(integer), lines: integer }),
  );
  await tx.execute(sql`SET LOCAL enable_nestloop TO DEFAULT`);
  const invoiceIds = made?.ids ?? [];
  const refundVoucherIds = made?.voucher_ids ?? [];
  const lines = made?.lines ?? 0;
  const drafts = invoiceIds.length + refundVoucherIds.length;
  await tx.update(billingRuns).set({ drafts, lines }).where(eq(billingRuns.id, run!.id));
  await audit(tx, actor, {
    action: 'billing.run',
    entityType: 'billing_run',
    entityId: run!.id,
    after: { month, drafts, lines, replaced: replaced.length },
  });
  return {
    run: {
      id: run!.id,
      month,
      drafts,
      lines,
      replaced: replaced.length,
      skippedIssued: issued.length,
      invoiceIds,
      refundVoucherIds,
    },
  };
}
