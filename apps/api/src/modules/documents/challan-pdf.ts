import type { ChallanData, Party } from './challan-data';
import {
  type Column,
  dateText,
  drawTable,
  frameHalves,
  M,
  pageHeading,
  pageNumbers,
  partyBox,
  room,
  signatureLine,
  W,
} from './pdf-layout';
import { english } from '../../lib/texts';
import { drawBlock, drawLine, newPdf } from './pdf-text';

type Doc = PDFKit.PDFDocument;

// A long model name is shortened to its column; serials and codes are printed whole.
const COLUMNS: Column[] = [
  { title: '#', width: 30 },
  { title: english('pdf.column.serialNumber'), width: 150 },
  { title: english('pdf.column.model'), width: 120, fit: 'cut' },
  { title: english('pdf.column.type'), width: 75 },
  { title: english('pdf.column.hsn'), width: 80 },
  { title: english('pdf.column.qty'), width: W - 455 },
];

const partyLines = (p: Party) =>
  [
    p.title,
    p.contact && p.contact !== p.title ? p.contact : '',
    p.address,
    english('pdf.party.gstin', { gstin: p.gstin || english('pdf.party.unregistered') }),
    p.phone ? english('pdf.party.phone', { phone: p.phone }) : '',
  ].filter(Boolean);

function header(doc: Doc, data: ChallanData): number {
  return pageHeading(
    doc,
    english('pdf.challan.title'),
    english('pdf.challan.subtitle'),
    [
      english('pdf.challan.number', { number: data.number }),
      english('pdf.date', { date: dateText(data.date) }),
      english('pdf.challan.order', { number: data.orderNumber }),
      data.expectedDelivery
        ? english('pdf.challan.expectedDelivery', {
            date: dateText(new Date(`${data.expectedDelivery}T12:00:00+05:30`)),
          })
        : '',
    ].filter(Boolean),
  );
}

function parties(doc: Doc, data: ChallanData, top: number): number {
  const c = data.consignor;
  const consignor = [
    c.name || english('pdf.party.orgNotSet'),
    c.address,
    english('pdf.party.gstin', { gstin: c.gstin || english('pdf.party.gstinNotSet') }),
    c.phone ? english('pdf.party.phone', { phone: c.phone }) : '',
    c.email ? english('pdf.party.email', { email: c.email }) : '',
  ].filter(Boolean);
  const half = W / 2;
  const leftEnd = partyBox(doc, english('pdf.challan.consignor'), consignor, M, top, half);
  let rightEnd = partyBox(
    doc,
    english('pdf.challan.consignee'),
    partyLines(data.consignee),
    M + half,
    top,
    half,
  );
  if (data.deliverTo)
    rightEnd = partyBox(
      doc,
      english('pdf.challan.deliverTo'),
      partyLines(data.deliverTo),
      M + half,
      rightEnd,
      half,
    );
  const bottom = Math.max(leftEnd, rightEnd);
  frameHalves(doc, top, bottom);
  return bottom;
}

function footer(doc: Doc, data: ChallanData, top: number): void {
  let y = top + 10;
  drawLine(doc, english('pdf.challan.reason'), M, y, { size: 9, bold: true });
  y += 22;
  doc.lineWidth(1).strokeColor('#000000').rect(M, y, 170, 46).stroke();
  drawLine(doc, english('pdf.challan.handoverCode'), M + 6, y + 4, {
    size: 8,
    bold: true,
    color: '#555555',
  });
  if (data.handoverCode) drawLine(doc, data.handoverCode, M + 6, y + 16, { size: 18, bold: true });
  drawBlock(doc, english('pdf.challan.handoverHelp'), M + 185, y + 4, W - 185, {
    size: 8,
    color: '#555555',
  });
  y += 90;
  const consignor = data.consignor.name || english('pdf.challan.theConsignor');
  signatureLine(doc, english('pdf.challan.signedFor', { name: consignor }), M, y);
  signatureLine(doc, english('pdf.challan.receivedBy'), M + W - 200, y);
}

/** The delivery challan as a PDF (A4; the device table runs on over as many pages as needed). */
export async function renderChallan(data: ChallanData): Promise<Buffer> {
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: english('pdf.challan.docTitle', { number: data.number }) },
  });

  const top = parties(doc, data, header(doc, data)) + 14;
  let y = drawTable(
    doc,
    COLUMNS,
    data.lines.map((line, i) => [
      String(i + 1),
      line.serialNumber,
      line.model,
      line.machineType,
      line.hsn,
      '1',
    ]),
    top,
  );
  drawLine(
    doc,
    english('pdf.challan.totalQuantity', { total: data.lines.length }),
    M + W - 150,
    y + 5,
    {
      size: 9,
      bold: true,
    },
  );
  y = room(doc, y + 24, 150);
  footer(doc, data, y);
  pageNumbers(doc, data.number);
  doc.end();
  return done;
}
