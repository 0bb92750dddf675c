import { todayInIndia } from '@dd/contract';
import type { CreateCreditNoteRequest, CreditNoteDetail } from '@dd/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { creditNoteLines, creditNotes, invoiceLines } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { badRequest, conflict } from '../../../lib/http-errors';
import { allocate } from '../books/allocate';
import { invoiceBalance, lockInvoice, moveInvoice, type InvoiceRow } from '../books/balances';
import { buyerOf } from '../books/buyer';
import { lockCredit } from '../books/credits';
import { lastCreditNoteDay } from '../months';
import { nextNumber } from '../numbering';
import {
  creditAmount,
  creditLines,
  remainingOf,
  type CreditableLine,
  type NoteFigures,
  type NoteRefusal,
} from './compute';
import { emitCreditNoteIssued } from './events';
import { loadCreditNote } from './serialize';

/** What a note credits: every line (a cancellation), some lines, or an amount. */
export type NoteAsk =
  | { basis: 'FULL' }
  | { basis: 'LINES'; lineIds: number[] }
  | { basis: 'AMOUNT'; amountPaise: number };

const CREDITABLE = ['ISSUED', 'PARTIALLY_PAID', 'PAID'];

function refuse(r: NoteRefusal): never {
  if (r.code === 'credit_note_line_unknown')
    throw badRequest(r.code, 'Not a line of this invoice', {
      params: { lineId: r.lineId },
      details: [{ path: 'lineIds', message: 'Not a line of this invoice', code: r.code }],
    });
  if (r.code === 'credit_note_line_credited')
    throw conflict(r.code, 'The line was credited already', { params: { lineId: r.lineId } });
  throw conflict(r.code, 'More than is left to credit', {
    params: { remainingPaise: r.remainingPaise },
  });
}

/** The note's figures for the ask, from the invoice's lines and its earlier notes. */
async function figuresOf(tx: Tx, invoice: InvoiceRow, ask: NoteAsk): Promise<NoteFigures> {
  const lines: CreditableLine[] = await tx
    .select({
      id: invoiceLines.id,
      description: invoiceLines.description,
      phrase: invoiceLines.phrase,
      serialNumber: invoiceLines.serialNumber,
      taxable: invoiceLines.taxable,
      gstRatePercent: invoiceLines.gstRatePercent,
      sacCode: invoiceLines.sacCode,
      amountPaise: invoiceLines.amountPaise,
      cgstPaise: invoiceLines.cgstPaise,
      sgstPaise: invoiceLines.sgstPaise,
      igstPaise: invoiceLines.igstPaise,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.id));
  const notes = await tx
    .select({ id: creditNotes.id, basis: creditNotes.basis })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const earlier =
    notes.length === 0
      ? []
      : await tx
          .select()
          .from(creditNoteLines)
          .where(
            inArray(
              creditNoteLines.creditNoteId,
              notes.map((n) => n.id),
            ),
          );
  const remaining = remainingOf(invoice.totalPaise, invoice.creditedPaise, lines, earlier);
  const credited = new Set(earlier.flatMap((l) => (l.invoiceLineId ? [l.invoiceLineId] : [])));
  const anyAmount = notes.some((n) => n.basis === 'AMOUNT');
  const result =
    ask.basis === 'AMOUNT'
      ? creditAmount(remaining, ask.amountPaise)
      : creditLines(
          remaining,
          lines,
          credited,
          ask.basis === 'FULL' ? lines.map((l) => l.id) : ask.lineIds,
          anyAmount,
        );
  if ('code' in result) refuse(result);
  return result;
}

/**
 * Issues a credit note against the locked invoice (decision 0159), in the caller's transaction:
 * the next CN number, its lines and figures, the invoice's credited amount, and the note set
 * against the invoice's own balance first (what it cannot take stays an unapplied credit). The
 * invoice must be issued (not a draft, not cancelled) and the note in time (section 34: by 30
 * November after the invoice's financial year). Answers the note's id and the invoice now.
 */
export async function issueCreditNote(
  tx: Tx,
  actor: Actor,
  invoice: InvoiceRow,
  ask: NoteAsk,
  reason: string,
  now: Date,
): Promise<{ id: number; number: string; invoice: InvoiceRow }> {
  if (!CREDITABLE.includes(invoice.status))
    throw conflict('credit_note_invoice_not_issued', `The invoice is ${invoice.status}`, {
      params: { status: invoice.status },
    });
  const today = todayInIndia(now);
  const lastDay = lastCreditNoteDay(invoice.issuedOn!);
  if (today > lastDay)
    throw conflict('credit_note_too_late', `The last day was ${lastDay}`, { params: { lastDay } });
  const figures = await figuresOf(tx, invoice, ask);
  const number = await nextNumber(tx, 'CN', today);
  const { lines, ...sums } = figures;
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      distributorId: invoice.distributorId,
      basis: ask.basis,
      ...sums,
      reason,
      issuedOn: today,
      // The recipient as its invoice named it.
      buyer: invoice.buyer ?? (await buyerOf(tx, invoice.distributorId)),
      createdBy: actor.userId,
      createdAt: now,
    })
    .returning({ id: creditNotes.id });
  const id = note!.id;
  if (lines.length > 0)
    await tx.insert(creditNoteLines).values(lines.map((l) => ({ ...l, creditNoteId: id })));
  let row = await moveInvoice(tx, invoice, { creditedPaise: figures.amountPaise }, now);
  const own = Math.min(figures.amountPaise, invoiceBalance(row));
  if (own > 0) {
    const credit = await lockCredit(tx, 'CREDIT_NOTE', id);
    row = (await allocate(tx, actor, credit, row, own, now)).invoice;
  }
  await audit(tx, actor, {
    action: 'credit_note.issued',
    entityType: 'invoice',
    entityId: invoice.id,
    before: { status: invoice.status, creditedPaise: invoice.creditedPaise },
    after: { creditNote: number, basis: ask.basis, amountPaise: figures.amountPaise },
    details: { reason },
  });
  await emitCreditNoteIssued(tx, actor, id);
  return { id, number, invoice: row };
}

/** POST /invoices/{id}/credit-notes (admins, in the idempotent call's transaction). */
export async function createCreditNote(
  tx: Tx,
  actor: Actor,
  invoiceId: number,
  body: CreateCreditNoteRequest,
  now: Date,
): Promise<{ creditNote: CreditNoteDetail }> {
  const invoice = await lockInvoice(tx, invoiceId);
  const ask: NoteAsk = body.lineIds
    ? { basis: 'LINES', lineIds: body.lineIds }
    : { basis: 'AMOUNT', amountPaise: body.amountPaise! };
  const { id } = await issueCreditNote(tx, actor, invoice, ask, body.reason, now);
  return { creditNote: await loadCreditNote(tx, id) };
}
