import { todayInIndia } from '@dd/contract';
import type { AllocationResponse, CreateAllocationRequest } from '@dd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { billingAllocations, invoices } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict, notFound } from '../../../lib/http-errors';
import { lockInvoices, invoiceBalance, moveInvoice, type InvoiceRow } from './balances';
import { applyCredit, lockCredit, type LockedCredit } from './credits';
import { loadAllocations } from './allocations';

/**
 * Sets `amountPaise` of a locked credit against a locked open invoice of its distributor: one
 * allocation row, the invoice's settled amount (and paid, for a payment) and the credit's applied
 * amount moved together. The caller checked the amount against both. Answers the invoice now.
 */
export async function allocate(
  tx: Tx,
  actor: Actor,
  credit: LockedCredit,
  invoice: InvoiceRow,
  amountPaise: number,
  now: Date,
): Promise<{ id: number; invoice: InvoiceRow }> {
  const [made] = await tx
    .insert(billingAllocations)
    .values({
      distributorId: credit.distributorId,
      invoiceId: invoice.id,
      sourceType: credit.sourceType,
      sourceId: credit.sourceId,
      amountPaise,
      allocatedOn: todayInIndia(now),
      createdBy: actor.userId,
      createdAt: now,
    })
    .returning({ id: billingAllocations.id });
  const paid = credit.sourceType === 'PAYMENT' ? amountPaise : 0;
  const moved = await moveInvoice(tx, invoice, { settledPaise: amountPaise, paidPaise: paid }, now);
  await applyCredit(tx, credit, amountPaise);
  credit.appliedPaise += amountPaise;
  credit.unappliedPaise -= amountPaise;
  return { id: made!.id, invoice: moved };
}

const isOpen = (r: InvoiceRow) => r.status === 'ISSUED' || r.status === 'PARTIALLY_PAID';

/** The distributor's open invoices, oldest due first (the order a credit settles them in). */
async function openInvoiceIds(tx: Tx, distributorId: number): Promise<number[]> {
  const list = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.distributorId, distributorId),
        sql`${invoices.status} IN ('ISSUED', 'PARTIALLY_PAID')`,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return list.map((r) => r.id);
}

/**
 * POST /billing/allocations (admins, in the idempotent call's transaction): an issued credit of a
 * distributor set against one of its open invoices, or against them all oldest due first. The
 * invoices are locked before the credit (the order every writer keeps), so two allocations of
 * one credit, or a payment and an allocation of one invoice, wait for each other.
 */
export async function createAllocations(
  tx: Tx,
  actor: Actor,
  body: CreateAllocationRequest,
  now: Date,
): Promise<AllocationResponse> {
  // Whose credit it is, read before anything is locked: the invoices come first.
  const peek = await lockCredit(tx, body.sourceType, body.sourceId, false);
  const ids = body.invoiceId ? [body.invoiceId] : await openInvoiceIds(tx, peek.distributorId);
  const locked = await lockInvoices(tx, ids);
  if (body.invoiceId && !locked.has(body.invoiceId))
    throw notFound('not_found', 'Invoice not found');
  const credit = await lockCredit(tx, body.sourceType, body.sourceId);
  if (credit.closedStatus)
    throw conflict('allocation_credit_not_open', `The credit is ${credit.closedStatus}`, {
      params: { status: credit.closedStatus },
    });
  const targets = ids.map((id) => locked.get(id)!);
  if (body.invoiceId) {
    const invoice = targets[0]!;
    if (invoice.distributorId !== credit.distributorId)
      throw conflict('allocation_distributor_mismatch', 'The invoice is of another distributor');
    if (!isOpen(invoice))
      throw conflict('allocation_invoice_not_open', `The invoice is ${invoice.status}`, {
        params: { status: invoice.status },
      });
  }
  const open = targets.filter(isOpen);
  const owed = open.reduce((sum, r) => sum + invoiceBalance(r), 0);
  const wanted = body.amountPaise ?? Math.min(credit.unappliedPaise, owed);
  if (wanted > credit.unappliedPaise)
    throw conflict('allocation_exceeds_credit', 'More than is left of the credit', {
      params: { unappliedPaise: credit.unappliedPaise },
    });
  if (wanted > owed)
    throw conflict('allocation_exceeds_balance', "More than the invoices' balance", {
      params: { balancePaise: owed },
    });
  if (wanted <= 0) throw conflict('allocation_nothing_open', 'Nothing to set off');
  const made: number[] = [];
  let left = wanted;
  for (const invoice of open) {
    if (left === 0) break;
    const amount = Math.min(left, invoiceBalance(invoice));
    if (amount <= 0) continue;
    made.push((await allocate(tx, actor, credit, invoice, amount, now)).id);
    left -= amount;
  }
  await audit(tx, actor, {
    action: 'billing.allocated',
    entityType: credit.sourceType.toLowerCase(),
    entityId: credit.sourceId,
    after: { allocations: made, amountPaise: wanted, unappliedPaise: credit.unappliedPaise },
  });
  return { allocations: await loadAllocations(tx, made), unappliedPaise: credit.unappliedPaise };
}
