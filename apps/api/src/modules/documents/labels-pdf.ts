import { toBuffer } from 'bwip-js/node';
import type { Label } from './labels-data';
import { english } from '../../lib/texts';
import { drawLine, fitText as fit, newPdf } from './pdf-text';

/** An A4 sheet of 3 x 8 labels (70 x 37 mm each), no page margin: the usual 24-up stock. */
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const COLS = 3;
const ROWS = 8;
const LABEL_W = PAGE_W / COLS;
const LABEL_H = PAGE_H / ROWS;
const PAD = 9;
const QR = 62;

async function drawLabel(doc: PDFKit.PDFDocument, label: Label, x: number, y: number) {
  const [barcode, qr] = await Promise.all([
    toBuffer({ bcid: 'code128', text: label.serialNumber, scale: 2, height: 9 }),
    toBuffer({ bcid: 'qrcode', text: label.qrValue, scale: 2 }),
  ]);
  const left = LABEL_W - 2 * PAD - QR - 8;
  doc.image(barcode, x + PAD, y + PAD, { fit: [left, 34] });
  doc.image(qr, x + LABEL_W - PAD - QR, y + PAD, { fit: [QR, QR] });
  drawLine(doc, fit(doc, label.serialNumber, left, 9, true), x + PAD, y + PAD + 38, {
    size: 9,
    bold: true,
  });
  drawLine(doc, fit(doc, label.model, left, 8), x + PAD, y + PAD + 53, { size: 8 });
  const ids = [
    label.tid ? english('pdf.labels.tid', { tid: label.tid }) : '',
    label.mid ? english('pdf.labels.mid', { mid: label.mid }) : '',
  ];
  ids.filter(Boolean).forEach((line, i) => {
    drawLine(doc, fit(doc, line, left, 7.5), x + PAD, y + PAD + 64 + i * 9, { size: 7.5 });
  });
  drawLine(doc, fit(doc, label.provider, LABEL_W - 2 * PAD, 7.5), x + PAD, y + LABEL_H - PAD - 12, {
    size: 7.5,
    color: '#444444',
  });
}

/** The labels as a PDF: each with the serial as Code 128, a QR code, the model, TID and MID when
 *  asked for, and the provider. */
export async function renderLabels(labels: readonly Label[]): Promise<Buffer> {
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: english('pdf.labels.docTitle') },
  });
  if (labels.length === 0) doc.addPage(); // a receipt that created no machines: an empty sheet
  for (let i = 0; i < labels.length; i++) {
    const slot = i % (COLS * ROWS);
    if (slot === 0) doc.addPage();
    const x = (slot % COLS) * LABEL_W;
    const y = Math.floor(slot / COLS) * LABEL_H;
    doc
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .rect(x + 2, y + 2, LABEL_W - 4, LABEL_H - 4)
      .stroke();
    await drawLabel(doc, labels[i]!, x, y);
    // The encoders are synchronous: let other requests run between labels (1,000 take seconds).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  doc.end();
  return done;
}
