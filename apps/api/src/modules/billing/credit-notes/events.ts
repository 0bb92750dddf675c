import { formatRupees } from '@dd/contract';
import type { Actor } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { emit } from '../../../platform/outbox';
import { loadCreditNote } from './serialize';

/**
 * `credit_note.issued`: the distributor (and the admins) are told of a credit note, a
 * cancellation's too (it is the document the distributor keeps for it); its email carries the
 * PDF. The amount is a credit, said as one.
 */
export async function emitCreditNoteIssued(db: Executor, actor: Actor, id: number) {
  const note = await loadCreditNote(db, id);
  return emit(db, {
    type: 'credit_note.issued',
    actorUserId: actor.userId,
    distributorId: note.distributorId,
    entityType: 'credit_note',
    entityId: id,
    payload: {
      creditNoteId: id,
      number: note.number,
      invoiceId: note.invoiceId,
      invoiceNumber: note.invoiceNumber,
      distributorName: note.distributorName,
      basis: note.basis,
      issuedOn: note.issuedOn,
      amountPaise: note.amountPaise,
      amount: formatRupees(note.amountPaise),
      unappliedPaise: note.unappliedPaise,
      reason: note.reason,
    },
  });
}
