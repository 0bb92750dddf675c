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
import { english } from '../../lib/texts';
import { drawBlock, drawLine, newPdf } from './pdf-text';
import type { RmaNoteData } from './rma-note-data';

type Doc = PDFKit.PDFDocument;

// Serials are printed whole, a long model name is cut to its column, the reason wraps.
const COLUMNS: Column[] = [
  { title: '#', width: 28 },
  { title: english('pdf.column.serialNumber'), width: 130 },
  { title: english('pdf.column.model'), width: 100, fit: 'cut' },
  { title: english('pdf.column.type'), width: 62 },
  { title: english('pdf.column.reason'), width: W - 320, fit: 'wrap' },
];

function parties(doc: Doc, data: RmaNoteData, top: number): number {
  const { sender: s, provider: p } = data;
  const from = [
    s.name || english('pdf.party.orgNotSet'),
    s.address,
    english('pdf.party.gstin', { gstin: s.gstin || english('pdf.party.gstinNotSet') }),
    s.phone ? english('pdf.party.phone', { phone: s.phone }) : '',
  ].filter(Boolean);
  const to = [
    p.companyName || p.name,
    p.companyName && p.companyName !== p.name ? p.name : '',
    p.address ?? '',
    p.phone ? english('pdf.party.phone', { phone: p.phone }) : '',
  ].filter(Boolean);
  return partyHalves(doc, top, [english('pdf.rma.from'), from], [english('pdf.rma.to'), to]);
}

function signatures(doc: Doc, data: RmaNoteData, top: number): void {
  let y = top;
  if (data.batch.notes)
    y =
      drawBlock(doc, english('pdf.rma.notes', { notes: data.batch.notes }), M, y, W, { size: 9 }) +
      8;
  y += 60;
  const sender = data.sender.name || english('pdf.rma.theSender');
  signatureLine(doc, english('pdf.rma.dispatchedFor', { name: sender }), M, y);
  signatureLine(doc, english('pdf.rma.receivedBy'), M + W - 200, y);
}

/** The RMA dispatch note of a batch (A4): who sends what to which provider, and why. */
export async function renderRmaNote(data: RmaNoteData): Promise<Buffer> {
  const { batch } = data;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: english('pdf.rma.docTitle', { number: batch.batchNumber }) },
  });
  const top = pageHeading(doc, english('pdf.rma.title'), english('pdf.rma.subtitle'), [
    english('pdf.rma.batch', { number: batch.batchNumber }),
    english('pdf.date', { date: dateText(new Date(batch.createdAt)) }),
    english('pdf.rma.reference', { reference: batch.reference }),
  ]);
  let y = parties(doc, data, top) + 10;
  const courier = [
    batch.courierName ? english('pdf.rma.courier', { name: batch.courierName }) : '',
    batch.trackingNumber ? english('pdf.rma.tracking', { number: batch.trackingNumber }) : '',
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
  drawLine(
    doc,
    english('pdf.rma.totalDevices', { total: batch.items.length }),
    M + W - 150,
    y + 5,
    {
      size: 9,
      bold: true,
    },
  );
  signatures(doc, data, room(doc, y + 28, 120));
  pageNumbers(doc, batch.batchNumber);
  doc.end();
  return done;
}
