import {
  amountInWords,
  formatRupees,
  type Allocation,
  type CommissionApproval,
  type CommissionStatement,
  type Payout,
} from '@dd/contract';
import { form, drawBlock, drawLine, newPdf, textWidth } from '../../documents';
import { english } from '../../../lib/texts';
import { day } from './document-parts';
import { settlementTables } from './settlement-tables';

/** What settled an approved statement's net so far. */
export type Settled = { allocations: Allocation[]; payouts: Payout[] };

type Doc = PDFKit.PDFDocument;
type Column = form.Column;
const { dateText, drawTable, M, pageHeading, pageNumbers, room, W } = form;

const KIND = {
  ACTIVATION: 'pdf.commission.kindActivation',
  MONTHLY: 'pdf.commission.kindMonthly',
  CLAWBACK: 'pdf.commission.kindClawback',
} as const;

const columns = (): Column[] => [
  { title: '#', width: 28 },
  { title: english('pdf.commission.kind'), width: 70 },
  { title: english('pdf.column.serialNumber'), width: 130 },
  { title: english('pdf.commission.merchant'), width: W - 413, fit: 'cut' },
  { title: english('pdf.column.date'), width: 80 },
  { title: english('pdf.column.amount'), width: 105 },
];

/** 'YYYY-MM' -> 'November 2026'. */
const monthText = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A rate in basis points as a percentage: 200 -> '2', 75 -> '0.75', 150 -> '1.5'. */
export function percentOfBp(bp: number): string {
  const cents = bp % 100;
  return cents === 0
    ? String(Math.floor(bp / 100))
    : `${Math.floor(bp / 100)}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** An approved statement's gross, the TDS withheld (section 194H) and the net owed. */
const approvalRows = (a: CommissionApproval): [string, number, boolean][] => [
  [english('pdf.commission.gross'), a.grossPaise, false],
  [english('pdf.commission.tds', { rate: percentOfBp(a.tdsRateBp) }), a.tdsPaise, false],
  [english('pdf.commission.net'), a.netPaise, true],
];

/** The totals, right-aligned under the table; answers the y below them. */
function totals(doc: Doc, s: CommissionStatement, top: number): number {
  const rows: [string, number, boolean][] = [
    [english('pdf.commission.activation'), s.activationPaise, false],
    [english('pdf.commission.monthly'), s.monthlyPaise, false],
    [english('pdf.commission.clawbacks'), s.clawbackPaise, false],
    [english('pdf.total.total'), s.totalPaise, !s.approval],
    ...(s.approval ? approvalRows(s.approval) : []),
  ];
  let y = room(doc, top + 8, rows.length * 15 + 60);
  for (const [label, paise, bold] of rows) {
    const amount = formatRupees(paise);
    drawLine(doc, label, M + W - 260, y, { size: 9.5, bold });
    drawLine(doc, amount, M + W - 4 - textWidth(doc, amount, { size: 9.5, bold }), y, {
      size: 9.5,
      bold,
    });
    y += 15;
  }
  const a = s.approval;
  if (a && a.tdsBasePaise !== a.grossPaise)
    y = drawBlock(
      doc,
      a.tdsBasePaise === 0
        ? english('pdf.commission.noTds')
        : english('pdf.commission.tdsOn', { base: formatRupees(a.tdsBasePaise) }),
      M,
      y + 4,
      W,
      { size: 8.5 },
    );
  const words = a
    ? english('pdf.commission.netInWords', { words: amountInWords(a.netPaise) })
    : english('pdf.total.inWords', { words: amountInWords(s.totalPaise) });
  return drawBlock(doc, words, M, y + 6, W, { size: 9 });
}

/** The statement's number and approval, or that it is not approved yet. */
const headingLines = (s: CommissionStatement) =>
  s.approval
    ? [
        english('pdf.commission.number', { number: s.approval.number }),
        english('pdf.commission.approvedOn', { date: day(s.approval.approvedOn) }),
      ]
    : [english('pdf.commission.notApproved')];

/**
 * A distributor's commission statement for a month (A4): every line, the totals in rupees; once
 * approved, its number and date, gross, TDS and net payable, and what settled it so far.
 */
export async function renderCommissionStatement(
  s: CommissionStatement,
  settled: Settled | null,
): Promise<Buffer> {
  const title = s.approval?.number ?? english('pdf.commission.docTitle', { month: s.month });
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: title },
  });
  const top = pageHeading(doc, english('pdf.commission.title'), monthText(s.month), [
    s.distributorName,
    english('pdf.commission.distributorId', { id: s.distributorId }),
    english('pdf.commission.lines', { count: s.lines.length }),
    ...headingLines(s),
  ]);
  const y = drawTable(
    doc,
    columns(),
    s.lines.map((line, i) => [
      String(i + 1),
      english(KIND[line.kind]),
      line.serialNumber,
      line.merchantName ?? line.reference ?? '-',
      dateText(new Date(`${line.date}T00:00:00+05:30`)),
      formatRupees(line.amountPaise),
    ]),
    top + 10,
  );
  if (s.lines.length === 0)
    drawLine(doc, english('pdf.commission.none'), M + 4, y + 6, { size: 9 });
  const below = totals(doc, s, y + (s.lines.length === 0 ? 20 : 0));
  if (s.approval && settled) settlementTables(doc, settled, below + 12);
  pageNumbers(doc, title);
  doc.end();
  return done;
}
