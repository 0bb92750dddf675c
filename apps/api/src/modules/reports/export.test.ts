import type { ReportCodeSet } from '@dd/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import {
  csvTable,
  excelGrid,
  expectFilesMatchPreview,
  fileValue,
  indiaText,
} from '../../../test/report-files';
import { useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof loginAs>>;
const NASTY = [
  '=HYPERLINK("http://evil.test","x")',
  '+91 98765',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  'Comma, "quoted"\nnew line',
  "x;=cmd|' /C calc'!A0",
];
const UNICODE = ['श्री गणेश मोबाइल', 'શ્રી ગણેશ મોબાઇલ'];

beforeAll(async () => {
  admin = await loginAs(t, 'admin');
  const provider = await createProvider(t.database, { name: UNICODE[0] });
  for (const [i, text] of [...NASTY, ...UNICODE].entries()) {
    await createMachine(t.database, {
      serialNumber: `EXP-${String(i).padStart(3, '0')}`,
      model: text,
      manufacturer: i % 2 ? 'Telering' : 'Everlife',
      partner: text,
      serviceProviderId: provider.id,
      hasStandee: i % 3 === 0,
    });
  }
  const d = await createDistributor(t.database, { name: '=cmd|calc', city: 'Ahmedabad' });
  const r = await createRetailer(t.database, d.id, { shopName: UNICODE[1], name: '@retailer' });
  await createRetailer(t.database, d.id, { name: "x;=cmd|' /C calc'!A0" });
  await createMachine(t.database, {
    serialNumber: 'EXP-TIME',
    manufacturer: 'Everlife',
    serviceProviderId: provider.id,
    createdAt: new Date('2026-11-24T07:11:00Z'),
  });
  const held = await createMachine(t.database, {
    serialNumber: 'EXP-HELD',
    serviceProviderId: provider.id,
  });
  const made = await send(t, admin, 'POST', '/api/assignments', {
    machineIds: [held.id],
    distributorId: d.id,
    retailerId: r.id,
    validFrom: '2026-03-01',
    validTo: '2026-12-31',
    notes: '-negative note',
  });
  expect(made.statusCode).toBe(201);
});

const download = (path: string, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/${path}`, headers });

/** The expected cells straight from the preview route (same query, same scope), all pages. */
async function previewRows(
  type: string,
  query: string,
  headers: Record<string, string> = admin.auth,
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${type}?pageSize=500&${query}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    fields: { key: string; header: string; kind: string; codes?: ReportCodeSet }[];
    rows: Record<string, unknown>[];
    total: number;
  };
}

/** The text before neutralising: the ' at the start, and after a `;`, taken out again. */
const unformula = (v: string) => v.replace(/^'(?=[=+\-@\t\r])|(?<=;)'(?=["=+\-@\t\r]|$)/g, '');

describe('CSV export', () => {
  it('streams every row and cell of the report, RFC 4180 quoted, formulas neutralised, UTF-8', async () => {
    const res = await download('reports/machines/export?format=csv&manufacturer=Everlife');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="machines-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const table = parseCsv(res.body.slice(1), { relax_column_count: false }) as string[][];
    const expected = await previewRows('machines', 'manufacturer=Everlife');
    expect(table[0]).toEqual(expected.fields.map((f) => f.header));
    expect(table).toHaveLength(expected.total + 1);
    for (const [i, row] of expected.rows.entries()) {
      const cells = table[i + 1]!;
      expected.fields.forEach((f, j) => {
        const want = fileValue(f, row[f.key]);
        const got = cells[j]!;
        if (want === null) expect(got).toBe('');
        else if (f.kind === 'text') {
          const text = String(want);
          if (/^[=+\-@\t\r]/.test(text)) expect(got).toBe(`'${text}`);
          else if (/;[=+\-@\t\r]/.test(text)) expect(got).toBe(text.replace(/;(?=[=+@-])/g, ";'"));
          else expect(got).toBe(text);
          expect(unformula(got)).toBe(text);
        } else if (f.kind === 'datetime') expect(got).toBe(indiaText(want));
        else expect(got).toBe(String(want));
      });
    }
    expect(res.body).toContain(UNICODE[0]);
  });

  it('writes codes as their English words, as the preview shows them (decision 0164)', async () => {
    await createMachine(t.database, {
      serialNumber: 'EXP-WORDS-1',
      machineType: 'SOUNDBOX',
      status: 'MAINTENANCE',
    });
    const res = await download('reports/machines/export?format=csv&type=SOUNDBOX');
    const [header, ...body] = csvTable(res.body);
    const row = body.find((r) => r[header!.indexOf('Serial Number')] === 'EXP-WORDS-1')!;
    expect(row[header!.indexOf('Type')]).toBe('Soundbox');
    expect(row[header!.indexOf('Status')]).toBe('Maintenance');
    expect(row).not.toContain('SOUNDBOX');
    const preview = await previewRows('machines', 'type=SOUNDBOX');
    expect(preview.fields.find((f) => f.key === 'type')?.codes).toBe('machineType');
    expect(preview.rows.find((r) => r.serialNumber === 'EXP-WORDS-1')?.type).toBe('SOUNDBOX');
  });

  it('also answers the file at the report path with ?format= (the spec client)', async () => {
    const res = await download('reports/distributors?format=csv&city=Ahmedabad');
    expect(res.headers['content-disposition']).toMatch(/distributors-report-.*\.csv/);
    const table = csvTable(res.body);
    const names = table.slice(1).map((r) => r[1]);
    expect(names).toContain("'=cmd|calc");
  });

  it("quotes a cell holding a ';' and neutralises each ';'-separated part", async () => {
    const res = await download('reports/retailers/export?format=csv');
    expect(res.statusCode).toBe(200);
    // A ';' locale splits this line at the ';': the second part must not start a formula.
    expect(res.body).toContain(`,"x;'=cmd|' /C calc'!A0",`);
    expect(res.body).not.toMatch(/;=cmd/);
  });
});

describe('date-times in exports', () => {
  it('writes India time with its offset in the CSV, the same wall clock Excel shows', async () => {
    const csv = await download('reports/machines/export?format=csv&manufacturer=Everlife');
    const table = csvTable(csv.body);
    const at = table[0]!.indexOf('Created At');
    const line = table.findIndex((cells) => cells.includes('EXP-TIME'));
    expect(table[line]![at]).toBe('2026-11-24T12:41:00+05:30');
    const xlsx = await download('reports/machines/export?format=excel&manufacturer=Everlife');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const cell = book.Sheets[book.SheetNames[0]!]![XLSX.utils.encode_cell({ r: line, c: at })]!;
    expect(XLSX.SSF.format('yyyy-mm-dd"T"hh:mm:ss', cell.v as number)).toBe('2026-11-24T12:41:00');
  });
});

describe('Excel export', () => {
  it('round-trips every cell: text as text (formulas marked), numbers as numbers, dates as dates', async () => {
    const res = await download('reports/machines/export?format=excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/machines-report-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = XLSX.read(res.rawPayload, {
      type: 'buffer',
      cellDates: true,
      cellFormula: true,
      cellStyles: true,
    });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    const expected = await previewRows('machines', '');
    expect(grid[0]).toEqual(expected.fields.map((f) => f.header));
    expect(grid).toHaveLength(expected.total + 1);
    for (const [i, row] of expected.rows.entries()) {
      expected.fields.forEach((f, j) => {
        const want = fileValue(f, row[f.key]);
        const got = grid[i + 1]![j];
        if (want === null) expect(got).toBeNull();
        else if (f.kind === 'number') expect(got).toBe(want);
        else if (f.kind === 'boolean') expect(got).toBe(want);
        else if (f.kind === 'datetime') {
          expect(got).toBeInstanceOf(Date);
          // Shown in India time: the cell holds the IST wall clock.
          const ist = new Date(Date.parse(String(want)) + 330 * 60_000);
          expect(Math.abs((got as Date).getTime() - ist.getTime())).toBeLessThan(1500);
        } else expect(got).toBe(want);
      });
    }
    // No cell is a formula; formula-looking text carries Excel's quotePrefix.
    for (const [ref, cell] of Object.entries(sheet)) {
      if (ref.startsWith('!')) continue;
      expect((cell as XLSX.CellObject).f).toBeUndefined();
    }
    const xml = await import('fflate').then(({ unzipSync, strFromU8 }) =>
      strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']!),
    );
    expect(xml).toMatch(/s="4"><is><t xml:space="preserve">=HYPERLINK/);
    expect(xml).not.toContain('<f>');
  });
});

describe('every report type in both formats', () => {
  const QUERIES: Record<string, string[]> = {
    machines: ['', 'status=AVAILABLE&type=POS', 'manufacturer=Telering'],
    assignments: ['', 'status=ACTIVE'],
    distributors: ['', 'city=Ahmedabad', 'status=INACTIVE'],
    retailers: ['', 'status=ACTIVE'],
  };
  for (const [type, queries] of Object.entries(QUERIES)) {
    for (const query of queries) {
      it(`${type} ${query || '(no filters)'}: CSV and Excel equal the report cell by cell`, async () => {
        const expected = await previewRows(type, query);
        const csv = await download(`reports/${type}/export?format=csv&${query}`);
        const xlsx = await download(`reports/${type}/export?format=excel&${query}`);
        expectFilesMatchPreview(
          expected,
          csvTable(csv.body),
          excelGrid(xlsx.rawPayload),
          unformula,
        );
      });
    }
  }
});

describe('export scope and input', () => {
  it('gives a distributor only its own rows and refuses retailers and bad filters', async () => {
    const d = await createDistributor(t.database, { name: 'Scope Exports' });
    const dist = await loginAs(t, 'distributor', { distributorId: d.id });
    await createMachine(t.database, {
      serialNumber: 'EXP-OWN-1',
      distributorId: d.id,
      status: 'ASSIGNED',
    });
    const res = await download('reports/machines/export?format=csv', dist.auth);
    const table = csvTable(res.body);
    expect(table.slice(1).map((r) => r[1])).toEqual(['EXP-OWN-1']);
    const [{ n }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from machines`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(1);

    const retailer = await loginAs(t, 'retailer');
    expect((await download('reports/machines/export', retailer.auth)).statusCode).toBe(403);
    expect((await download('reports/machines/export', {})).statusCode).toBe(401);
    expect((await download('reports/machines/export?format=pdf')).statusCode).toBe(400);
    expect((await download('reports/machines/export?dateFrom=2026-02-30')).statusCode).toBe(400);
  });
});
