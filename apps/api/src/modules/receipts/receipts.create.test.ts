import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMachine } from '../../../test/factories/machines';
import { useProvider, useTestApp } from '../../../test/use-app';
import { device, receiptKit, uniqueSerial } from '../../../test/kits/receipts';

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const k = receiptKit(t);
const provider = useProvider(t);

describe('POST /api/receipts: the expected list', () => {
  it('saves a receipt R-<id> with its JSON list; progress counts it', async () => {
    const serials = [uniqueSerial(), uniqueSerial(), uniqueSerial()];
    const res = await k.create(admin, provider.id, {
      items: serials.map((s, i) =>
        device(s, i === 0 ? { tid: `T-${s}`, imei: '490154203237518' } : {}),
      ),
    });
    expect(res.statusCode).toBe(201);
    const { receipt } = res.json();
    expect(receipt.receiptNumber).toBe(`R-${String(receipt.id).padStart(6, '0')}`);
    expect(receipt).toMatchObject({
      status: 'OPEN',
      reference: 'INV-2026-0042',
      receiptDate: '2026-11-20',
      serviceProvider: { id: provider.id },
      progress: { expected: 3, received: 0, missing: 3, unexpected: 0 },
    });
    const items = await k.call(admin, 'GET', `/api/receipts/${receipt.id}/items?pageSize=2`);
    expect(items.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(items.json().items.map((i: { serialNumber: string }) => i.serialNumber)).toEqual(
      serials.slice(0, 2),
    );
  });

  it('reads an uploaded or pasted CSV (any header case, type in any case)', async () => {
    const [a, b] = [uniqueSerial(), uniqueSerial()];
    const sim = `8991${String(Date.now()).padStart(15, '0')}`;
    const csv = `SerialNumber,TYPE,model,manufacturer,simNumber\n${a},pos,T-300,Telering,${sim}\n"${b}",soundbox,"Vox, 4G",Everlife,\n`;
    const res = await k.create(admin, provider.id, { csv });
    expect(res.statusCode).toBe(201);
    const items = (
      await k.call(admin, 'GET', `/api/receipts/${res.json().receipt.id}/items`)
    ).json().items;
    expect(items).toMatchObject([
      { serialNumber: a, type: 'POS', simNumber: sim },
      { serialNumber: b, type: 'SOUNDBOX', model: 'Vox, 4G', simNumber: null },
    ]);
  });

  it('takes a list of serials alone (one a line, no header) with the devices given in the request', async () => {
    const [a, b, c] = [uniqueSerial(), uniqueSerial(), uniqueSerial()];
    const devices = { type: 'SOUNDBOX', model: 'Vox', manufacturer: 'Everlife' };
    const pasted = await k.create(admin, provider.id, { csv: `${a}\r\n${b}\n\n`, ...devices });
    expect(pasted.statusCode, pasted.body).toBe(201);
    const items = (
      await k.call(admin, 'GET', `/api/receipts/${pasted.json().receipt.id}/items`)
    ).json().items;
    expect(items).toMatchObject([
      { lineNo: 1, serialNumber: a, type: 'SOUNDBOX', model: 'Vox', manufacturer: 'Everlife' },
      { lineNo: 2, serialNumber: b, type: 'SOUNDBOX', model: 'Vox', manufacturer: 'Everlife' },
    ]);
    const uploaded = await k.upload(admin, provider.id, `${c}\n`, {
      query: { ...devices, type: 'POS' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().receipt.progress).toMatchObject({ expected: 1 });
    // A list with a header keeps its own cells; the request's fill only what a row leaves empty.
    const mixed = await k.create(admin, provider.id, {
      csv: `serialNumber,model\n${uniqueSerial()},T-300\n${uniqueSerial()},\n`,
      ...devices,
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    const mixedItems = (
      await k.call(admin, 'GET', `/api/receipts/${mixed.json().receipt.id}/items`)
    ).json().items;
    expect(mixedItems.map((i: { model: string }) => i.model)).toEqual(['T-300', 'Vox']);
  });

  it('refuses serials alone without the devices, and a serial on two lines, by line', async () => {
    const before = await k.count('stock_receipts');
    const dup = uniqueSerial();
    const bare = await k.create(admin, provider.id, { csv: `${dup}\n${uniqueSerial()}\n` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('receipt_list_invalid');
    expect(bare.json().details.slice(0, 3)).toMatchObject([
      { path: 'rows.1.type', code: 'required' },
      { path: 'rows.1.model', code: 'required' },
      { path: 'rows.1.manufacturer', code: 'required' },
    ]);
    const twice = await k.create(admin, provider.id, {
      csv: `${dup}\n${uniqueSerial()}\n${dup}\n`,
      type: 'POS',
      model: 'T-300',
      manufacturer: 'Telering',
    });
    expect(
      twice.json().details.map((d: { path: string; code: string }) => `${d.path} ${d.code}`),
    ).toEqual(['rows.1.serialNumber repeated_in_list', 'rows.3.serialNumber repeated_in_list']);
    expect(await k.count('stock_receipts')).toBe(before);
  });

  it('refuses a bad list with an error per row and cell, and saves nothing', async () => {
    const taken = await createMachine(t.database, {
      serviceProviderId: provider.id,
      tid: `TID-${uniqueSerial()}`,
    });
    const dup = uniqueSerial();
    const before = await k.count('stock_receipts');
    const csv = [
      'serialNumber,type,model,manufacturer,tid',
      `${dup},POS,T-300,Telering,`, // 2: repeated serial
      `${dup.toLowerCase()},POS,T-300,Telering,`, // 3: the same serial in another case
      `${uniqueSerial()},PRINTER,T-300,Telering,`, // 4: unknown type
      `${taken.serialNumber},POS,T-300,Telering,`, // 5: serial already in stock
      `${uniqueSerial()},POS,T-300,Telering,${taken.tid}`, // 6: TID already in stock
      `${uniqueSerial()},POS,,Telering,`, // 7: no model
    ].join('\n');
    const res = await k.create(admin, provider.id, { csv });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('receipt_list_invalid');
    expect(body.params).toEqual({ errorCount: 6 });
    expect(body.details.map((d: { path: string; code: string }) => `${d.path} ${d.code}`)).toEqual([
      'rows.2.serialNumber repeated_in_list',
      'rows.3.serialNumber repeated_in_list',
      'rows.4.type invalid_value',
      'rows.5.serialNumber serial_taken',
      'rows.6.tid tid_taken',
      'rows.7.model required',
    ]);
    expect(await k.count('stock_receipts')).toBe(before);
  });

  it('refuses an empty list, a wrong header, an unknown provider and a list sent twice', async () => {
    expect((await k.create(admin, provider.id, { items: [] })).json().code).toBe(
      'receipt_list_empty',
    );
    expect(
      (
        await k.create(admin, provider.id, { csv: 'serialNumber,type,model,manufacturer\n\n' })
      ).json().code,
    ).toBe('receipt_list_empty');
    const header = await k.create(admin, provider.id, {
      csv: 'serial,colour,Serial,type\nA1,red,A1,POS\n',
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().code).toBe('csv_unreadable');
    // Each problem of the header its own detail, for the form's table of column and reason.
    expect(
      header.json().details.map((d: { path: string; code: string }) => [d.path, d.code]),
    ).toEqual([
      ['header.colour', 'unknown_field'],
      ['header.Serial', 'repeated_in_list'],
      ['header.model', 'required'],
      ['header.manufacturer', 'required'],
    ]);
    const noProvider = await k.create(admin, 999999, { items: [device(uniqueSerial())] });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().code).toBe('not_found');
    const both = await k.create(admin, provider.id, { items: [device(uniqueSerial())], csv: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('validation_failed');
  });

  it('replays the same answer for the same Idempotency-Key', async () => {
    const payload = {
      serviceProviderId: provider.id,
      reference: 'DSP-7',
      receiptDate: '2026-11-21',
      items: [device(uniqueSerial())],
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/receipts',
        headers: {
          authorization: admin.authorization,
          'idempotency-key': `rcpt-${uniqueSerial()}-key`,
        },
        payload,
      });
    const key = `rcpt-${uniqueSerial()}`;
    const again = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/receipts',
        headers: { authorization: admin.authorization, 'idempotency-key': key },
        payload,
      });
    const first = await again();
    const second = await again();
    expect(first.statusCode).toBe(201);
    expect(second.json().receipt.id).toBe(first.json().receipt.id);
    expect((await send()).statusCode).toBe(201);
  });

  it('takes an uploaded text/csv file past the old 50,000-device cap', {
    timeout: 180_000,
  }, async () => {
    const stamp = uniqueSerial('BIG');
    const lines = ['serialNumber,type,model,manufacturer'];
    for (let i = 0; i < 60_000; i++) lines.push(`${stamp}-${i},POS,T-300,Telering`);
    const res = await k.upload(admin, provider.id, lines.join('\n'));
    expect(res.statusCode).toBe(201);
    expect(res.json().receipt.progress).toMatchObject({ expected: 60_000, missing: 60_000 });
    const id = res.json().receipt.id;
    const last = await k.call(admin, 'GET', `/api/receipts/${id}/items?page=1200&pageSize=50`);
    expect(last.json().items.at(-1).serialNumber).toBe(`${stamp}-59999`);
    const scan = await k.scan(admin, id, `${stamp}-25000`);
    expect(scan.json()).toMatchObject({ result: 'received', progress: { received: 1 } });
    // Closed with one scanned: 59,999 missing, all in the discrepancy file (streamed in
    // batches), in list order.
    expect((await k.close(admin, id)).statusCode).toBe(200);
    const file = await k.call(admin, 'GET', `/api/receipts/${id}/discrepancies?format=csv`);
    const rows = file.body.trimEnd().split('\n');
    expect(rows).toHaveLength(1 + 59_999);
    expect(rows[1]).toContain(`"${stamp}-0","Missing"`);
    expect(rows.at(-1)).toContain(`"${stamp}-59999","Missing"`);
    expect(rows.some((l) => l.includes(`"${stamp}-25000"`))).toBe(false);
  });
});

describe('POST /api/receipts/upload: the list as a file', () => {
  it('saves the receipt from the query and the file, in file order', async () => {
    const [a, b] = [uniqueSerial(), uniqueSerial()];
    const res = await k.upload(
      admin,
      provider.id,
      `serial,machine_type,model,manufacturer,imei\n${b},soundbox,Vox,Everlife,490154203237518\n${a},POS,T-300,Telering,\n`,
      { query: { reference: 'DSP-9', notes: 'Two boxes' } },
    );
    expect(res.statusCode).toBe(201);
    const { receipt } = res.json();
    expect(receipt).toMatchObject({
      reference: 'DSP-9',
      notes: 'Two boxes',
      receiptDate: '2026-11-20',
      progress: { expected: 2, missing: 2 },
    });
    const items = (await k.call(admin, 'GET', `/api/receipts/${receipt.id}/items`)).json().items;
    expect(items).toMatchObject([
      { serialNumber: b, type: 'SOUNDBOX', imei: '490154203237518' },
      { serialNumber: a, type: 'POS', imei: null },
    ]);
  });

  it('refuses a bad file with its errors (the first 1,000, counted all) and saves nothing', async () => {
    const before = await k.count('stock_receipt_items');
    const lines = ['serialNumber,type,model,manufacturer'];
    for (let i = 0; i < 1_200; i++) lines.push(`${uniqueSerial()},PRINTER,T-300,Telering`);
    lines.push(`${uniqueSerial()},POS,T-300,Telering,extra`);
    const res = await k.upload(admin, provider.id, lines.join('\n'));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('receipt_list_invalid');
    expect(body.params).toEqual({ errorCount: 1_201 });
    expect(body.details).toHaveLength(1_000);
    expect(body.details[0]).toEqual({
      path: 'rows.2.type',
      code: 'invalid_value',
      message: 'Unknown type: use POS or SOUNDBOX',
    });
    expect(await k.count('stock_receipt_items')).toBe(before);
    const tooLong = await k.upload(
      admin,
      provider.id,
      `serialNumber,type,model,manufacturer,tid\nX,POS,T-300,Telering,${'9'.repeat(65)}\n`,
    );
    expect(tooLong.json().details).toEqual([
      {
        path: 'rows.2.serialNumber',
        code: 'too_small',
        message: 'Too short: at least 3 characters',
      },
      { path: 'rows.2.tid', code: 'too_big', message: 'Too long: at most 64 characters' },
    ]);
  });

  it('refuses a file without devices, a wrong header and a receipt without its reference', async () => {
    const empty = await k.upload(admin, provider.id, 'serialNumber,type,model,manufacturer\n\n');
    expect(empty.json().code).toBe('receipt_list_empty');
    expect((await k.upload(admin, provider.id, '')).json().code).toBe('receipt_list_empty');
    expect((await k.upload(admin, provider.id, 'serial,colour\nA1,red\n')).json().code).toBe(
      'csv_unreadable',
    );
    const noReference = await k.upload(
      admin,
      provider.id,
      `serial,type,model,manufacturer\nA1,POS,M,F\n`,
      {
        query: { reference: ' ' },
      },
    );
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().code).toBe('validation_failed');
  });

  it('replays the same file under the same Idempotency-Key; another file under it is a 409', async () => {
    const key = `rcpt-${uniqueSerial()}`;
    const csv = `serialNumber,type,model,manufacturer\n${uniqueSerial()},POS,T-300,Telering\n`;
    const first = await k.upload(admin, provider.id, csv, { key });
    const second = await k.upload(admin, provider.id, csv, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().receipt.id).toBe(first.json().receipt.id);
    const other = await k.upload(
      admin,
      provider.id,
      `serialNumber,type,model,manufacturer\n${uniqueSerial()},POS,T-300,Telering\n`,
      { key },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    const otherReference = await k.upload(admin, provider.id, csv, {
      key,
      query: { reference: 'B-2' },
    });
    expect(otherReference.json().code).toBe('idempotency_key_reused');
    expect(await k.count('stock_receipts', sql`reference = 'B-2'`)).toBe(0);
  });

  it('is for admins only', async () => {
    const res = await k.upload(distributor, provider.id, 'serialNumber\n');
    expect(res.statusCode).toBe(403);
  });
});
