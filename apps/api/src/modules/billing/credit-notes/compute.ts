import type { Phrase } from '@dd/contract';
import { english } from '../../../lib/texts';
/** An invoice line, or a credit note's line, as the computation reads it. */
export type CreditableLine = {
  id: number;
  description: string;
  phrase: Phrase | null;
  serialNumber: string | null;
  taxable: boolean;
  gstRatePercent: number;
  sacCode: string;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** A credit note's line as it is written (`invoiceLineId` null: a share of a group). */
export type NoteLine = Omit<CreditableLine, 'id'> & { invoiceLineId: number | null };

/** A credit note's figures: its lines and the sums of the note. */
export type NoteFigures = {
  lines: NoteLine[];
  taxablePaise: number;
  nonTaxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  amountPaise: number;
};

/** What is left to credit of an invoice: its total less its notes', and per group of lines. */
export type Remaining = { totalPaise: number; groups: Map<string, NoteLine> };

const MONEY = ['amountPaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
const lineTotal = (l: Pick<NoteLine, (typeof MONEY)[number]>) =>
  l.amountPaise + l.cgstPaise + l.sgstPaise + l.igstPaise;

/** Lines of one SAC, GST rate and taxability are credited together in proportion. */
const groupKey = (l: Pick<NoteLine, 'taxable' | 'sacCode' | 'gstRatePercent'>) =>
  `${l.taxable ? 'T' : 'N'}|${l.sacCode}|${l.gstRatePercent}`;

/** A group's line: the document's English words, and their key for the screens. */
function groupText(g: NoteLine): Pick<NoteLine, 'description' | 'phrase'> {
  const phrase: Phrase = g.taxable
    ? { key: 'rentCredit', params: { sacCode: g.sacCode, gstRatePercent: g.gstRatePercent } }
    : { key: 'depositCredit', params: {} };
  return { description: english(`records.${phrase.key}`, phrase.params), phrase };
}

/** The invoice's lines grouped, less every line of its earlier notes. */
export function remainingOf(
  invoiceTotalPaise: number,
  creditedPaise: number,
  invoiceLines: CreditableLine[],
  noteLines: NoteLine[],
): Remaining {
  const groups = new Map<string, NoteLine>();
  const add = (l: NoteLine | CreditableLine, sign: 1 | -1) => {
    const key = groupKey(l);
    const g = groups.get(key) ?? {
      invoiceLineId: null,
      description: '',
      phrase: null,
      serialNumber: null,
      taxable: l.taxable,
      gstRatePercent: l.gstRatePercent,
      sacCode: l.sacCode,
      amountPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    for (const m of MONEY) g[m] += sign * l[m];
    groups.set(key, g);
  };
  for (const l of invoiceLines) add(l, 1);
  for (const l of noteLines) add(l, -1);
  for (const g of groups.values()) Object.assign(g, groupText(g));
  return { totalPaise: invoiceTotalPaise - creditedPaise, groups };
}

function sums(lines: NoteLine[], amountPaise: number): NoteFigures {
  const of = (pick: (l: NoteLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const exact = of(lineTotal);
  return {
    lines,
    taxablePaise: of((l) => (l.taxable ? l.amountPaise : 0)),
    nonTaxablePaise: of((l) => (l.taxable ? 0 : l.amountPaise)),
    cgstPaise: of((l) => l.cgstPaise),
    sgstPaise: of((l) => l.sgstPaise),
    igstPaise: of((l) => l.igstPaise),
    roundOffPaise: amountPaise - exact,
    amountPaise,
  };
}

/** The refusals a credit note can meet while it is computed (the caller turns them into 4xx). */
export type NoteRefusal =
  | { code: 'credit_note_exceeds_remaining'; remainingPaise: number }
  | { code: 'credit_note_line_unknown'; lineId: number }
  | { code: 'credit_note_line_credited'; lineId: number };

/** Nothing of a group may go below zero: what its lines and earlier notes allow. */
function withinGroups(remaining: Remaining, lines: NoteLine[]): boolean {
  const taken = remainingOf(0, 0, [], lines);
  for (const [key, g] of taken.groups) {
    const left = remaining.groups.get(key);
    if (!left) return false;
    for (const m of MONEY) if (-g[m] > left[m]) return false;
  }
  return true;
}

/**
 * A note for whole lines of the invoice (each once): their amounts and GST as printed on it,
 * without a round-off; when they are every line left to credit and no note took an amount, the
 * note takes exactly what is left (the invoice's round-off with it).
 */
export function creditLines(
  remaining: Remaining,
  invoiceLines: CreditableLine[],
  credited: Set<number>,
  lineIds: number[],
  anyAmountNote: boolean,
): NoteFigures | NoteRefusal {
  const byId = new Map(invoiceLines.map((l) => [l.id, l]));
  const chosen: NoteLine[] = [];
  for (const id of new Set(lineIds)) {
    const line = byId.get(id);
    if (!line) return { code: 'credit_note_line_unknown', lineId: id };
    if (credited.has(id)) return { code: 'credit_note_line_credited', lineId: id };
    const { id: _id, ...rest } = line;
    chosen.push({ ...rest, invoiceLineId: id });
  }
  const exact = chosen.reduce((s, l) => s + lineTotal(l), 0);
  const everyLineLeft = invoiceLines.every((l) => credited.has(l.id) || lineIds.includes(l.id));
  const amountPaise = everyLineLeft && !anyAmountNote ? remaining.totalPaise : exact;
  if (amountPaise > remaining.totalPaise || amountPaise <= 0 || !withinGroups(remaining, chosen))
    return { code: 'credit_note_exceeds_remaining', remainingPaise: remaining.totalPaise };
  return sums(chosen, amountPaise);
}

/**
 * A note for an amount (GST included): each group's figures scaled by amount / what is left,
 * rounded to the paisa (halves away from zero), the difference a round-off of a few paise; the
 * whole of what is left credits every group exactly.
 */
export function creditAmount(remaining: Remaining, amountPaise: number): NoteFigures | NoteRefusal {
  const left = remaining.totalPaise;
  if (amountPaise > left || left <= 0)
    return { code: 'credit_note_exceeds_remaining', remainingPaise: Math.max(left, 0) };
  // v x amount / left in whole paise, halves away from zero; BigInt keeps the product exact.
  const scale = (v: number) => {
    if (amountPaise === left) return v;
    const n = BigInt(Math.abs(v)) * BigInt(amountPaise) * 2n + BigInt(left);
    return Math.sign(v) * Number(n / (2n * BigInt(left)));
  };
  const lines: NoteLine[] = [];
  for (const g of remaining.groups.values()) {
    const line = { ...g };
    for (const m of MONEY) line[m] = scale(g[m]);
    if (lineTotal(line) !== 0 || line.amountPaise !== 0) lines.push(line);
  }
  return sums(lines, amountPaise);
}
