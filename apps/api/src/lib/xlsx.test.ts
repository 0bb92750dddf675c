import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createXlsxWriter, escapeXml, type XlsxColumn, type XlsxValue } from './xlsx';

const COLUMNS: XlsxColumn[] = [
  { header: 'ID', kind: 'number' },
  { header: 'Name & "Co" <x>', kind: 'text' },
  { header: 'Active', kind: 'boolean' },
  { header: 'Day', kind: 'date' },
  { header: 'At', kind: 'datetime' },
];

const collect = async (stream: NodeJS.ReadableStream) =>
  Buffer.concat((await (stream as import('node:stream').Readable).toArray()) as Buffer[]);

/** The central directory of a zip, read by hand: every entry's name, CRC, sizes, offset. */
function centralDirectory(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength;
  }
  return entries;
}

describe('escapeXml', () => {
  it('escapes markup, drops what XML 1.0 cannot carry, and returns clean text as it is', () => {
    expect(escapeXml('a&b<c>"d\'')).toBe("a&amp;b&lt;c&gt;&quot;d'");
    expect(escapeXml('x\u0000\u0001\u0008\u000B\u000C\u001F\uFFFEy\tz\n\r')).toBe('xy\tz\n\r');
    const clean = 'Distributor 120, श्री गणेश';
    expect(escapeXml(clean)).toBe(clean);
  });
});

describe('createXlsxWriter', () => {
  it('writes a valid zip (CRCs, sizes, offsets) that reads back cell by cell', async () => {
    const xlsx = createXlsxWriter(COLUMNS, { sheetName: 'Test & <sheet>', utcOffsetMinutes: 330 });
    const file = collect(xlsx.stream);
    const rows: XlsxValue[][] = [];
    for (let i = 0; i < 5000; i++) {
      rows.push([
        i,
        i % 7 === 0 ? '=cmd|calc' : i % 11 === 0 ? null : `Name ${i} & <b> "q" શ્રી`,
        i % 2 === 0,
        '2026-03-01',
        '2026-03-01T10:00:00.000Z',
      ]);
      xlsx.row(rows[i]!);
      if (i % 1000 === 999) await xlsx.flush();
    }
    await xlsx.end();
    const zip = await file;

    const entries = centralDirectory(zip);
    const files = unzipSync(new Uint8Array(zip));
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(files).sort());
    for (const e of entries) {
      const content = files[e.name]!;
      expect(e.size).toBe(content.length);
      expect(e.crc).toBe(zlib.crc32(content));
      expect(zip.readUInt32LE(e.offset)).toBe(0x04034b50);
    }

    const book = XLSX.read(zip, { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['Test & <sheet>']);
    const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      raw: true,
      defval: null,
    });
    expect(grid[0]).toEqual(COLUMNS.map((c) => c.header));
    expect(grid).toHaveLength(rows.length + 1);
    for (const [i, row] of rows.entries()) {
      const got = grid[i + 1]!;
      expect(got[0]).toBe(row[0]);
      expect(got[1]).toBe(row[1]);
      expect(got[2]).toBe(row[2]);
      expect((got[3] as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
      // Shown in India time (UTC+5:30).
      expect(
        Math.abs((got[4] as Date).getTime() - Date.parse('2026-03-01T15:30:00Z')),
      ).toBeLessThan(1500);
    }
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml']!).toString('utf8');
    expect(sheet).toContain('s="4"><is><t xml:space="preserve">=cmd|calc</t>');
    expect(sheet).toContain('Name 1 &amp; &lt;b&gt; &quot;q&quot; શ્રી');
  });

  it('writes a phone number as plain text (no quotePrefix, no apostrophe), a formula quote-prefixed', async () => {
    const xlsx = createXlsxWriter([{ header: 'Phone', kind: 'text' }], { sheetName: 'P' });
    const file = collect(xlsx.stream);
    for (const v of ['+91 98765 43210', '+91-79-4000-1234', '+1+1', '+SUM(A1)']) xlsx.row([v]);
    await xlsx.end();
    const zip = await file;
    const sheet = Buffer.from(
      unzipSync(new Uint8Array(zip))['xl/worksheets/sheet1.xml']!,
    ).toString();
    expect(sheet).toContain('t="inlineStr"><is><t xml:space="preserve">+91 98765 43210</t>');
    expect(sheet).toContain('t="inlineStr"><is><t xml:space="preserve">+91-79-4000-1234</t>');
    expect(sheet).toContain('s="4"><is><t xml:space="preserve">+1+1</t>');
    expect(sheet).toContain('s="4"><is><t xml:space="preserve">+SUM(A1)</t>');
    const book = XLSX.read(zip, { type: 'buffer' });
    const cell = book.Sheets.P!.A2 as XLSX.CellObject;
    expect(cell).toMatchObject({ t: 's', v: '+91 98765 43210' });
  });

  it("goes on in a new sheet under the same header past the sheet's rows", async () => {
    const xlsx = createXlsxWriter(COLUMNS, {
      sheetName: 'A sheet name of thirty-one chars',
      maxSheetRows: 3,
    });
    const file = collect(xlsx.stream);
    // 8 rows, flushed after 2 and after 7: a sheet fills between flushes and at a flush.
    for (let i = 1; i <= 8; i++) {
      xlsx.row([i, `row ${i}`, true, null, null]);
      if (i === 2 || i === 7) await xlsx.flush();
    }
    await xlsx.end();
    const book = XLSX.read(await file, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      'A sheet name of thirty-one chars'.slice(0, 31),
      'A sheet name of thirty-one (2)',
      'A sheet name of thirty-one (3)',
    ]);
    const ids = book.SheetNames.map((name) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 }).map((row) => row[0]),
    );
    expect(ids).toEqual([
      ['ID', 1, 2, 3],
      ['ID', 4, 5, 6],
      ['ID', 7, 8],
    ]);
  });

  it('holds the rows back while nobody reads (backpressure), then finishes', async () => {
    const xlsx = createXlsxWriter(COLUMNS);
    let flushed = 0;
    const writing = (async () => {
      for (let batch = 0; batch < 200; batch++) {
        for (let i = 0; i < 500; i++)
          xlsx.row([i, `text ${batch} ${i} ${Math.random()}`, true, '2026-01-02', null]);
        await xlsx.flush();
        flushed += 1;
      }
      await xlsx.end();
    })();
    await new Promise((r) => setTimeout(r, 500));
    // Unread: the writer waits after a few batches instead of compressing everything.
    expect(flushed).toBeLessThan(20);
    expect(xlsx.stream.readableLength).toBeLessThan(1024 * 1024);
    const zip = await collect(xlsx.stream);
    await writing;
    expect(flushed).toBe(200);
    const book = XLSX.read(zip, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(grid).toHaveLength(200 * 500 + 1);
  });

  it('lets go when the reader goes away: flush and end resolve, nothing more is written', async () => {
    const xlsx = createXlsxWriter(COLUMNS);
    for (let i = 0; i < 20_000; i++) xlsx.row([i, `row ${i} ${Math.random()}`, false, null, null]);
    const first = await new Promise<Buffer>((r) => xlsx.stream.once('data', r));
    expect(first.readUInt32LE(0)).toBe(0x04034b50);
    xlsx.stream.destroy();
    for (let i = 0; i < 1000; i++) xlsx.row([i, 'after', false, null, null]);
    await xlsx.flush();
    await xlsx.end();
    expect(xlsx.stream.destroyed).toBe(true);
  });
});
