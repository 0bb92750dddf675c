/**
 * Reading our PDFs back as a person would: the text with poppler's pdftotext, the barcodes by
 * rendering a page with pdftoppm and decoding it with ZXing (zxing-wasm, its WASM from the
 * package, never from a CDN). Poppler is a system package (Debian poppler-utils): without it
 * these tests fail with a message saying so; they never skip.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

async function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]) {
  try {
    return await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} is not installed: the PDF tests need poppler-utils (apt-get install poppler-utils)`,
      );
    throw error;
  }
}

async function withPdf<T>(pdf: Buffer, use: (dir: string, file: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'dd-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await use(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF in content order (`-raw`), as pdftotext gives it back. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(
    pdf,
    async (_dir, file) => (await poppler('pdftotext', ['-raw', file, '-'])).stdout,
  );
}

/** The number of pages (form feeds pdftotext writes after each page). */
export async function pdfPages(pdf: Buffer): Promise<number> {
  return (await pdfText(pdf)).split('\f').length - 1;
}

let prepared = false;

/** The barcodes on page `page`, decoded from a 300 dpi rendering: their format and text. */
export async function pdfBarcodes(pdf: Buffer, page = 1) {
  if (!prepared) {
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(
          wasm.byteOffset,
          wasm.byteOffset + wasm.byteLength,
        ) as ArrayBuffer,
      },
    });
    prepared = true;
  }
  const png = await withPdf(pdf, async (dir, file) => {
    const out = join(dir, 'page');
    await poppler('pdftoppm', [
      '-png',
      '-r',
      '300',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]);
    return readFile(`${out}.png`);
  });
  const found = await readBarcodes(new Uint8Array(png), {
    formats: ['Code128', 'QRCode'],
    maxNumberOfSymbols: 255,
    tryHarder: true,
  });
  return found.filter((b) => b.isValid).map((b) => ({ format: b.format, text: b.text }));
}

/**
 * How many .notdef glyphs (the empty box a font draws for a character it lacks) the PDF's text
 * shows: pdfkit writes each glyph of an embedded font as four hex digits of its subset glyph id,
 * and glyph 0 is .notdef in every subset.
 */
export function pdfNotdefGlyphs(pdf: Buffer): number {
  let count = 0;
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream of ours
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      for (const hex of shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g))
        for (let i = 0; i + 4 <= hex[1]!.length; i += 4)
          if (hex[1]!.slice(i, i + 4) === '0000') count++;
  }
  return count;
}

/** Renders every page with pdftoppm (72 dpi) and answers what it said on stderr (empty when clean). */
export function pdfRenderWarnings(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (dir, file) => {
    const { stderr } = await poppler('pdftoppm', ['-png', '-r', '72', file, join(dir, 'page')]);
    return stderr;
  });
}
