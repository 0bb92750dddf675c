import { amountInWords, formatRupees, type CommissionStatement } from '@dd/contract';
import {
  type Column,
  dateText,
  drawTable,
  M,
  pageHeading,
  pageNumbers,
  room,
  W,
} from './pdf-layout';
import { drawBlock, drawLine, newPdf, textWidth } from './pdf-text';

type Doc = PDFKit.PDFDocument;

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

/** The totals, right-aligned under the table; answers the y below them. */
function totals(doc: Doc, s: CommissionStatement, top: number): number {
  const rows: [string, number][] = [
    ['Activation commission', s.activationPaise],
    ['Monthly commission', s.monthlyPaise],
    ['Clawbacks', s.clawbackPaise],
    ['Total', s.totalPaise],
  ];
  let y = room(doc, top + 8, rows.length * 15 + 40);
  for (const [label, paise] of rows) {
    const bold = label === 'Total';
    const amount = formatRupees(paise);
    drawLine(doc, label, M + W - 260, y, { size: 9.5, bold });
    drawLine(doc, amount, M + W - 4 - textWidth(doc, amount, { size: 9.5, bold }), y, {
      size: 9.5,
      bold,
    });
    y += 15;
  }
  return drawBlock(doc, `Amount in words: ${amountInWords(s.totalPaise)}`, M, y + 6, W, {
    size: 9,
  });
}

/** A distributor's commission statement for a month (A4): every line, the totals in rupees. */
export async function renderCommissionStatement(s: CommissionStatement): Promise<Buffer> {
  const title = `Commission statement ${s.month}`;
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
  totals(doc, s, y + (s.lines.length === 0 ? 20 : 0));
  pageNumbers(doc, title);
  doc.end();
  return done;
}
