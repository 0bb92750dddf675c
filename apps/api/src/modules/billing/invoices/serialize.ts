import type { Invoice, InvoiceDetail } from '@dd/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creditNotes, distributors, invoiceLines, invoices } from '../../../db/schema';
import { allocationsOfInvoice } from '../books/allocations';
import { invoiceBalance } from '../books/balances';
import { creditNotesOfInvoice } from '../credit-notes/serialize';
import { monthOf } from '../months';
import { paymentsOfInvoice } from '../payments/serialize';

type InvoiceRow = typeof invoices.$inferSelect & { distributorName: string };

const invoiceColumns = { row: invoices, distributorName: distributors.name };

function serializeInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    distributorId: r.distributorId,
    distributorName: r.distributorName,
    month: monthOf(r.month),
    taxablePaise: r.taxablePaise,
    nonTaxablePaise: r.nonTaxablePaise,
    cgstPaise: r.cgstPaise,
    sgstPaise: r.sgstPaise,
    igstPaise: r.igstPaise,
    roundOffPaise: r.roundOffPaise,
    totalPaise: r.totalPaise,
    paidPaise: r.paidPaise,
    settledPaise: r.settledPaise,
    creditedPaise: r.creditedPaise,
    balancePaise: invoiceBalance(r),
    issuedOn: r.issuedOn,
    dueDate: r.dueDate,
    placeOfSupply: r.placeOfSupply,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The invoices of `ids`, in that order. */
export async function loadInvoices(db: Executor, ids: number[]): Promise<Invoice[]> {
  if (ids.length === 0) return [];
  const list = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(distributors, eq(distributors.id, invoices.distributorId))
    .where(inArray(invoices.id, ids));
  const byId = new Map(
    list.map((r) => [r.row.id, { ...r.row, distributorName: r.distributorName }]),
  );
  return ids.map((id) => serializeInvoice(byId.get(id)!));
}

/** One invoice with its lines, its credit notes, its payments and what settled it. */
export async function loadInvoiceDetail(db: Executor, id: number): Promise<InvoiceDetail> {
  const [r] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(distributors, eq(distributors.id, invoices.distributorId))
    .where(eq(invoices.id, id));
  const row = { ...r!.row, distributorName: r!.distributorName };
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, id), eq(creditNotes.basis, 'FULL')));
  return {
    ...serializeInvoice(row),
    supplierStateCode: row.supplierStateCode,
    cancelReason: row.cancelReason,
    payments: await paymentsOfInvoice(db, id),
    creditNote: note
      ? {
          number: note.number,
          amountPaise: note.amountPaise,
          reason: note.reason,
          issuedOn: note.issuedOn,
        }
      : null,
    creditNotes: await creditNotesOfInvoice(db, id),
    allocations: await allocationsOfInvoice(db, id),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      serialNumber: l.serialNumber,
      description: l.description,
      phrase: l.phrase,
      days: l.days,
      ratePaise: l.ratePaise,
      amountPaise: l.amountPaise,
      taxable: l.taxable,
      gstRatePercent: l.gstRatePercent,
      sacCode: l.sacCode,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    })),
  };
}
