import {
  MACHINE_IMPORT_COLUMNS,
  MACHINE_IMPORT_EXAMPLES,
  MACHINE_IMPORT_TEMPLATE_COLUMNS,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { countOf } from '../../../test/factories/parties';
import { useProvider, useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

type Auth = { authorization: string };

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const provider = useProvider(t);

const HEADER = MACHINE_IMPORT_COLUMNS.join(',');

/** The two errors of a value standing on rows a and b of one file: each row names the other. */
const repeatedInFile = (column: string, label: string, a: number, b: number) =>
  [
    [a, b],
    [b, a],
  ].map(([row, other]) => ({
    row,
    column,
    code: 'repeated_in_file',
    params: { rows: [other] },
    message: `${label} appears more than once in the file (also on row ${other})`,
  }));

/** The error of a row whose serial number the database already holds. */
const serialTaken = (row: number) => ({
  row,
  column: 'serialNumber',
  code: 'serial_taken',
  message: 'Serial number already exists',
});

const importCsv = (csv: string, dryRun?: boolean, auth: Auth = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/machines/import',
    headers: auth,
    payload: dryRun === undefined ? { csv } : { csv, dryRun },
  });

/** The file as the body, streamed (Content-Type: text/csv); options in the query. */
const uploadCsv = (csv: string, query = '', auth: Auth = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/machines/import${query}`,
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });

const importBody = (payload: Record<string, unknown>, auth: Auth = admin) =>
  t.app.inject({ method: 'POST', url: '/api/machines/import', headers: auth, payload });

const count = (table: 'machines' | 'audit_log') => countOf(t.database, table);

const machineBySerial = (serial: string) =>
  readRows<Record<string, unknown>>(
    t.database.db,
    sql`SELECT * FROM machines WHERE serial_number = ${serial}`,
  );

/** Good and bad rows; the comments give the file's row numbers (header = 1). */
async function mixedFile() {
  const existing = await createMachine(t.database, { serviceProviderId: provider.id });
  const u = Date.now();
  const lines = [
    HEADER,
    `IMP-${u}-1,Telering T-300,Telering,POS,,,,111,T-${u}-1,,no,${provider.id}`, // 2 good
    `IMP-${u}-2,Telering T-300,Telering,PRINTER,,,,,,,,${provider.id}`, // 3 bad type
    `,Everlife Vox 2,Everlife,SOUNDBOX,,,,,,,,${provider.id}`, // 4 missing serial
    `IMP-${u}-DUP,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 5 duplicate in the file
    `IMP-${u}-DUP,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 6 duplicate in the file
    `${existing.serialNumber},Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 7 in the database
    `IMP-${u}-7,Telering T-300,Telering,POS,,,,,,,,999999`, // 8 unknown provider
    `IMP-${u}-8,"Vox ""Mini"", 4G",Everlife,SOUNDBOX,MAINTENANCE,B2C,"O'Brien, Stores",,,upi://imp${u},Yes,${provider.id}`, // 9 good
  ];
  return { csv: lines.join('\n') + '\n', u, existing };
}

describe('POST /api/machines/import', () => {
  it('dry run: reports every bad row and column and writes nothing', async () => {
    const { csv, u } = await mixedFile();
    const machinesBefore = await count('machines');
    const auditBefore = await count('audit_log');
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      total: 8,
      valid: 2,
      invalid: 6,
      imported: 0,
      errors: [
        {
          row: 3,
          column: 'type',
          code: 'invalid_value',
          params: { options: ['POS', 'SOUNDBOX'] },
          message: 'Must be one of: POS, SOUNDBOX',
        },
        { row: 4, column: 'serialNumber', code: 'required', message: 'This column is required' },
        ...repeatedInFile('serialNumber', 'Serial number', 5, 6),
        serialTaken(7),
        {
          row: 8,
          column: 'serviceProviderId',
          code: 'provider_not_found',
          params: { id: 999999 },
          message: 'Service provider 999999 not found',
        },
      ],
      errorCount: 6,
      errorCounts: {
        invalid_value: 1,
        required: 1,
        repeated_in_file: 2,
        serial_taken: 1,
        provider_not_found: 1,
      },
      errorsTruncated: false,
    });
    expect(await count('machines')).toBe(machinesBefore);
    expect(await count('audit_log')).toBe(auditBefore);
    expect(await machineBySerial(`IMP-${u}-1`)).toEqual([]);
  });

  it('takes the provider chosen for the import for rows that do not name one', async () => {
    const other = (await createProvider(t.database)).id;
    const u = Date.now();
    const head = MACHINE_IMPORT_TEMPLATE_COLUMNS.join(',');
    const withoutColumn = `${head}\nPRV-${u}-1,Telering T-300,Telering,POS,,,,,,,no,,\n`;
    const chosen = await importBody({
      csv: withoutColumn,
      dryRun: false,
      serviceProviderId: provider.id,
    });
    expect(chosen.json()).toMatchObject({ imported: 1, errors: [] });
    expect((await machineBySerial(`PRV-${u}-1`))[0]).toMatchObject({
      service_provider_id: provider.id,
    });

    // A file with the column still works: a filled cell names its row's provider.
    const withColumn = [
      HEADER,
      `PRV-${u}-2,Telering T-300,Telering,POS,,,,,,,,${other}`,
      `PRV-${u}-3,Telering T-300,Telering,POS,,,,,,,,`,
    ].join('\n');
    const mixed = await importBody({
      csv: withColumn,
      dryRun: false,
      serviceProviderId: provider.id,
    });
    expect(mixed.json()).toMatchObject({ imported: 2, errors: [] });
    expect((await machineBySerial(`PRV-${u}-2`))[0]).toMatchObject({ service_provider_id: other });
    expect((await machineBySerial(`PRV-${u}-3`))[0]).toMatchObject({
      service_provider_id: provider.id,
    });

    // Neither: the row says what to do, in words for a person.
    const none = await importCsv(`${head}\nPRV-${u}-4,Telering T-300,Telering,POS,,,,,,,,,`);
    expect(none.json().errors).toEqual([
      {
        row: 2,
        column: 'serviceProviderId',
        code: 'required',
        message: 'Choose the service provider for the import, or fill this column',
      },
    ]);
  });

  it("the template's example rows are valid as they are", async () => {
    const lines = [
      MACHINE_IMPORT_TEMPLATE_COLUMNS.join(','),
      ...MACHINE_IMPORT_EXAMPLES.map((row) =>
        MACHINE_IMPORT_TEMPLATE_COLUMNS.map((c) => row[c] ?? '').join(','),
      ),
    ];
    const res = await importBody({ csv: lines.join('\r\n'), serviceProviderId: provider.id });
    expect(res.json()).toMatchObject({ dryRun: true, total: 2, valid: 2, errors: [] });
  });

  it('words schema issues for a person, never in the schema library wording', async () => {
    const u = Date.now();
    const res = await importCsv(
      `${HEADER}\nIMP-${u}-W,Telering T-300,Telering,POS,BROKEN,B2X,,,,,,${provider.id}\nab,${'m'.repeat(101)},Telering,POS,,,,,,,,${provider.id}`,
    );
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual([
      'Must be one of: AVAILABLE, MAINTENANCE, RETIRED',
      'Must be one of: B2B, B2C',
      'Too short: at least 3 characters',
      'Too long: at most 100 characters',
    ]);
    expect(messages.join(' ')).not.toMatch(/Invalid|expected/);
  });

  it('dryRun defaults to true', async () => {
    const { csv } = await mixedFile();
    const before = await count('machines');
    const res = await importCsv(csv);
    expect(res.json()).toMatchObject({ dryRun: true, imported: 0, valid: 2 });
    expect(await count('machines')).toBe(before);
  });

  it('real import: writes only the valid rows, each with a machine.imported entry', async () => {
    const { csv, u } = await mixedFile();
    const before = await count('machines');
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: false,
      total: 8,
      valid: 2,
      invalid: 6,
      imported: 2,
    });
    expect(res.json().errors).toHaveLength(6);
    expect(await count('machines')).toBe(before + 2);
    const [first] = await machineBySerial(`IMP-${u}-1`);
    expect(first).toMatchObject({
      model: 'Telering T-300',
      machine_type: 'POS',
      status: 'AVAILABLE',
      mid: '111',
      tid: `T-${u}-1`,
      qr_code: null,
      partner: null,
      has_standee: false,
      service_provider_id: provider.id,
    });
    const [last] = await machineBySerial(`IMP-${u}-8`);
    expect(last).toMatchObject({
      model: 'Vox "Mini", 4G',
      manufacturer: 'Everlife',
      machine_type: 'SOUNDBOX',
      status: 'MAINTENANCE',
      partner_type: 'B2C',
      partner: "O'Brien, Stores",
      mid: null,
      qr_code: `upi://imp${u}`,
      has_standee: true,
    });
    for (const bad of ['2', 'DUP', '7'])
      expect(await machineBySerial(`IMP-${u}-${bad}`)).toEqual([]);
    const log = await readRows<{
      action: string;
      actor_name: string;
      details: unknown;
      after: unknown;
    }>(
      t.database.db,
      sql`SELECT action, actor_name, details, after FROM audit_log
          WHERE entity_type = 'machine' AND entity_id IN (${first!.id as number}, ${last!.id as number})
          ORDER BY entity_id`,
    );
    expect(log).toEqual([
      {
        action: 'machine.imported',
        actor_name: admin.user.name,
        details: { import: true },
        after: expect.objectContaining({ serialNumber: `IMP-${u}-1` }),
      },
      {
        action: 'machine.imported',
        actor_name: admin.user.name,
        details: { import: true },
        after: expect.objectContaining({ serialNumber: `IMP-${u}-8` }),
      },
    ]);
    // Importing the same file again: its good rows are now duplicates of the database.
    const again = (await importCsv(csv, false)).json();
    expect(again).toMatchObject({ imported: 0, valid: 0 });
    expect(again.errors).toContainEqual(serialTaken(2));
    expect(again.errors).toContainEqual({
      row: 2,
      column: 'tid',
      code: 'tid_taken',
      message: 'TID already exists',
    });
  });

  it('reports every bad cell of a row, and TID / QR code duplicates', async () => {
    const taken = await createMachine(t.database, {
      serviceProviderId: provider.id,
      tid: `TK-${Date.now()}`,
    });
    const csv = [
      HEADER,
      `BAD-1,,Telering,FAX,ASSIGNED,B2Z,,,,,maybe,abc,,,extra`,
      `BAD-2,M,Telering,POS,,,,,${taken.tid},QR-SAME,,${provider.id}`,
      `BAD-3,M,Telering,POS,,,,,,QR-SAME,,${provider.id}`,
    ].join('\r\n');
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, valid: 0, invalid: 3 });
    expect(
      body.errors.map((e: { row: number; column: string; code: string }) => [
        e.row,
        e.column,
        e.code,
      ]),
    ).toEqual([
      [2, '', 'no_column'],
      [2, 'model', 'required'],
      [2, 'type', 'invalid_value'],
      [2, 'status', 'invalid_value'],
      [2, 'partnerType', 'invalid_value'],
      [2, 'hasStandee', 'not_yes_no'],
      [2, 'serviceProviderId', 'not_an_id'],
      [3, 'tid', 'tid_taken'],
      [3, 'qrCode', 'repeated_in_file'],
      [4, 'qrCode', 'repeated_in_file'],
    ]);
    expect(body.errors[0].params).toEqual({ cell: 15 });
    expect(body.errors[3].params).toEqual({ options: ['AVAILABLE', 'MAINTENANCE', 'RETIRED'] });
    expect(body.errors[0].message).toBe('Cell 15 has no column in the header');
    expect(body.errors[1].message).toBe('This column is required');
    expect(body.errors[5].message).toBe('Must be true, false, yes, no, 1 or 0');
    expect(body.errors[7].message).toBe('TID already exists');
    expect(body.errors[8].message).toMatch(/QR code appears more than once.*row 4/);
  });

  it('accepts a BOM, CRLF, any header case and column order, blank lines and true/false/1/0', async () => {
    const u = Date.now();
    const csv =
      '\uFEFFSERVICEPROVIDERID,SerialNumber,model,Manufacturer,TYPE,hasstandee,\r\n' +
      `${provider.id},CASE-${u}-1,T-300,Telering,POS,TRUE\r\n` +
      '\r\n' +
      `${provider.id},CASE-${u}-2,T-300,Telering,POS,0\r\n` +
      `${provider.id},CASE-${u}-3,T-300,Telering,SOUNDBOX,\r\n` +
      `${provider.id},,T-300,Telering,SOUNDBOX,1\r\n`;
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    // The blank line keeps its number: the serial-less row is the file's row 6.
    expect(res.json()).toEqual({
      dryRun: false,
      total: 4,
      valid: 3,
      invalid: 1,
      imported: 3,
      errors: [
        { row: 6, column: 'serialNumber', code: 'required', message: 'This column is required' },
      ],
      errorCount: 1,
      errorCounts: { required: 1 },
      errorsTruncated: false,
    });
    const flags = await readRows<{ has_standee: boolean }>(
      t.database.db,
      sql`SELECT has_standee FROM machines WHERE serial_number LIKE ${`CASE-${u}-%`} ORDER BY serial_number`,
    );
    expect(flags.map((f) => f.has_standee)).toEqual([true, false, false]);
  });

  it('imports an uploaded text/csv file set-based, with an audit entry each', async () => {
    const u = Date.now();
    const lines = [HEADER];
    for (let i = 0; i < 3_000; i++) {
      lines.push(`BULK-${u}-${i},T-300,Telering,POS,,,,,TID-${u}-${i},,,${provider.id}`);
    }
    const before = await count('audit_log');
    const res = await uploadCsv(lines.join('\n'), '?dryRun=false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: false,
      total: 3_000,
      valid: 3_000,
      imported: 3_000,
      errors: [],
      errorCount: 0,
      errorCounts: {},
      errorsTruncated: false,
    });
    const imported = await readRows<{ n: number; tids: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT tid)::int AS tids FROM machines
          WHERE serial_number LIKE ${`BULK-${u}-%`}`,
    );
    expect(imported[0]).toEqual({ n: 3_000, tids: 3_000 });
    expect(await count('audit_log')).toBe(before + 3_000);
    // The imported entry keeps the same snapshot as an entry of a machine created by hand.
    const created = await send(t, admin, 'POST', '/api/machines', {
      serialNumber: `HAND-${u}`,
      model: 'M',
      manufacturer: 'Telering',
      type: 'POS',
      serviceProviderId: provider.id,
    });
    const [importedEntry, createdEntry] = await readRows<{ after: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT after FROM audit_log WHERE entity_type = 'machine' AND entity_id IN (
            (SELECT id FROM machines WHERE serial_number = ${`BULK-${u}-7`}),
            ${created.json().machine.id as number})
          ORDER BY id`,
    );
    expect(Object.keys(importedEntry!.after).sort()).toEqual(
      Object.keys(createdEntry!.after).sort(),
    );
    expect(importedEntry!.after).toMatchObject({
      serialNumber: `BULK-${u}-7`,
      tid: `TID-${u}-7`,
      hasStandee: false,
      status: 'AVAILABLE',
      serviceProviderId: provider.id,
      distributorId: null,
    });
  });

  it.each([
    [
      `serialNumber,model,manufacturer,type,colour,serviceProviderId\nA,B,C,POS,red,1`,
      /Unknown columns: colour/,
    ],
    [`serialNumber,model,type\nA,B,POS`, /Missing required columns: manufacturer\. /],
    [`${HEADER},serialnumber\n`, /Repeated columns: serialNumber/],
    [HEADER, /no data rows/],
    [`${HEADER}\n\n\n`, /no data rows/],
    [`${HEADER}\n"unclosed,x`, /could not be read: Row 2: a quoted field is never closed/],
    ['\n\n', /no header row/],
  ])('refuses an unusable file with 400 naming the problem (%#)', async (csv, message) => {
    const before = await count('machines');
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await count('machines')).toBe(before);
  });

  it('answers the first 1,000 errors of a large bad file and the count of all, by code', async () => {
    // 1,500 rows, each with a bad type and an unreadable standee flag: 3,000 errors.
    const u = Date.now();
    const lines = [HEADER];
    for (let i = 0; i < 1_500; i++) {
      lines.push(`BADBULK-${u}-${i},Telering T-300,Telering,PHONE,,,,,,,maybe,${provider.id}`);
    }
    const csv = lines.join('\n');
    for (const dryRun of [true, false]) {
      const before = await count('machines');
      const res = await uploadCsv(csv, `?dryRun=${dryRun}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(250_000);
      const body = res.json();
      expect(body).toMatchObject({
        dryRun,
        total: 1_500,
        valid: 0,
        invalid: 1_500,
        imported: 0,
        errorCount: 3_000,
        errorCounts: { invalid_value: 1_500, not_yes_no: 1_500 },
        errorsTruncated: true,
      });
      expect(body.errors).toHaveLength(1000);
      // The first errors in row order: rows 2 to 501, type then hasStandee.
      expect(body.errors[0]).toMatchObject({ row: 2, column: 'type', code: 'invalid_value' });
      expect(body.errors[1]).toMatchObject({ row: 2, column: 'hasStandee', code: 'not_yes_no' });
      expect(body.errors[999]).toMatchObject({ row: 501, column: 'hasStandee' });
      expect(await count('machines')).toBe(before);
    }
  });

  it('text/csv: a dry run by default, the chosen provider from the query, per-row errors by code', async () => {
    const { csv, u } = await mixedFile();
    // Every row but the one naming provider 999999 leaves the provider to the import's choice.
    const noProvider = csv.split(`,${provider.id}\n`).join(',\n');
    const before = await count('machines');
    const res = await uploadCsv(noProvider, `?serviceProviderId=${provider.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, total: 8, valid: 2, invalid: 6, imported: 0 });
    expect(body.errorCounts).toEqual({
      invalid_value: 1,
      required: 1,
      repeated_in_file: 2,
      serial_taken: 1,
      provider_not_found: 1,
    });
    expect(body.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'invalid_value'],
      [4, 'required'],
      [5, 'repeated_in_file'],
      [6, 'repeated_in_file'],
      [7, 'serial_taken'],
      [8, 'provider_not_found'],
    ]);
    expect(await count('machines')).toBe(before);
    const real = await uploadCsv(noProvider, `?serviceProviderId=${provider.id}&dryRun=false`);
    expect(real.json()).toMatchObject({ dryRun: false, imported: 2 });
    const [good] = await machineBySerial(`IMP-${u}-1`);
    expect(good).toMatchObject({ service_provider_id: provider.id, tid: `T-${u}-1` });
  });

  it('text/csv: takes a charset; refuses an unreadable file, a NUL and bad options with 400, writing nothing', async () => {
    const before = await count('machines');
    const broken = await uploadCsv(
      `${HEADER}\nA-1,M,T,POS,,,,,,,,${provider.id}\n"unclosed,x`,
      '?dryRun=false',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'csv_unreadable' });
    expect(broken.json().error).toMatch(/Row 3: a quoted field is never closed/);
    const nul = await uploadCsv(
      `${HEADER}\nA-2,M\u0000,T,POS,,,,,,,,${provider.id}`,
      '?dryRun=false',
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('invalid_character');
    const charset = await t.app.inject({
      method: 'POST',
      url: '/api/machines/import',
      headers: { ...admin.auth, 'content-type': 'text/csv; charset=utf-8' },
      payload: `${HEADER}\nA-4,M,T,POS,,,,,,,,${provider.id}`,
    });
    expect(charset.json()).toMatchObject({ dryRun: true, total: 1, valid: 1 });
    const options = await uploadCsv(
      `${HEADER}\nA-3,M,T,POS,,,,,,,,${provider.id}`,
      '?dryRun=maybe',
    );
    expect(options.statusCode).toBe(400);
    expect(await count('machines')).toBe(before);
  });

  it('refuses a CSV over 5 MB (400) and a body over 6 MB (413)', async () => {
    const big = await importCsv(`${HEADER}\n${'x'.repeat(5.5 * 1024 * 1024)}`, true);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatch(/larger than 5 MB/);
    const huge = await importCsv(`${HEADER}\n${'x'.repeat(7 * 1024 * 1024)}`, true);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'The request body is too large',
      code: 'body_too_large',
    });
  });

  it('is for admins only and refuses bad bodies', async () => {
    expect((await importCsv(`${HEADER}\n`, true, distributor)).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/machines/import',
      payload: { csv: HEADER },
    });
    expect(anon.statusCode).toBe(401);
    for (const payload of [{}, { csv: '' }, { csv: HEADER, dryRun: 'no' }, { csv: 1 }]) {
      const res = await send(t, admin, 'POST', '/api/machines/import', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('import: serial numbers, TIDs and QR codes unique ignoring case', () => {
  it('refuses case variants of the database and inside the file, in a dry run and for real', async () => {
    const u = Date.now();
    const existing = await createMachine(t.database, {
      serviceProviderId: provider.id,
      serialNumber: `CASE-${u}-a`,
      tid: `TID-${u}-a`,
      qrCode: `upi://case${u}`,
    });
    const lines = [
      HEADER,
      `case-${u}-A,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 2 the database's serial
      `CI-${u}-1,Telering T-300,Telering,POS,,,,,tid-${u}-A,,,${provider.id}`, // 3 the database's TID
      `CI-${u}-2,Everlife Vox,Everlife,SOUNDBOX,,,,,,UPI://CASE${u},,${provider.id}`, // 4 the database's QR
      `in-${u}-x,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 5 same serial as 6
      `IN-${u}-X,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 6
      `CI-${u}-3,Telering T-300,Telering,POS,,,,,t-${u}-b,,,${provider.id}`, // 7 same TID as 8
      `CI-${u}-4,Telering T-300,Telering,POS,,,,,T-${u}-B,,,${provider.id}`, // 8
      `CI-${u}-5,Telering T-300,Telering,POS,,,,,,,,${provider.id}`, // 9 good
    ];
    const csv = lines.join('\n');
    const expected = {
      total: 8,
      valid: 1,
      invalid: 7,
      errors: [
        serialTaken(2),
        { row: 3, column: 'tid', code: 'tid_taken', message: 'TID already exists' },
        { row: 4, column: 'qrCode', code: 'qr_taken', message: 'QR code already exists' },
        ...repeatedInFile('serialNumber', 'Serial number', 5, 6),
        ...repeatedInFile('tid', 'TID', 7, 8),
      ],
      errorCount: 7,
      errorCounts: { serial_taken: 1, tid_taken: 1, qr_taken: 1, repeated_in_file: 4 },
      errorsTruncated: false,
    };
    const dry = await importCsv(csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ dryRun: true, imported: 0, ...expected });
    const before = await count('machines');
    const real = await importCsv(csv, false);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({ dryRun: false, imported: 1, ...expected });
    expect(await count('machines')).toBe(before + 1);
    expect(await machineBySerial(existing.serialNumber)).toHaveLength(1);
  });
});
