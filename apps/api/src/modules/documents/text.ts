import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

/**
 * Noto Sans for Latin text, Noto Sans Devanagari for Hindi, Noto Sans Gujarati for Gujarati
 * (the fontsource packages' WOFF files; pdfkit's fontkit shapes the Indic scripts).
 */
export const FONT_FILES = {
  latin: file('noto-sans', 'noto-sans-latin-400-normal.woff'),
  'latin-bold': file('noto-sans', 'noto-sans-latin-700-normal.woff'),
  devanagari: file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
  'devanagari-bold': file(
    'noto-sans-devanagari',
    'noto-sans-devanagari-devanagari-700-normal.woff',
  ),
  gujarati: file('noto-sans-gujarati', 'noto-sans-gujarati-gujarati-400-normal.woff'),
  'gujarati-bold': file('noto-sans-gujarati', 'noto-sans-gujarati-gujarati-700-normal.woff'),
} as const;

type Script = 'latin' | 'devanagari' | 'gujarati';
export type Run = { script: Script; text: string };

function scriptOf(ch: string): Script | null {
  const c = ch.codePointAt(0)!;
  if ((c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff)) return 'devanagari';
  if (c >= 0x0a80 && c <= 0x0aff) return 'gujarati';
  // Joiners, spaces and common punctuation go with the run they are in.
  if (c === 0x200c || c === 0x200d || /[\s.,:;\-()/'"&]/.test(ch)) return null;
  return 'latin';
}

/** Splits text into runs of one script each, so each run is set in a font that has its glyphs. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const script = scriptOf(ch) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
