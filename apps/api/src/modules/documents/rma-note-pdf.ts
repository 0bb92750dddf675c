import {
  type Column,
  dateText,
  drawTable,
  M,
  pageHeading,
  pageNumbers,
  partyHalves,
  room,
  signatureLine,
  W,
} from './pdf-layout';
import { MACHINE_TYPE_WORDS } from '../../lib/code-words';
import { drawBlock, drawLine, newPdf } from './pdf-text';
import type { RmaNoteData } from './rma-note-data';

type Doc = PDFKit.PDFDocument;

// Serials are printed whole, a long model name is cut to its column, the reason wraps.
const COLUMNS: Column[] = [
  { title: '#', width: 28 },
  { title: 'Serial number', width: 130 },
  { title: 'Model', width: 100, fit: 'cut' },
  { title: 'Type', width: 62 },
  { title: 'Reason', width: W - 320, fit: 'wrap' },
];

function parties(doc: Doc, data: RmaNoteData, top: number): number {
  const { sender: s, provider: p } = data;
  const from = [
    s.name || 'Organisation name not set',
    s.address,
    `GSTIN: ${s.gstin || 'Not set'}`,
    s.phone ? `Phone: ${s.phone}` : '',
  ].filter(Boolean);
  const to = [
    p.companyName || p.name,
    p.companyName && p.companyName !== p.name ? p.name : '',
    p.address ?? '',
    p.phone ? `Phone: ${p.phone}` : '',
  ].filter(Boolean);
  return partyHalves(doc, top, ['FROM', from], ['TO (SERVICE PROVIDER)', to]);
}

function signatures(doc: Doc, data: RmaNoteData, top: number): void {
  let y = top;
  if (data.batch.notes) y = drawBlock(doc, `Notes: ${data.batch.notes}`, M, y, W, { size: 9 }) + 8;
  y += 60;
  signatureLine(doc, `Dispatched for ${data.sender.name || 'the sender'}: name, signature`, M, y);
  signatureLine(doc, 'Received by the provider: name, signature, date', M + W - 200, y);
}

/** The RMA dispatch note of a batch (A4): who sends what to which provider, and why. */
export async function renderRmaNote(data: RmaNoteData): Promise<Buffer> {
  const { batch } = data;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `RMA dispatch note ${batch.batchNumber}` },
  });
  const top = pageHeading(doc, 'RMA DISPATCH NOTE', 'Faulty devices returned to the provider', [
    `Batch No: ${batch.batchNumber}`,
    `Date: ${dateText(new Date(batch.createdAt))}`,
    `Reference: ${batch.reference}`,
  ]);
  let y = parties(doc, data, top) + 10;
  const courier = [
    batch.courierName ? `Courier: ${batch.courierName}` : '',
    batch.trackingNumber ? `Tracking No: ${batch.trackingNumber}` : '',
  ].filter(Boolean);
  if (courier.length > 0) {
    drawLine(doc, courier.join('    '), M, y, { size: 9 });
    y += 18;
  }
  y = drawTable(
    doc,
    COLUMNS,
    batch.items.map((item, i) => [
      String(i + 1),
      item.serialNumber,
      item.model,
      MACHINE_TYPE_WORDS[item.type],
      data.reasons.get(item.machineId) ?? '-',
    ]),
    y,
  );
  drawLine(doc, `Total devices: ${batch.items.length}`, M + W - 150, y + 5, {
    size: 9,
    bold: true,
  });
  signatures(doc, data, room(doc, y + 28, 120));
  pageNumbers(doc, batch.batchNumber);
  doc.end();
  return done;
}
