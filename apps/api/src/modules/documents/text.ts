/** The scripts the documents print, each in its own Noto Sans face (see fonts.ts). */
export const SCRIPTS = [
  'latin',
  'latin-ext',
  'devanagari',
  'gujarati',
  'bengali',
  'gurmukhi',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
] as const;
export type Script = (typeof SCRIPTS)[number];
export type Run = { script: Script; text: string };

/** The Unicode block of each Indic script. */
const BLOCKS: Array<[from: number, to: number, script: Script]> = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x1cd0, 0x1cff, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
];

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const DANDA = 0x0964;
const DOUBLE_DANDA = 0x0965;

/**
 * The script a character asks for, or null for one every script shares (spaces, digits,
 * punctuation, the dandas, the joiners): those stay in the run they are in when its face has them.
 */
function scriptOf(codePoint: number, ch: string): Script | null {
  if (codePoint === DANDA || codePoint === DOUBLE_DANDA) return null;
  if (codePoint === ZWNJ || codePoint === ZWJ) return null;
  for (const [from, to, script] of BLOCKS) if (codePoint >= from && codePoint <= to) return script;
  if (/[\s\p{P}\p{S}\p{Nd}]/u.test(ch)) return null;
  return 'latin';
}

/** Latin first, then the faces that may carry a shared character the run's face lacks. */
const FALLBACK: Script[] = ['latin', 'latin-ext', 'devanagari'];

/**
 * Splits text into runs of one script each, so each run is set (and shaped) in a face that has its
 * glyphs: a character goes to its script's face; a shared one stays in the current run when that
 * face has it (a joiner always stays), else goes to the first fallback face that has it.
 */
export function scriptRuns(
  text: string,
  hasGlyph: (script: Script, codePoint: number) => boolean,
): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    const current = runs.at(-1)?.script;
    const wanted = scriptOf(codePoint, ch);
    let script: Script;
    if (wanted && wanted !== 'latin') script = wanted;
    else if (
      !wanted &&
      current &&
      (codePoint === ZWJ || codePoint === ZWNJ || hasGlyph(current, codePoint))
    )
      script = current;
    else script = FALLBACK.find((s) => hasGlyph(s, codePoint)) ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
