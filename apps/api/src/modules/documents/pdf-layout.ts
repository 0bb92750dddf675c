import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { drawBlock, drawLine, fitText, textWidth, wrapLines } from './pdf-text';

/** The A4 page of the printed forms (challan, RMA dispatch note): margins and content box. */
type Doc = PDFKit.PDFDocument;

export const M = 40; // page margin
export const W = 595.28 - 2 * M; // A4 content width
const BOTTOM = 841.89 - M - 20;
const ROW = 16;
const LINE = 11;

export type Column = { title: string; width: number; fit?: 'whole' | 'cut' | 'wrap' };

/** A date as the forms print it, in India's time zone: 27 Nov 2026. */
export const dateText = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(d);

/** A boxed party (heading, then its first line bold and the rest small); answers its bottom. */
export function partyBox(
  doc: Doc,
  heading: string,
  lines: string[],
  x: number,
  y: number,
  w: number,
) {
  drawLine(doc, heading, x + 6, y + 5, { size: 8, bold: true, color: '#555555' });
  let cy = y + 18;
  lines.forEach((line, i) => {
    cy = drawBlock(doc, line, x + 6, cy, w - 12, { size: i === 0 ? 10 : 8.5, bold: i === 0 });
  });
  return cy + 4;
}

/** Frames the two halves of the page from `top` to `bottom` (the party boxes). */
export function frameHalves(doc: Doc, top: number, bottom: number) {
  const half = W / 2;
  doc.lineWidth(0.7).strokeColor('#888888');
  doc.rect(M, top, half, bottom - top).stroke();
  doc.rect(M + half, top, half, bottom - top).stroke();
}

type Party = [heading: string, lines: string[]];

/** Two parties side by side from `top` (sender left, receiver right), framed; answers the bottom. */
export function partyHalves(doc: Doc, top: number, left: Party, right: Party): number {
  const half = W / 2;
  const bottom = Math.max(
    partyBox(doc, left[0], left[1], M, top, half),
    partyBox(doc, right[0], right[1], M + half, top, half),
  );
  frameHalves(doc, top, bottom);
  return bottom;
}

/** The title and subtitle at the top left, and lines right-aligned at the top right. */
export function pageHeading(doc: Doc, title: string, subtitle: string, right: string[]): number {
  drawLine(doc, title, M, M, { size: 16, bold: true });
  drawLine(doc, subtitle, M, M + 22, { size: 8, color: '#555555' });
  right.forEach((line, i) => {
    const w = textWidth(doc, line, { size: 9, bold: i === 0 });
    drawLine(doc, line, M + W - w, M + i * 13, { size: 9, bold: i === 0 });
  });
  return M + Math.max(48, right.length * 13 + 9);
}

function tableHeader(doc: Doc, columns: Column[], y: number): number {
  doc.rect(M, y, W, 18).fill('#eeeeee');
  let x = M;
  for (const c of columns) {
    drawLine(doc, c.title, x + 4, y + 4, { size: 8.5, bold: true });
    x += c.width;
  }
  return y + 18;
}

/**
 * A table from `y`, running on over as many pages as needed (the header again on each). A cell is
 * printed whole, unless its column says to `cut` it with an ellipsis or `wrap` it over lines (the
 * row grows). Answers the y below it.
 */
export function drawTable(doc: Doc, columns: Column[], rows: string[][], y: number): number {
  let cy = tableHeader(doc, columns, y);
  for (const cells of rows) {
    const lines = cells.map((cell, c) => {
      const { width, fit = 'whole' } = columns[c]!;
      if (fit === 'cut') return [fitText(doc, cell, width - 8, 8.5)];
      if (fit === 'wrap') return wrapLines(doc, cell, width - 8, { size: 8.5 });
      return [cell];
    });
    const height = ROW + (Math.max(1, ...lines.map((l) => l.length)) - 1) * LINE;
    if (cy + height > BOTTOM) {
      doc.addPage();
      cy = tableHeader(doc, columns, M);
    }
    let x = M;
    lines.forEach((cellLines, c) => {
      cellLines.forEach((line, n) => drawLine(doc, line, x + 4, cy + 3 + n * LINE, { size: 8.5 }));
      x += columns[c]!.width;
    });
    doc
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .moveTo(M, cy + height)
      .lineTo(M + W, cy + height)
      .stroke();
    cy += height;
  }
  return cy;
}

/** A new page when `height` does not fit below `y`; answers where to go on. */
export function room(doc: Doc, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return M;
}

/** A signature line 200 pt wide at (x, y) with its caption below. */
export function signatureLine(doc: Doc, caption: string, x: number, y: number) {
  doc
    .lineWidth(0.7)
    .strokeColor('#000000')
    .moveTo(x, y)
    .lineTo(x + 200, y)
    .stroke();
  drawLine(doc, caption, x, y + 4, { size: 8.5 });
}

/** "<number> · Page n of N" at the foot of every page (the document buffers its pages). */
export function pageNumbers(doc: Doc, number: string) {
  const range = doc.bufferedPageRange();
  for (let p = 0; p < range.count; p++) {
    doc.switchToPage(range.start + p);
    const label = `${number} · Page ${p + 1} of ${range.count}`;
    drawLine(doc, label, M + W - textWidth(doc, label, { size: 7.5 }), 841.89 - M + 5, {
      size: 7.5,
      color: '#777777',
    });
  }
}
