import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { SCRIPTS, type Script } from './text';

const require = createRequire(import.meta.url);

/**
 * The Noto Sans faces of every script the documents print, from the fontsource packages (WOFF2).
 * Latin Extended carries the rupee sign and accented names; each Indic face carries its script.
 */
const PACKAGE: Record<Script, string> = {
  latin: 'noto-sans',
  'latin-ext': 'noto-sans',
  devanagari: 'noto-sans-devanagari',
  gujarati: 'noto-sans-gujarati',
  bengali: 'noto-sans-bengali',
  gurmukhi: 'noto-sans-gurmukhi',
  oriya: 'noto-sans-oriya',
  tamil: 'noto-sans-tamil',
  telugu: 'noto-sans-telugu',
  kannada: 'noto-sans-kannada',
  malayalam: 'noto-sans-malayalam',
};

const fontFile = (script: Script, weight: 400 | 700) =>
  require.resolve(
    `@fontsource/${PACKAGE[script]}/files/${PACKAGE[script]}-${script}-${weight}-normal.woff2`,
  );

/** A font pdfkit embeds (fontkit reads and subsets it) and HarfBuzz shapes. */
type PdfFont = fontkit.Font;
export type FontSet = {
  /** The font of a script in a weight, by the name it is registered under in a document. */
  fonts: Map<string, PdfFont>;
  hasGlyph: (script: Script, codePoint: number) => boolean;
};

export const fontName = (script: Script, bold: boolean | undefined) =>
  bold ? `${script}-bold` : script;

let loading: Promise<FontSet> | undefined;

/** The fonts, read and prepared once per process (HarfBuzz and WOFF2 load only when first asked). */
export function pdfFonts(): Promise<FontSet> {
  loading ??= loadFonts().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

async function loadFonts(): Promise<FontSet> {
  const [hb, { default: decompress }] = await Promise.all([
    import('harfbuzzjs'),
    import('wawoff2/decompress.js'),
  ]);
  const fonts = new Map<string, PdfFont>();
  await Promise.all(
    SCRIPTS.flatMap((script) =>
      ([400, 700] as const).map(async (weight) => {
        const sfnt = Buffer.from(await decompress(await readFile(fontFile(script, weight))));
        fonts.set(fontName(script, weight === 700), shapedFont(sfnt, hb));
      }),
    ),
  );
  return {
    fonts,
    hasGlyph: (script, codePoint) => fonts.get(script)!.hasGlyphForCodePoint(codePoint),
  };
}

type HarfBuzz = typeof import('harfbuzzjs');
/** fontkit's reverse cmap (not in its types): the characters a font maps to a glyph. */
type CmapProcessor = { codePointsForGlyph(gid: number): number[] };

/**
 * A fontkit font whose layout is HarfBuzz's: fontkit's own shaper crashes on some Indic mark
 * positioning (a null GPOS anchor, e.g. Gujarati "અં") and orders some clusters wrongly, while
 * pdfkit needs fontkit for embedding. pdfkit accepts any font object with a `layout` method.
 */
function shapedFont(sfnt: Buffer, hb: HarfBuzz): PdfFont {
  const base = fontkit.create(sfnt) as fontkit.Font;
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const shaped = Object.create(base) as PdfFont;
  const cmap = (base as unknown as { _cmapProcessor: CmapProcessor })._cmapProcessor;
  shaped.layout = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const shapedGlyphs = buffer.getGlyphInfosAndPositions();
    // The characters each glyph stands for (the PDF's text map): a cluster of one glyph (a
    // letter, a ligature) its characters; a glyph of a cluster of several (an ellipsis drawn as
    // three dots, an Indic cluster) the characters the font maps to it, else the first one takes
    // the cluster's. Clusters are UTF-16 offsets into the text.
    const starts = [...new Set(shapedGlyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    const glyphsIn = new Map<number, number>();
    for (const g of shapedGlyphs) glyphsIn.set(g.cluster, (glyphsIn.get(g.cluster) ?? 0) + 1);
    const charactersOf = (gid: number, cluster: number[], first: boolean, alone: boolean) => {
      if (alone) return cluster;
      const own = cmap.codePointsForGlyph(gid);
      if (own.length) return own.slice(0, 1);
      return first ? cluster : [];
    };
    const seen = new Set<number>();
    const glyphs = shapedGlyphs.map((g) => {
      const first = !seen.has(g.cluster);
      seen.add(g.cluster);
      const end = starts.find((s) => s > g.cluster) ?? text.length;
      const cluster = [...text.slice(g.cluster, end)].map((c) => c.codePointAt(0)!);
      const codePoints = charactersOf(g.codepoint, cluster, first, glyphsIn.get(g.cluster) === 1);
      // fontkit keeps one glyph object per id, with the characters it was first asked for: each
      // use gets its own, or one text's characters would be every later text's (an ellipsis
      // made every later "." read as "…").
      return Object.create(base.getGlyph(g.codepoint), {
        codePoints: { value: codePoints },
      }) as fontkit.Glyph;
    });
    const positions = shapedGlyphs.map((g) => ({
      xAdvance: g.xAdvance ?? 0,
      yAdvance: g.yAdvance ?? 0,
      xOffset: g.xOffset ?? 0,
      yOffset: g.yOffset ?? 0,
    }));
    const advanceWidth = positions.reduce((sum, p) => sum + p.xAdvance, 0);
    return { glyphs, positions, advanceWidth } as unknown as fontkit.GlyphRun;
  };
  return shaped;
}
