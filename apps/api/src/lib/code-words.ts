import type { MachineType, ReceiptItemState, ReceiptResolution } from '@dd/contract';

/**
 * The English words of the codes that the PDFs and downloaded files print. Those files are in
 * English; screens translate the same codes with the web's catalogues, whose English words these
 * are (decision 0164: a code is never shown as a word).
 */
export const MACHINE_TYPE_WORDS: Record<MachineType, string> = { POS: 'POS', SOUNDBOX: 'Soundbox' };

export const RECEIPT_STATE_WORDS: Record<ReceiptItemState, string> = {
  EXPECTED: 'Not scanned',
  RECEIVED: 'Received',
  UNEXPECTED: 'Unexpected',
  MISSING: 'Missing',
};

export const RECEIPT_RESOLUTION_WORDS: Record<ReceiptResolution, string> = {
  ADDED: 'Added to stock',
  REJECTED: 'Rejected',
  ARRIVED_LATE: 'Arrived late',
  WRITTEN_OFF: 'Written off',
};

/** A discrepancy not decided yet (the Resolution column of the discrepancies file). */
export const UNDECIDED_WORD = 'Not decided';
