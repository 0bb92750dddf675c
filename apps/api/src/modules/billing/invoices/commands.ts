import type { InvoiceDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { creditNotes, distributors, invoices } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { todayInIndia } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/http-errors';
import { addDays } from '../months';
import { nextNumber } from '../numbering';
import { emitIssued } from './events';
import { loadInvoiceDetail } from './serialize';

type InvoiceRow = typeof invoices.$inferSelect;
/** The step's history entry (the invoice and its status before are added). */
type StepEntry = { action: string; after: Record<string, unknown>; details?: unknown };

/** A numbered step of an invoice: the status it needs, the code refusing the others, its series. */
type Step = {
  from: 'DRAFT' | 'ISSUED';
  refusal: 'invoice_not_draft' | 'invoice_not_issued';
  series: 'INV' | 'CN';
};

/**
 * Runs a step on the locked invoice (admins only reach here; unknown: 404) in one transaction:
 * refused unless the invoice has the step's status, then `apply` with the series' next number
 * and India's date, and its history entry. Answers the invoice as it is then.
 */
function numberedStep(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
  step: Step,
  apply: (tx: Tx, row: InvoiceRow, number: string, today: string) => Promise<StepEntry>,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw notFound('not_found', 'Invoice not found');
    if (row.status !== step.from)
      throw conflict(step.refusal, `The invoice is ${row.status}`, {
        params: { status: row.status },
      });
    const today = todayInIndia(now);
    const entry = await apply(tx, row, await nextNumber(tx, step.series, today), today);
    await audit(tx, actor, {
      ...entry,
      entityType: 'invoice',
      entityId: id,
      before: { status: step.from },
    });
    return loadInvoiceDetail(tx, id);
  });
}

/**
 * POST /invoices/{id}/issue: the next INV number of the financial year, the issue date (India)
 * and the due date after the payment terms. An issued invoice never changes again.
 */
export function issueInvoice(db: Db, actor: Actor, id: number, now: Date) {
  const step = { from: 'DRAFT', refusal: 'invoice_not_draft', series: 'INV' } as const;
  return numberedStep(db, actor, id, now, step, async (tx, row, number, today) => {
    const dueDate = addDays(today, row.paymentTermsDays);
    await tx
      .update(invoices)
      .set({
        status: 'ISSUED',
        number,
        issuedOn: today,
        dueDate,
        issuedBy: actor.userId,
        issuedAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    const [d] = await tx
      .select({ name: distributors.companyName })
      .from(distributors)
      .where(eq(distributors.id, row.distributorId));
    const facts = { ...row, number, dueDate, distributorName: d!.name };
    await emitIssued(tx, actor, facts, row.totalPaise);
    return {
      action: 'invoice.issued',
      after: { status: 'ISSUED', number, totalPaise: row.totalPaise },
    };
  });
}

/** POST /invoices/{id}/cancel: a credit note (CN number) for the whole issued invoice. */
export function cancelInvoice(db: Db, actor: Actor, id: number, reason: string, now: Date) {
  const step = { from: 'ISSUED', refusal: 'invoice_not_issued', series: 'CN' } as const;
  return numberedStep(db, actor, id, now, step, async (tx, row, number, today) => {
    await tx.insert(creditNotes).values({
      number,
      invoiceId: id,
      amountPaise: row.totalPaise,
      reason,
      issuedOn: today,
      createdBy: actor.userId,
    });
    await tx
      .update(invoices)
      .set({
        status: 'CANCELLED',
        cancelledBy: actor.userId,
        cancelledAt: now,
        cancelReason: reason,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    return {
      action: 'invoice.cancelled',
      after: { status: 'CANCELLED', creditNote: number },
      details: { reason },
    };
  });
}
