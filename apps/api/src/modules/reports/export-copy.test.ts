/**
 * The CSV export through PostgreSQL's COPY (copy.ts) makes the same bytes as the JS writer, for
 * every report type, scope and filter, with hostile cell and filter values. On PostgreSQL the two
 * real paths are compared; on PGlite (which has no COPY to a client) the same COPY statement
 * runs into PGlite's '/dev/blob' and goes through the same row-end conversion.
 */
import type { ReportType } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../access/principal';
import { assignmentMachines, assignments, machines } from '../../db/schema';
import { CsvRowEnds, csvHead } from '../../lib/csv';
import { createDistributor, createRetailer } from '../../../test/app';
import { onPostgres } from '../../../test/db';
import { createProvider } from '../../../test/factories/machines';
import { paymentsKit } from '../../../test/kits/payments';
import { csvTable } from '../../../test/report-files';
import { REPORT_COLUMNS } from './columns';
import { pgPoolOf, reportCopyStatement } from './copy';
import { reportFile } from './queries/export';
import type { AnyReportFilters } from './report-sql';
import { useTestApp } from '../../../test/use-app';
import { registerDocuments } from '../../../test/kits/register-documents';
import { readRows } from '../../../test/read-rows';

/** Text that breaks naive CSV writers, SQL building or spreadsheets. */
const HOSTILE = [
  '=HYPERLINK("http://evil.test","x")',
  '+91 98765',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '\rcarriage',
  '=',
  '-',
  'Comma, "quoted"\nnew line',
  'line one\r\nline two\n',
  '"',
  '""',
  ',',
  '',
  ' ',
  "'already quoted",
  "O'Brien's \\ back\\slash \\N",
  '\\.',
  '$1 $2 ?',
  "x'); DROP TABLE machines; --",
  'श्री गणेश मोबाइल',
  'શ્રી ગણેશ મોબાઇલ',
  'emoji 😀 and ✓',
  "x;=cmd|' /C calc'!A0",
  ';+1;@a;-b;\tc;\rd;e',
  '=a;;=b;',
  'semi;colon',
  'a;"=b"',
  'ends;',
];
const at = (i: number) => HOSTILE[i % HOSTILE.length]!;

const t = useTestApp();
const distributorIds: number[] = [];
/** The receivables ageing's day (set by the server in a request). */
const today = '2026-11-20';

const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: 1,
  name: 'Export Tester',
  role: 'admin',
  distributorId: null,
  retailerId: null,
  sessionId: 'export-copy-test',
  twoFactorEnabled: false,
  ...over,
});

beforeAll(async () => {
  const provider = await createProvider(t.database, { name: at(0) });
  const plain = await createProvider(t.database, { name: 'Plain Provider' });
  for (let i = 0; i < 6; i++) {
    const d = await createDistributor(t.database, {
      name: at(i * 3),
      companyName: at(i * 3 + 1),
      address: at(i * 3 + 2),
      city: i % 2 ? 'Ahmedabad' : at(i + 7),
      state: i % 3 ? null : at(i + 11),
      gstNumber: i % 2 ? null : at(i + 13),
      status: i % 4 === 3 ? 'INACTIVE' : 'ACTIVE',
    });
    distributorIds.push(d.id);
    await createRetailer(t.database, d.id, {
      name: at(i * 5),
      shopName: at(i * 5 + 1),
      address: at(i * 5 + 2),
      city: i % 2 ? at(i * 5 + 3) : 'Surat',
      state: at(i * 5 + 4),
      gstNumber: i % 3 ? null : '',
    });
  }
  const retailerIds = (
    await readRows<{ id: number; distributor_id: number }>(
      t.database.db,
      sql`SELECT id, distributor_id FROM retailers ORDER BY id`,
    )
  ).map((r) => ({ id: r.id, distributorId: r.distributor_id }));

  const made = await t.database.db
    .insert(machines)
    .values(
      HOSTILE.flatMap((text, i) => [
        {
          serialNumber: `HOSTILE-${i}-${text}`,
          model: text,
          manufacturer: i % 3 ? text : 'Everlife',
          machineType: i % 2 ? ('POS' as const) : ('SOUNDBOX' as const),
          status: i % 5 === 0 ? ('ASSIGNED' as const) : ('AVAILABLE' as const),
          partner: i % 4 ? text : null,
          mid: i % 3 ? at(i + 1) : null,
          tid: i % 2 ? `T-${i}-${at(i + 2)}` : null,
          qrCode: i % 2 ? null : `Q-${i}-${at(i + 3)}`,
          hasStandee: i % 3 === 0,
          serviceProviderId: i % 2 ? provider.id : plain.id,
          distributorId: i % 5 === 0 ? distributorIds[i % distributorIds.length]! : null,
          retailerId:
            i % 10 === 0
              ? retailerIds.find(
                  (r) => r.distributorId === distributorIds[i % distributorIds.length],
                )!.id
              : null,
        },
      ]),
    )
    .returning({ id: machines.id });

  for (let i = 0; i < 8; i++) {
    const [a] = await t.database.db
      .insert(assignments)
      .values({
        status: i % 3 ? 'RETURNED' : 'ACTIVE',
        distributorId: distributorIds[i % distributorIds.length]!,
        retailerId: i % 2 ? retailerIds[i % retailerIds.length]!.id : null,
        validFrom: '2026-03-01',
        validTo: i % 2 ? '2026-12-31' : null,
        notes: i === 7 ? null : at(i * 2),
      })
      .returning({ id: assignments.id });
    const ids = made.slice(i * 2, i * 2 + (i % 3)).map((m) => ({
      assignmentId: a!.id,
      machineId: m.id,
    }));
    if (ids.length > 0) await t.database.db.insert(assignmentMachines).values(ids);
  }

  // Open invoices of the hostile distributors, in every bucket of the ageing, one partly paid.
  const k = paymentsKit(t);
  const dueDates = ['2026-12-01', '2026-11-20', '2026-10-06', '2026-09-11', '2026-08-12'];
  for (const [i, distributorId] of distributorIds.entries()) {
    for (const [j, dueDate] of dueDates.slice(0, i + 1).entries())
      await k.invoice(distributorId, 10_000 * (i + 1) + 1_234 * j + 5, { dueDate });
  }
  await t.database.db.execute(
    sql`UPDATE invoices SET paid_paise = 1, settled_paise = 1, status = 'PARTIALLY_PAID'
         WHERE id = (SELECT min(id) FROM invoices)`,
  );
  await registerDocuments(t.database.db, distributorIds, at);
});

const collect = async (stream: NodeJS.ReadableStream) =>
  Buffer.concat((await (stream as import('node:stream').Readable).toArray()) as Buffer[]);

/** The file the JS writer makes (the PGlite path). */
const byJs = (type: ReportType, p: Principal, f: AnyReportFilters) =>
  collect(
    reportFile(t.database.db, type, p, { today, ...f }, 'csv', t.app.log, { copy: false }).stream,
  );

/** The file the COPY path makes: the real one on PostgreSQL, its SQL through /dev/blob on PGlite. */
async function byCopy(type: ReportType, p: Principal, f: AnyReportFilters): Promise<Buffer> {
  if (onPostgres)
    return collect(
      reportFile(t.database.db, type, p, { today, ...f }, 'csv', t.app.log, { copy: true }).stream,
    );
  const pglite = (t.database.db as unknown as { $client: PGlite }).$client;
  const result = await pglite.query(reportCopyStatement(type, p, f, "'/dev/blob'"));
  const body = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
  const ends = new CsvRowEnds();
  // Fed in small pieces, so quoted line breaks cross chunk boundaries.
  const out = collect(ends);
  for (let i = 0; i < body.length; i += 7) ends.write(body.subarray(i, i + 7));
  ends.end();
  const head = Buffer.from(csvHead(REPORT_COLUMNS[type].map((c) => c.header)));
  return Buffer.concat([head, await out]);
}

const CASES: [ReportType, AnyReportFilters][] = [
  ['machines', {}],
  ['machines', { status: 'ASSIGNED' }],
  ['machines', { type: 'POS', manufacturer: "O'Brien's \\ back\\slash \\N" }],
  ['machines', { manufacturer: "x'); DROP TABLE machines; --" }],
  ['machines', { manufacturer: 'श्री गणेश मोबाइल' }],
  ['machines', { manufacturer: "'; SELECT pg_sleep(10); --" }],
  ['machines', { manufacturer: "\\'; DROP TABLE machines; --" }],
  ['machines', { dateFrom: '2020-01-01', dateTo: '2099-12-31' }],
  ['machines', { dateFrom: '2099-01-01' }],
  ['assignments', {}],
  ['assignments', { status: 'ACTIVE' }],
  ['distributors', {}],
  ['distributors', { city: 'Ahmedabad' }],
  ['distributors', { city: '$1', state: "E'\\x27'" }],
  ['distributors', { status: 'INACTIVE' }],
  ['retailers', {}],
  ['retailers', { city: 'Surat', status: 'ACTIVE' }],
  ['receivables', { today }],
  ['receivables', { today, minOutstandingPaise: 40_000 }],
  ['receivables', { today: '2027-01-01' }],
  ['invoice-register', {}],
  ['invoice-register', { status: 'PARTIALLY_PAID', dateFrom: '2026-09-01' }],
  ['credit-note-register', {}],
  ['credit-note-register', { dateTo: '2026-10-31' }],
  ['refund-voucher-register', {}],
  ['refund-voucher-register', { status: 'ISSUED' }],
  ['payment-register', {}],
  ['payment-register', { dateFrom: '2026-10-01', dateTo: '2026-10-31' }],
  ['tds-register', {}],
  ['tds-register', { status: 'PARTIALLY_PAID', dateFrom: '2026-10-01', dateTo: '2026-12-31' }],
];

describe(`CSV by COPY = CSV by the JS writer (${onPostgres ? 'PostgreSQL' : 'PGlite /dev/blob'})`, () => {
  for (const [type, filters] of CASES) {
    it(`${type} ${JSON.stringify(filters)}: byte for byte`, async () => {
      const js = await byJs(type, principal(), filters);
      const copy = await byCopy(type, principal(), filters);
      expect(copy.toString('utf8')).toBe(js.toString('utf8'));
      expect(copy.equals(js)).toBe(true);
    });
  }

  it('has rows to compare: hostile cells came through, neutralised', async () => {
    const js = (await byJs('machines', principal(), {})).toString('utf8');
    expect(js.startsWith('\uFEFFID,Serial Number,')).toBe(true);
    expect(js).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(js).toContain("'@SUM(A1)");
    expect(js).toContain('શ્રી ગણેશ મોબાઇલ');
    expect(js).toContain('"line one\r\nline two\n"');
    // A `;` locale splits cells at each `;`: every part is neutralised, the cell quoted.
    expect(js).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expect(js).toContain(`";'+1;'@a;'-b;'\tc;'\rd;e"`);
    expect(js).toContain(`"'=a;;'=b;'"`);
    expect(js).toContain(`"semi;colon"`);
    const [manufacturer] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM machines WHERE lower(manufacturer) = lower(${"O'Brien's \\ back\\slash \\N"})`,
    );
    expect(manufacturer!.n).toBeGreaterThan(0);
    const filtered = await byCopy('machines', principal(), {
      manufacturer: "O'Brien's \\ back\\slash \\N",
    });
    // header + the matching rows (each quoted value has no line break here)
    expect(filtered.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + manufacturer!.n);
    const [{ n }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM machines`,
    )) as [{ n: number }];
    expect(n).toBe(HOSTILE.length);

    // The ageing: a line per distributor, amounts in rupees (the first invoice 1 paisa paid).
    const ageing = (await byCopy('receivables', principal(), { today })).toString('utf8');
    const lines = csvTable(ageing);
    expect(lines).toHaveLength(1 + distributorIds.length);
    // The registers: a line per document (every other statement bore TDS), hostile reasons
    // and references neutralised.
    const lineCount = async (type: ReportType) =>
      csvTable((await byCopy(type, principal(), {})).toString('utf8')).length;
    expect(await lineCount('credit-note-register')).toBe(1 + distributorIds.length);
    expect(await lineCount('payment-register')).toBe(1 + distributorIds.length);
    expect(await lineCount('tds-register')).toBe(1 + distributorIds.length / 2);
    const notes = (await byCopy('credit-note-register', principal(), {})).toString('utf8');
    expect(notes).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]!.slice(4)).toEqual([
      ...['100.04', '0.00', '0.00', '0.00', '0.00'],
      // Its credits: the credit note's ₹10.07, the refund voucher's ₹1,500 and the statement's
      // net ₹14,700 less ₹100 paid out (its payment was reversed); the net.
      '-16110.07',
      '-16010.03',
    ]);
  });

  it('scopes a distributor and a retailer the same way', async () => {
    const d = distributorIds[0]!;
    const [r] = await readRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM retailers WHERE distributor_id = ${d} ORDER BY id LIMIT 1`,
    );
    for (const p of [
      principal({ role: 'distributor', distributorId: d }),
      principal({ role: 'retailer', retailerId: r!.id }),
      principal({ role: 'distributor', distributorId: null }),
    ]) {
      for (const type of [
        'machines',
        'assignments',
        'distributors',
        'retailers',
        'receivables',
        'invoice-register',
        'credit-note-register',
        'refund-voucher-register',
        'payment-register',
        'tds-register',
      ] as const) {
        const js = await byJs(type, p, { today });
        expect((await byCopy(type, p, { today })).equals(js)).toBe(true);
      }
    }
    const own = (
      await byCopy('machines', principal({ role: 'distributor', distributorId: d }), {})
    ).toString('utf8');
    const all = (await byCopy('machines', principal(), {})).toString('utf8');
    expect(own.length).toBeGreaterThan(csvHead(['x']).length);
    expect(own.length).toBeLessThan(all.length);
  });
});

describe('the COPY path is only taken on PostgreSQL', () => {
  it(onPostgres ? 'finds the pg pool' : 'finds no pool on PGlite', () => {
    expect(Boolean(pgPoolOf(t.database.db))).toBe(onPostgres);
  });
});
