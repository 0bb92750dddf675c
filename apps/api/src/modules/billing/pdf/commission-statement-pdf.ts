import {
  amountInWords,
  formatRupees,
  type Allocation,
  type CommissionApproval,
  type CommissionStatement,
  type Payout,
} from '@dd/contract';
import { form, drawBlock, drawLine, newPdf, textWidth } from '../../documents';
import { day } from './document-parts';
import { settlementTables } from './settlement-tables';

/** What settled an approved statement's net so far. */
export type Settled = { allocations: Allocation[]; payouts: Payout[] };

type Doc = PDFKit.PDFDocument;
type Column = form.Column;
const { dateText, drawTable, M, pageHeading, pageNumbers, room, W } = form;

const KIND = { ACTIVATION: 'Activation', MONTHLY: 'Monthly', CLAWBACK: 'Clawback' } as const;

const COLUMNS: Column[] = [
  { title: '#', width: 28 },
  { title: 'Kind', width: 70 },
  { title: 'Serial number', width: 130 },
  { title: 'Merchant', width: W - 413, fit: 'cut' },
  { title: 'Date', width: 80 },
  { title: 'Amount', width: 105 },
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
  ['Gross', a.grossPaise, false],
  [`TDS u/s 194H @ ${percentOfBp(a.tdsRateBp)}%`, a.tdsPaise, false],
  ['Net payable', a.netPaise, true],
];

/** The totals, right-aligned under the table; answers the y below them. */
function totals(doc: Doc, s: CommissionStatement, top: number): number {
  const rows: [string, number, boolean][] = [
    ['Activation commission', s.activationPaise, false],
    ['Monthly commission', s.monthlyPaise, false],
    ['Clawbacks', s.clawbackPaise, false],
    ['Total', s.totalPaise, !s.approval],
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
        ? "No TDS: the financial year's commission is within the threshold."
        : `TDS on ${formatRupees(a.tdsBasePaise)}: the financial year's commission to date, once it passed the threshold.`,
      M,
      y + 4,
      W,
      { size: 8.5 },
    );
  const words = a
    ? `Net payable in words: ${amountInWords(a.netPaise)}`
    : `Amount in words: ${amountInWords(s.totalPaise)}`;
  return drawBlock(doc, words, M, y + 6, W, { size: 9 });
}

/** The statement's number and approval, or that it is not approved yet. */
const headingLines = (s: CommissionStatement) =>
  s.approval
    ? [`Statement No: ${s.approval.number}`, `Approved on: ${day(s.approval.approvedOn)}`]
    : ['Not approved yet: no TDS withheld, nothing owed'];

/**
 * A distributor's commission statement for a month (A4): every line, the totals in rupees; once
 * approved, its number and date, gross, TDS and net payable, and what settled it so far.
 */
export async function renderCommissionStatement(
  s: CommissionStatement,
  settled: Settled | null,
): Promise<Buffer> {
  const title = s.approval?.number ?? `Commission statement ${s.month}`;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: title },
  });
  const top = pageHeading(doc, 'COMMISSION STATEMENT', monthText(s.month), [
    s.distributorName,
    `Distributor ID: ${s.distributorId}`,
    `Lines: ${s.lines.length}`,
    ...headingLines(s),
  ]);
  const y = drawTable(
    doc,
    COLUMNS,
    s.lines.map((line, i) => [
      String(i + 1),
      KIND[line.kind],
      line.serialNumber,
      line.merchantName ?? line.reference ?? '-',
      dateText(new Date(`${line.date}T00:00:00+05:30`)),
      formatRupees(line.amountPaise),
    ]),
    top + 10,
  );
  if (s.lines.length === 0) drawLine(doc, 'No commission this month.', M + 4, y + 6, { size: 9 });
  const below = totals(doc, s, y + (s.lines.length === 0 ? 20 : 0));
  if (s.approval && settled) settlementTables(doc, settled, below + 12);
  pageNumbers(doc, title);
  doc.end();
  return done;
}
