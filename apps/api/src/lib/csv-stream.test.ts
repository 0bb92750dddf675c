import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv } from '@dd/contract';
import { csvBatches, MAX_RECORD_CHARS } from './csv-stream';

async function* toAsync(pieces: string[]) {
  yield* pieces;
}

async function readAll(pieces: string[], batchChars: number) {
  const records: string[][] = [];
  const firstRows: number[] = [];
  for await (const b of csvBatches(toAsync(pieces), batchChars)) {
    expect(b.firstRow).toBe(records.length + 1);
    firstRows.push(b.firstRow);
    records.push(...b.records);
  }
  return { records, batches: firstRows.length };
}

const split = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

describe('csvBatches', () => {
  const file =
    'a,b\r\n"x, ""quoted""",1\r\n\r\n"multi\nline\r\nfield",2\rlone CR,3\n' +
    Array.from({ length: 200 }, (_, i) => `row${i},"v\n${i}"`).join('\n') +
    '\n';

  it('reads the same records as the whole-file parser, whatever the pieces and batch size', async () => {
    const whole = parseCsv(file);
    for (const [piece, batch] of [
      [1, 1],
      [7, 16],
      [64, 50],
      [1000, 10_000],
    ] as const) {
      const { records, batches } = await readAll(split(file, piece), batch);
      expect(records).toEqual(whole);
      if (batch < 100) expect(batches).toBeGreaterThan(3);
    }
  });

  it('names the record of a parse error in the whole file, not the batch', async () => {
    const bad = 'h\n' + Array.from({ length: 50 }, (_, i) => `r${i}`).join('\n') + '\n"open\n';
    const reading = readAll(split(bad, 5), 20);
    await expect(reading).rejects.toBeInstanceOf(CsvParseError);
    await expect(readAll(split(bad, 5), 20)).rejects.toThrow(
      'Row 52: a quoted field is never closed',
    );
  });

  it('refuses a record that never ends instead of holding the file', async () => {
    const chunk = 'x'.repeat(1 << 20);
    async function* unclosed() {
      yield 'h\nok\n"never closed';
      for (let sent = 0; sent <= MAX_RECORD_CHARS; sent += chunk.length) yield chunk;
      throw new Error('read past the limit');
    }
    const reading = (async () => {
      for await (const batch of csvBatches(unclosed())) void batch;
    })();
    await expect(reading).rejects.toThrow('Row 3: a record is longer than 16 MB');
  });
});
