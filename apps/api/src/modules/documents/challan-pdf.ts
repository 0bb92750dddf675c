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
import { drawBlock, drawLine, newPdf } from './pdf-text';

type Doc = PDFKit.PDFDocument;

const REASON_FOR_MOVEMENT = 'Supply of devices on allotment, not for sale';
// A long model name is shortened to its column; serials and codes are printed whole.
const COLUMNS: Column[] = [
  { title: '#', width: 30 },
  { title: 'Serial number', width: 150 },
  { title: 'Model', width: 120, fit: 'cut' },
  { title: 'Type', width: 75 },
  { title: 'HSN code', width: 80 },
  { title: 'Qty', width: W - 455 },
];

const partyLines = (p: Party) =>
  [
    p.title,
    p.contact && p.contact !== p.title ? p.contact : '',
    p.address,
    `GSTIN: ${p.gstin || 'Unregistered'}`,
    p.phone ? `Phone: ${p.phone}` : '',
  ].filter(Boolean);

function header(doc: Doc, data: ChallanData): number {
  return pageHeading(
    doc,
    'DELIVERY CHALLAN',
    'Movement of goods other than by way of supply (Rule 55, CGST Rules 2017)',
    [
      `Challan No: ${data.number}`,
      `Date: ${dateText(data.date)}`,
      `Order No: ${data.orderNumber}`,
      data.expectedDelivery
        ? `Expected delivery: ${dateText(new Date(`${data.expectedDelivery}T12:00:00+05:30`))}`
        : '',
    ].filter(Boolean),
  );
}

function parties(doc: Doc, data: ChallanData, top: number): number {
  const c = data.consignor;
  const consignor = [
    c.name || 'Organisation name not set',
    c.address,
    `GSTIN: ${c.gstin || 'Not set'}`,
    c.phone ? `Phone: ${c.phone}` : '',
    c.email ? `Email: ${c.email}` : '',
  ].filter(Boolean);
  const half = W / 2;
  const leftEnd = partyBox(doc, 'CONSIGNOR', consignor, M, top, half);
  let rightEnd = partyBox(
    doc,
    'CONSIGNEE (DISTRIBUTOR)',
    partyLines(data.consignee),
    M + half,
    top,
    half,
  );
  if (data.deliverTo)
    rightEnd = partyBox(
      doc,
      'DELIVER TO (RETAILER)',
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
  drawLine(doc, `Reason for movement: ${REASON_FOR_MOVEMENT}`, M, y, { size: 9, bold: true });
  y += 22;
  doc.lineWidth(1).strokeColor('#000000').rect(M, y, 170, 46).stroke();
  drawLine(doc, 'Hand-over code', M + 6, y + 4, { size: 8, bold: true, color: '#555555' });
  if (data.handoverCode) drawLine(doc, data.handoverCode, M + 6, y + 16, { size: 18, bold: true });
  drawBlock(
    doc,
    'The receiver enters the code given by the delivery person at hand-over, to confirm receipt.',
    M + 185,
    y + 4,
    W - 185,
    { size: 8, color: '#555555' },
  );
  y += 90;
  signatureLine(doc, `For ${data.consignor.name || 'the consignor'}: Authorised signatory`, M, y);
  signatureLine(doc, 'Received by: name, signature, date', M + W - 200, y);
}

/** The delivery challan as a PDF (A4; the device table runs on over as many pages as needed). */
export async function renderChallan(data: ChallanData): Promise<Buffer> {
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `Delivery challan ${data.number}` },
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
  drawLine(doc, `Total quantity: ${data.lines.length}`, M + W - 150, y + 5, {
    size: 9,
    bold: true,
  });
  y = room(doc, y + 24, 150);
  footer(doc, data, y);
  pageNumbers(doc, data.number);
  doc.end();
  return done;
}
