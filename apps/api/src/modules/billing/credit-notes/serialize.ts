import type { CreditNote, CreditNoteDetail } from '@dd/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creditNoteLines, creditNotes, distributors, invoices } from '../../../db/schema';
import { allocationsOfCredit } from '../books/allocations';
import { payoutsOfCredit } from '../payouts/serialize';

const columns = {
  row: creditNotes,
  invoiceNumber: invoices.number,
  invoiceIssuedOn: invoices.issuedOn,
  placeOfSupply: invoices.placeOfSupply,
  distributorName: distributors.name,
};

async function select(db: Executor, where: SQL) {
  const list = await db
    .select(columns)
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(distributors, eq(distributors.id, creditNotes.distributorId))
    .where(where);
  return list.map(({ row, ...of }) => ({
    placeOfSupply: of.placeOfSupply,
    note: {
      id: row.id,
      number: row.number,
      invoiceId: row.invoiceId,
      invoiceNumber: of.invoiceNumber ?? '',
      invoiceIssuedOn: of.invoiceIssuedOn ?? row.issuedOn,
      distributorId: row.distributorId,
      distributorName: of.distributorName,
      basis: row.basis,
      reason: row.reason,
      issuedOn: row.issuedOn,
      taxablePaise: row.taxablePaise,
      nonTaxablePaise: row.nonTaxablePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      roundOffPaise: row.roundOffPaise,
      amountPaise: row.amountPaise,
      appliedPaise: row.appliedPaise,
      unappliedPaise: Math.max(row.amountPaise - row.appliedPaise, 0),
      createdAt: row.createdAt.toISOString(),
    } satisfies CreditNote,
  }));
}

/** The credit notes of `ids`, in that order. */
export async function loadCreditNotes(db: Executor, ids: number[]): Promise<CreditNote[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await select(db, inArray(creditNotes.id, ids))).map((r) => [r.note.id, r.note]),
  );
  return ids.map((id) => byId.get(id)!);
}

/** An invoice's credit notes, oldest first. */
export async function creditNotesOfInvoice(db: Executor, invoiceId: number): Promise<CreditNote[]> {
  const list = await select(db, eq(creditNotes.invoiceId, invoiceId));
  return list.map((r) => r.note).sort((a, b) => a.id - b.id);
}

/** One credit note with its lines, what it was set against and paid out (it exists). */
export async function loadCreditNote(db: Executor, id: number): Promise<CreditNoteDetail> {
  const [found] = await select(db, eq(creditNotes.id, id));
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(eq(creditNoteLines.creditNoteId, id))
    .orderBy(asc(creditNoteLines.id));
  return {
    ...found!.note,
    placeOfSupply: found!.placeOfSupply,
    lines: lines.map((l) => ({
      invoiceLineId: l.invoiceLineId,
      description: l.description,
      phrase: l.phrase,
      serialNumber: l.serialNumber,
      taxable: l.taxable,
      gstRatePercent: l.gstRatePercent,
      sacCode: l.sacCode,
      amountPaise: l.amountPaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    })),
    allocations: await allocationsOfCredit(db, 'CREDIT_NOTE', id),
    payouts: await payoutsOfCredit(db, 'CREDIT_NOTE', id),
  };
}
