import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useProvider, useTestApp } from '../../../test/use-app';
import { device, receiptKit, uniqueSerial } from '../../../test/kits/receipts';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const k = receiptKit(t);
const provider = useProvider(t);

describe('a scan sent again with its Idempotency-Key (queued offline, its answer lost)', () => {
  it('replays the first answer: received once, one scan recorded', async () => {
    const serial = uniqueSerial('IK');
    const id = (await k.create(admin, provider.id, { items: [device(serial)] })).json().receipt.id;
    const once = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/receipts/${id}/scans`,
        headers: { ...admin.auth, 'idempotency-key': `scan-${serial}` },
        payload: { serialNumber: serial },
      });
    const first = await once();
    const again = await once();
    expect(first.json()).toMatchObject({ result: 'received', progress: { received: 1 } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await k.count('audit_log', sql`action = 'receipt.scanned' AND entity_id = ${id}`)).toBe(
      1,
    );
  });
});

describe('a pasted list scanned in one call', () => {
  const [a, b, c] = [uniqueSerial('PB'), uniqueSerial('PB'), uniqueSerial('PB')];
  const stray = uniqueSerial('PX');
  let id = 0;
  beforeAll(async () => {
    id = (await k.create(admin, provider.id, { items: [a, b, c].map((x) => device(x)) })).json()
      .receipt.id;
    await k.scan(admin, id, b);
  });

  it('answers each serial as its own scan would, in the list order, with the counts', async () => {
    const list = [c, stray, b, ` ${a.toLowerCase()} `, stray.toLowerCase()];
    const answer = await k.scanBatch(admin, id, list, `batch-${id}`);
    expect(answer.statusCode).toBe(200);
    const { scans, progress } = answer.json();
    expect(scans.map((s: { result: string }) => s.result)).toEqual([
      'received',
      'unexpected',
      'duplicate',
      'received',
      'duplicate',
    ]);
    expect(scans.map((s: { item: { serialNumber: string } }) => s.item.serialNumber)).toEqual([
      c,
      stray,
      b,
      a,
      stray,
    ]);
    expect(progress).toEqual({ expected: 3, received: 3, missing: 0, unexpected: 1 });
    const scanned = sql`action = 'receipt.scanned' AND entity_id = ${id}`;
    expect(await k.count('audit_log', scanned)).toBe(3);
    expect(
      await k.count('audit_log', sql`action = 'receipt.unexpected_scanned' AND entity_id = ${id}`),
    ).toBe(1);

    // Sent again with its key (the answer was lost): the same answer, nothing recorded twice.
    const again = await k.scanBatch(admin, id, list, `batch-${id}`);
    expect(again.json()).toEqual(answer.json());
    expect(await k.count('audit_log', scanned)).toBe(3);
  });

  it('refuses the whole list when one serial is malformed or there are more than 1000', async () => {
    const other = uniqueSerial('PB');
    expect((await k.scanBatch(admin, id, [other, 'no spaces allowed'])).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, n) => `PBX-${n}`);
    expect((await k.scanBatch(admin, id, many)).statusCode).toBe(400);
    expect((await k.scanBatch(admin, id, [])).statusCode).toBe(400);
    const { receipt } = (await k.call(admin, 'GET', `/api/receipts/${id}`)).json();
    expect(receipt.progress.unexpected).toBe(1);
  });

  it('answers 409 receipt_closed once the receipt is closed, recording nothing', async () => {
    expect((await k.close(admin, id)).statusCode).toBe(200);
    const late = await k.scanBatch(admin, id, [uniqueSerial('PX')]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('receipt_closed');
    expect(await k.count('stock_receipt_items', sql`receipt_id = ${id}`)).toBe(4);
  });
});

describe('scans, close and decisions', () => {
  let id = 0;
  const s = Array.from({ length: 5 }, () => uniqueSerial('SC'));
  const stray = uniqueSerial('UX');

  beforeAll(async () => {
    id = (
      await k.create(admin, provider.id, { items: s.map((x) => device(x, { tid: `T${x}` })) })
    ).json().receipt.id;
  });

  it('answers received, duplicate and unexpected with the item and live counts', async () => {
    const first = await k.scan(admin, id, ` ${s[0]!.toLowerCase()} `);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      result: 'received',
      item: { serialNumber: s[0], state: 'RECEIVED' },
      progress: { expected: 5, received: 1, missing: 4, unexpected: 0 },
    });
    expect((await k.scan(admin, id, s[0]!)).json().result).toBe('duplicate');
    const unexpected = await k.scan(admin, id, stray);
    expect(unexpected.json()).toMatchObject({
      result: 'unexpected',
      item: { serialNumber: stray, state: 'UNEXPECTED', expected: false, lineNo: 6 },
      progress: { expected: 5, received: 1, missing: 4, unexpected: 1 },
    });
    expect((await k.scan(admin, id, stray)).json().result).toBe('duplicate');
    expect((await k.scan(admin, id, s[1]!)).json().progress.received).toBe(2);
    const bad = await k.scan(admin, id, 'no spaces allowed');
    expect(bad.statusCode).toBe(400);
  });

  it('filters the items by state and finds them by serial', async () => {
    const received = await k.call(admin, 'GET', `/api/receipts/${id}/items?state=RECEIVED`);
    expect(received.json().total).toBe(2);
    const found = await k.call(admin, 'GET', `/api/receipts/${id}/items?search=${s[3]}`);
    expect(found.json().items).toHaveLength(1);
  });

  it('refuses decisions while open', async () => {
    const item = (await k.call(admin, 'GET', `/api/receipts/${id}/items?state=UNEXPECTED`)).json()
      .items[0];
    const res = await k.call(admin, 'POST', `/api/receipts/${id}/items/${item.id}/resolution`, {
      resolution: 'REJECTED',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('receipt_not_closed');
  });

  it('refuses the close naming serials that became machines elsewhere', async () => {
    const clash = uniqueSerial('CL');
    const other = (await k.create(admin, provider.id, { items: [device(clash)] })).json().receipt
      .id;
    await k.scan(admin, other, clash);
    await createMachine(t.database, { serviceProviderId: provider.id, serialNumber: clash });
    const res = await k.close(admin, other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'receipt_serials_taken',
      params: { serials: [clash] },
    });
    expect((await k.call(admin, 'GET', `/api/receipts/${other}`)).json().receipt.status).toBe(
      'OPEN',
    );
  });

  it('closes in one go: received become AVAILABLE machines of the provider with history', async () => {
    const before = (
      await k.call(admin, 'GET', `/api/machines?serviceProviderId=${provider.id}&pageSize=1`)
    ).json().stats;
    const res = await k.close(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().receipt).toMatchObject({
      status: 'CLOSED',
      closedBy: { name: expect.any(String) },
      progress: { expected: 5, received: 2, missing: 3, unexpected: 1 },
      unresolved: 4,
    });
    const made = await k.machinesOf([s[0]!, s[1]!]);
    expect(made.map((m) => [m.status, m.provider])).toEqual([
      ['AVAILABLE', provider.id],
      ['AVAILABLE', provider.id],
    ]);
    expect(await k.machinesOf([s[2]!, stray])).toEqual([]);
    const after = (
      await k.call(admin, 'GET', `/api/machines?serviceProviderId=${provider.id}&pageSize=1`)
    ).json().stats;
    expect(after.available).toBe(before.available + 2);
    expect(after.total).toBe(before.total + 2);
    const history = (
      await k.call(admin, 'GET', `/api/reports/machine-history/${made[0]!.id}`)
    ).json().history;
    const receiptNumber = res.json().receipt.receiptNumber;
    expect(history).toMatchObject([
      {
        action: 'machine.received',
        details: { receiptId: id, receiptNumber },
        after: { status: 'AVAILABLE' },
      },
    ]);
    const linked = (await k.call(admin, 'GET', `/api/receipts/${id}/items?state=RECEIVED`)).json()
      .items;
    expect(linked.map((i: { machineId: number }) => i.machineId).sort()).toEqual(
      made.map((m) => m.id).sort(),
    );
  });

  it('is read-only once closed: scan and close answer 409 receipt_closed', async () => {
    const scan = await k.scan(admin, id, s[4]!);
    expect(scan.statusCode).toBe(409);
    expect(scan.json().code).toBe('receipt_closed');
    const close = await k.close(admin, id);
    expect(close.statusCode).toBe(409);
    expect(close.json().code).toBe('receipt_closed');
  });

  it('decides: unexpected added (needs details) or rejected; missing arrived late or written off', async () => {
    const list = (await k.call(admin, 'GET', `/api/receipts/${id}/items?pageSize=50`)).json().items;
    const bySerial = (x: string) =>
      list.find((i: { serialNumber: string }) => i.serialNumber === x);
    const resolve = (itemId: number, body: unknown) =>
      k.call(admin, 'POST', `/api/receipts/${id}/items/${itemId}/resolution`, body);

    const strayId = bySerial(stray).id;
    const noDetails = await resolve(strayId, { resolution: 'ADDED' });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().code).toBe('receipt_device_details_required');
    const wrong = await resolve(strayId, { resolution: 'WRITTEN_OFF' });
    expect(wrong.json().code).toBe('receipt_resolution_invalid');
    const added = await resolve(strayId, {
      resolution: 'ADDED',
      type: 'SOUNDBOX',
      model: 'Vox 2',
      manufacturer: 'Everlife',
      note: 'Sent by mistake, kept',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().item).toMatchObject({ resolution: 'ADDED', machineId: expect.any(Number) });
    expect((await k.machinesOf([stray]))[0]).toMatchObject({
      status: 'AVAILABLE',
      provider: provider.id,
    });
    expect((await resolve(strayId, { resolution: 'REJECTED' })).json().code).toBe(
      'receipt_resolution_invalid',
    );

    const late = await resolve(bySerial(s[2]!).id, { resolution: 'ARRIVED_LATE' });
    expect(late.json().item).toMatchObject({ state: 'MISSING', resolution: 'ARRIVED_LATE' });
    expect((await k.machinesOf([s[2]!]))[0]?.status).toBe('AVAILABLE');
    for (const note of [undefined, null, '   ']) {
      const bare = await resolve(bySerial(s[3]!).id, { resolution: 'WRITTEN_OFF', note });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        code: 'receipt_write_off_note_required',
        details: [{ path: 'note' }],
      });
    }
    const off = await resolve(bySerial(s[3]!).id, {
      resolution: 'WRITTEN_OFF',
      note: 'Lost in transit',
    });
    expect(off.json().receipt.unresolved).toBe(1);
    expect(await k.machinesOf([s[3]!])).toEqual([]);
    const notDiscrepancy = await resolve(bySerial(s[0]!).id, {
      resolution: 'WRITTEN_OFF',
      note: 'x',
    });
    expect(notDiscrepancy.statusCode).toBe(409);
  });

  it('downloads the discrepancies as CSV (formula-safe) and Excel', async () => {
    const csv = await k.call(admin, 'GET', `/api/receipts/${id}/discrepancies?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/discrepancies-R-\d{6}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^Receipt Number,Reference,Provider,Line,Serial Number,.*,Resolved At,Decided By$/,
    );
    expect(lines).toHaveLength(5); // header + 3 missing + 1 unexpected
    const { receiptNumber } = (await k.call(admin, 'GET', `/api/receipts/${id}`)).json().receipt;
    const [providerRow] = await readRows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM service_providers WHERE id = ${provider.id}`,
    );
    // Every row says which receipt it is from; a decided one says who decided.
    const written = lines.find((l) => l.includes(s[3]!))!;
    expect(written.startsWith(`"${receiptNumber}","INV-2026-0042","${providerRow!.name}",`)).toBe(
      true,
    );
    // Codes are written as words (decision 0164).
    expect(written).toMatch(/,"Missing",.*,"Written off","Lost in transit",[^,]+,"Test admin"$/);
    expect(lines.find((l) => l.includes(s[4]!))).toMatch(/,"Missing",.*,"Not decided",,,$/);
    expect(csv.body).toContain('"Unexpected"');
    expect(csv.body).toContain('"Arrived late"');
    expect(csv.body).toContain('"Lost in transit"');
    expect(csv.body).not.toMatch(/WRITTEN_OFF|ARRIVED_LATE|UNRESOLVED|"MISSING"|"UNEXPECTED"/);
    // Resolved At: India time with its offset, like the Excel cell.
    expect(csv.body).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,"Test admin"\r\n/);
    // No UTC time (only a time: a random serial may hold "12Z").
    expect(csv.body).not.toMatch(/T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    const xlsx = await k.call(admin, 'GET', `/api/receipts/${id}/discrepancies?format=excel`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('neutralises a formula in a note of the CSV', async () => {
    const x = uniqueSerial('FX');
    const rid = (await k.create(admin, provider.id, { items: [device(x)] })).json().receipt.id;
    await k.close(admin, rid);
    const item = (await k.call(admin, 'GET', `/api/receipts/${rid}/items`)).json().items[0];
    await k.call(admin, 'POST', `/api/receipts/${rid}/items/${item.id}/resolution`, {
      resolution: 'WRITTEN_OFF',
      note: '=HYPERLINK("http://x")',
    });
    const csv = await k.call(admin, 'GET', `/api/receipts/${rid}/discrepancies?format=csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('lists receipts by provider, status and search', async () => {
    const list = await k.call(
      admin,
      'GET',
      `/api/receipts?serviceProviderId=${provider.id}&status=CLOSED`,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.receipts.every((r: { status: string }) => r.status === 'CLOSED')).toBe(true);
    expect(body.stats.closed).toBeGreaterThanOrEqual(2);
    const number = body.receipts.find((r: { id: number }) => r.id === id).receiptNumber;
    const found = await k.call(admin, 'GET', `/api/receipts?search=${number}`);
    expect(found.json().receipts.map((r: { id: number }) => r.id)).toEqual([id]);
    const other = await createProvider(t.database);
    const none = await k.call(admin, 'GET', `/api/receipts?serviceProviderId=${other.id}`);
    expect(none.json()).toMatchObject({ receipts: [], total: 0 });
  });

  it('keeps every scan of an open receipt: nothing lost before the close', async () => {
    const x = uniqueSerial('CR');
    const rid = (await k.create(admin, provider.id, { items: [device(x)] })).json().receipt.id;
    await k.scan(admin, rid, x);
    expect(
      await k.count('stock_receipt_items', sql`receipt_id = ${rid} AND state = 'RECEIVED'`),
    ).toBe(1);
  });
});

describe('a failure in the middle of a close', () => {
  it('leaves nothing half-applied: no machine, the receipt open, the scans kept', async () => {
    const [a, b] = [uniqueSerial('HF'), uniqueSerial('HF')];
    const id = (await k.create(admin, provider.id, { items: [device(a), device(b)] })).json()
      .receipt.id;
    await k.scan(admin, id, a);
    await k.scan(admin, id, b);
    // The database fails the close's last write (its audit entry), after the machines went in.
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION fail_receipt_close() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`);
    await db.execute(sql`CREATE TRIGGER fail_receipt_close BEFORE INSERT ON audit_log
      FOR EACH ROW WHEN (NEW.action = 'receipt.closed') EXECUTE FUNCTION fail_receipt_close()`);
    try {
      const failed = await k.close(admin, id);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().code).toBe('internal');
    } finally {
      await db.execute(sql`DROP TRIGGER fail_receipt_close ON audit_log`);
      await db.execute(sql`DROP FUNCTION fail_receipt_close()`);
    }
    expect(await k.machinesOf([a, b])).toEqual([]);
    const { receipt } = (await k.call(admin, 'GET', `/api/receipts/${id}`)).json();
    expect(receipt).toMatchObject({ status: 'OPEN', progress: { received: 2, missing: 0 } });
    const closed = await k.close(admin, id);
    expect(closed.statusCode).toBe(200);
    expect(await k.machinesOf([a, b])).toHaveLength(2);
  });
});
