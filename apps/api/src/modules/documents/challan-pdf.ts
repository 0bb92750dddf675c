import type { ChallanData, Party } from './challan-data';
import { drawBlock, drawLine, fitText, newPdf, textWidth } from './pdf-text';

type Doc = PDFKit.PDFDocument;

export const REASON_FOR_MOVEMENT = 'Supply of devices on allotment, not for sale';
const M = 40; // page margin
const W = 595.28 - 2 * M; // A4 content width
const BOTTOM = 841.89 - M - 20;
const COLUMNS = [
  { title: '#', width: 30 },
  { title: 'Serial number', width: 150 },
  { title: 'Model', width: 120 },
  { title: 'Type', width: 75 },
  { title: 'HSN code', width: 80 },
  { title: 'Qty', width: W - 455 },
];

const dateText = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(d);

function partyBox(doc: Doc, heading: string, lines: string[], x: number, y: number, w: number) {
  drawLine(doc, heading, x + 6, y + 5, { size: 8, bold: true, color: '#555555' });
  let cy = y + 18;
  lines.forEach((line, i) => {
    cy = drawBlock(doc, line, x + 6, cy, w - 12, { size: i === 0 ? 10 : 8.5, bold: i === 0 });
  });
  return cy + 4;
}

const partyLines = (p: Party) =>
  [
    p.title,
    p.contact && p.contact !== p.title ? p.contact : '',
    p.address,
    `GSTIN: ${p.gstin || 'Unregistered'}`,
    p.phone ? `Phone: ${p.phone}` : '',
  ].filter(Boolean);

function tableHeader(doc: Doc, y: number): number {
  doc.rect(M, y, W, 18).fill('#eeeeee');
  let x = M;
  for (const c of COLUMNS) {
    drawLine(doc, c.title, x + 4, y + 4, { size: 8.5, bold: true });
    x += c.width;
  }
  return y + 18;
}

function header(doc: Doc, data: ChallanData): number {
  drawLine(doc, 'DELIVERY CHALLAN', M, M, { size: 16, bold: true });
  drawLine(
    doc,
    'Movement of goods other than by way of supply (Rule 55, CGST Rules 2017)',
    M,
    M + 22,
    {
      size: 8,
      color: '#555555',
    },
  );
  const right = [
    `Challan No: ${data.number}`,
    `Date: ${dateText(data.date)}`,
    `Order No: ${data.orderNumber}`,
  ];
  right.forEach((line, i) => {
    const w = textWidth(doc, line, { size: 9, bold: i === 0 });
    drawLine(doc, line, M + W - w, M + i * 13, { size: 9, bold: i === 0 });
  });
  return M + 48;
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
  doc.lineWidth(0.7).strokeColor('#888888');
  doc.rect(M, top, half, bottom - top).stroke();
  doc.rect(M + half, top, half, bottom - top).stroke();
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
  const sign = (label: string, x: number) => {
    doc
      .lineWidth(0.7)
      .strokeColor('#000000')
      .moveTo(x, y)
      .lineTo(x + 200, y)
      .stroke();
    drawLine(doc, label, x, y + 4, { size: 8.5 });
  };
  sign(`For ${data.consignor.name || 'the consignor'}: Authorised signatory`, M);
  sign('Received by: name, signature, date', M + W - 200);
}

/** The delivery challan as a PDF (A4; the device table runs on over as many pages as needed). */
export async function renderChallan(data: ChallanData): Promise<Buffer> {
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `Delivery challan ${data.number}` },
  });

  let y = parties(doc, data, header(doc, data)) + 14;
  y = tableHeader(doc, y);
  data.lines.forEach((line, i) => {
    if (y + 16 > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, M);
    }
    const cells = [String(i + 1), line.serialNumber, line.model, line.machineType, line.hsn, '1'];
    let x = M;
    cells.forEach((cell, c) => {
      // A long model name is shortened to its column; serials and codes are printed whole.
      const text = c === 2 ? fitText(doc, cell, COLUMNS[c]!.width - 8, 8.5) : cell;
      drawLine(doc, text, x + 4, y + 3, { size: 8.5 });
      x += COLUMNS[c]!.width;
    });
    doc
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .moveTo(M, y + 16)
      .lineTo(M + W, y + 16)
      .stroke();
    y += 16;
  });
  drawLine(doc, `Total quantity: ${data.lines.length}`, M + W - 150, y + 5, {
    size: 9,
    bold: true,
  });
  y += 24;
  if (y + 150 > BOTTOM) {
    doc.addPage();
    y = M;
  }
  footer(doc, data, y);

  const range = doc.bufferedPageRange();
  for (let p = 0; p < range.count; p++) {
    doc.switchToPage(range.start + p);
    const label = `${data.number} · Page ${p + 1} of ${range.count}`;
    drawLine(doc, label, M + W - textWidth(doc, label, { size: 7.5 }), 841.89 - M + 5, {
      size: 7.5,
      color: '#777777',
    });
  }
  doc.end();
  return done;
}
