import { readFileSync } from 'node:fs';
import { FONT_FILES, scriptRuns } from './text';

type Doc = PDFKit.PDFDocument;
export type TextStyle = { size?: number; bold?: boolean; width?: number; color?: string };

let fontData: [string, Buffer][] | undefined;

/** Registers the embedded fonts on a new document (the files are read once per process). */
export function registerFonts(doc: Doc): void {
  fontData ??= Object.entries(FONT_FILES).map(([name, path]) => [name, readFileSync(path)]);
  for (const [name, data] of fontData) doc.registerFont(name, data);
}

function fontOf(script: string, bold: boolean | undefined) {
  return bold ? `${script}-bold` : script;
}

/** The width of text set in its scripts' fonts. */
export function textWidth(doc: Doc, text: string, style: TextStyle = {}): number {
  let width = 0;
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run.script, style.bold)).fontSize(style.size ?? 9);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/**
 * One line at (x, y), each script run in its own font. Indic runs carry their text as
 * /ActualText: the shaper reorders glyphs (a vowel sign before its consonant), and copying or
 * extracting the text must still give the characters in their logical order.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}) {
  let cx = x;
  doc.fillColor(style.color ?? '#000000');
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run.script, style.bold)).fontSize(style.size ?? 9);
    const indic = run.script !== 'latin';
    if (indic) doc.markContent('Span', { actual: run.text });
    doc.text(run.text, cx, y, { lineBreak: false });
    if (indic) doc.endMarkedContent();
    cx += doc.widthOfString(run.text);
  }
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
