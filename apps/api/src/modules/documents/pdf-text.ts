import PDFDocument from 'pdfkit';
import { fontName, pdfFonts, type FontSet } from './fonts';
import { scriptRuns, type Run } from './text';

type Doc = PDFKit.PDFDocument;
export type TextStyle = { size?: number; bold?: boolean; width?: number; color?: string };

const fontSets = new WeakMap<Doc, FontSet>();

/**
 * A new PDF with the fonts of every script registered, and the whole file once `doc.end()` is
 * called.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  await registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Registers the fonts of every script on a new document. */
async function registerFonts(doc: Doc): Promise<void> {
  const set = await pdfFonts();
  for (const [name, font] of set.fonts) doc.registerFont(name, font as never);
  fontSets.set(doc, set);
}

function runsOf(doc: Doc, text: string): Run[] {
  const set = fontSets.get(doc);
  if (!set) throw new Error('registerFonts(doc) first');
  return scriptRuns(text, set.hasGlyph);
}

/**
 * Text no font could lay out is left out rather than failing the document: a name that trips the
 * shaper still leaves the rest of the challan or label sheet printable. The line names the face
 * (never the text: a person's name), so a real failure can be traced.
 */
function safely<T>(fallback: T, font: string, work: () => T): T {
  try {
    return work();
  } catch (err) {
    console.warn(`PDF text layout failed in ${font}: ${(err as Error).message}`);
    return fallback;
  }
}

/** The width of text set in its scripts' fonts. */
export function textWidth(doc: Doc, text: string, style: TextStyle = {}): number {
  let width = 0;
  for (const run of runsOf(doc, text)) {
    const font = fontName(run.script, style.bold);
    doc.font(font).fontSize(style.size ?? 9);
    width += safely(0, font, () => doc.widthOfString(run.text));
  }
  return width;
}

/**
 * One line at (x, y), each script run in its own font. A line with Indic text carries its text
 * as /ActualText: the shaper reorders glyphs (a vowel sign before its consonant) and the runs
 * meet at punctuation, and copying or extracting the line must still give its characters in
 * their logical order, as one piece.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}) {
  const size = style.size ?? 9;
  // Laying each run out first (pdfkit keeps the layout) means a run that cannot be laid out is
  // left out before any of it is written.
  const runs = runsOf(doc, text).flatMap((run) => {
    const font = fontName(run.script, style.bold);
    doc.font(font).fontSize(size);
    const width = safely(null, font, () => doc.widthOfString(run.text));
    return width === null ? [] : [{ ...run, width }];
  });
  const indic = runs.some((run) => !run.script.startsWith('latin'));
  doc.fillColor(style.color ?? '#000000');
  if (indic) doc.markContent('Span', { actual: runs.map((run) => run.text).join('') });
  let cx = x;
  for (const run of runs) {
    doc.font(fontName(run.script, style.bold)).fontSize(size);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += run.width;
  }
  if (indic) doc.endMarkedContent();
}

/** Breaks text into lines that fit `width` (at spaces; a word longer than a line stays whole). */
export function wrapLines(doc: Doc, text: string, width: number, style: TextStyle = {}): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Wrapped text from (x, y) in `width`; answers the y below it. */
export function drawBlock(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  const lineHeight = (style.size ?? 9) * 1.45;
  let cy = y;
  for (const line of wrapLines(doc, text, width, style)) {
    drawLine(doc, line, x, cy, style);
    cy += lineHeight;
  }
  return cy;
}

/** Shortens text with an ellipsis until it fits `width`. */
export function fitText(doc: Doc, text: string, width: number, size: number, bold = false) {
  if (textWidth(doc, text, { size, bold }) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(doc, `${cut}…`, { size, bold }) > width)
    cut = cut.slice(0, -1);
  return `${cut}…`;
}
