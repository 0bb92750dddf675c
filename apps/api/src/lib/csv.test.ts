import { parse as parseCsv } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvRowEnds, csvCell, csvHead, csvLine } from './csv';
import { FORMULA_STARTER_CODES, FORMULA_STARTERS, looksLikeFormula } from './formula';

describe('looksLikeFormula', () => {
  it('is true exactly for text starting with = + - @ tab or CR', () => {
    for (const s of ['=1', '+1', '-1', '@a', '\tx', '\rx', '=', '-'])
      expect(looksLikeFormula(s)).toBe(true);
    for (const s of ['', 'a=1', ' =1', '1-2', "'=1", '\n=1', 'श्री', '😀=', 'A'])
      expect(looksLikeFormula(s)).toBe(false);
    expect(FORMULA_STARTER_CODES).toEqual(FORMULA_STARTERS.map((c) => c.charCodeAt(0)));
  });

  it('agrees with the regular expression it replaced', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(looksLikeFormula(s)).toBe(/^[=+\-@\t\r]/.test(s));
      }),
      { numRuns: 500 },
    );
  });
});

describe('csvCell', () => {
  it('neutralises formula text, quotes text, leaves numbers alone', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('Shree Ganesh')).toBe('"Shree Ganesh"');
    expect(csvCell(-5, false)).toBe('-5');
    expect(csvCell('2026-03-01', false)).toBe('2026-03-01');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvHead(['ID', 'Name'])).toBe('\uFEFFID,Name\r\n');
  });

  it("neutralises every ';'-separated part and quotes the cell", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell('=1;+2;@3;-4;\t5;6')).toBe(`"'=1;'+2;'@3;'-4;'\t5;6"`);
    expect(csvCell('a;;=b;')).toBe(`"a;;'=b;'"`);
    expect(csvCell('a; =b')).toBe('"a; =b"');
    expect(csvCell('a;"=b"')).toBe(`"a;'""=b"""`);
  });

  it("leaves no cell a spreadsheet would run, whether it splits at ',' or at ';'", () => {
    const text = fc.array(
      fc.oneof(fc.constantFrom(...FORMULA_STARTERS, ';', ',', '"', "'", '\n'), fc.string()),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        text.map((parts) => parts.join('')),
        (value) => {
          // A row starts with its id, as every report's does.
          const line = csvLine([csvCell(7, false), csvCell(value)]);
          const [cells] = parseCsv(line) as string[][];
          expect(cells).toHaveLength(2);
          for (const cell of cells!) expect(looksLikeFormula(cell), line).toBe(false);
          // A ';' reader honours a quote only where a cell starts: after a ';'.
          for (const cell of line.split(';').slice(1)) {
            expect(looksLikeFormula(cell) || cell.startsWith('"'), line).toBe(false);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/** Runs `input` through CsvRowEnds cut at the given offsets. */
async function rowEnds(input: Buffer, cuts: number[], pieceSize?: number): Promise<Buffer> {
  const t = new CsvRowEnds(pieceSize);
  const out = t.toArray();
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < input.length)].sort((a, b) => a - b)) {
    t.write(input.subarray(from, cut));
    from = cut;
  }
  t.end(input.subarray(from));
  return Buffer.concat((await out) as Buffer[]);
}

describe('CsvRowEnds (COPY row ends -> CRLF)', () => {
  const cell = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('"', '""', ',', '\n', '\r\n', 'a\nb', '"\n"', 'श्री गणेश', '', '\\.'),
  );
  const table = fc.array(fc.array(fc.option(cell), { minLength: 1, maxLength: 5 }), {
    maxLength: 12,
  });

  it('turns exactly the row ends into CRLF, whatever the chunk boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.array(fc.nat({ max: 400 })),
        fc.integer({ min: 1, max: 64 }),
        async (rows, cuts, pieceSize) => {
          const cells = rows.map((r) => r.map((v) => csvCell(v)));
          const expected = cells.map(csvLine).join('');
          // What COPY writes: the same cells, rows ended by LF.
          const copy = Buffer.from(cells.map((r) => `${r.join(',')}\n`).join(''));
          const got = await rowEnds(copy, cuts, pieceSize);
          expect(got.toString('utf8')).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hands on pieces of at least the piece size, except the last', async () => {
    const line = Buffer.from('12345,"a\nb",x\n');
    const input = Buffer.concat(Array.from({ length: 1000 }, () => line));
    const t = new CsvRowEnds(4096);
    const sizes: number[] = [];
    t.on('data', (c: Buffer) => sizes.push(c.length));
    const done = new Promise((r) => t.on('end', r));
    for (let i = 0; i < input.length; i += 100) t.write(input.subarray(i, i + 100));
    t.end();
    await done;
    expect(sizes.slice(0, -1).every((s) => s >= 4096)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(input.length + 1000);
  });
});
