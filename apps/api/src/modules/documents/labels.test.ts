import { MAX_LABELS } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { holdMachine } from '../../../test/factories/parties';
import { pdfBarcodes, pdfPages, pdfText } from '../../../test/pdf';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const world = useTwoDistributors(t);
const { admin, distA, distB } = world;

let provider: { id: number; name: string };
let withQr: { id: number; serialNumber: string; qrCode: string | null };
let plain: { id: number; serialNumber: string };

beforeAll(async () => {
  provider = await createProvider(t.database, { name: 'Pine Labs' });
  withQr = await createMachine(t.database, {
    serviceProviderId: provider.id,
    model: 'PAX A910',
    qrCode: 'upi://pay?pa=shop42@ybl',
  });
  plain = await createMachine(t.database, {
    serviceProviderId: provider.id,
    machineType: 'SOUNDBOX',
    model: 'Soundwave S1',
  });
});

const get = (url: string, auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers: auth });
/** POST /api/machines/labels.pdf as the admin (a long selection, label options). */
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/machines/labels.pdf', headers: admin.auth, payload });

describe('machine labels', () => {
  it('prints serial, model and provider, and barcodes that decode to the serial and QR value', async () => {
    const res = await get(`/api/machines/labels.pdf?ids=${withQr.id},${plain.id}`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      withQr.serialNumber,
      plain.serialNumber,
      'PAX A910',
      'Soundwave S1',
      'Pine Labs',
    ])
      expect(text).toContain(s);
    const codes = await pdfBarcodes(res.rawPayload);
    expect(codes).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: withQr.serialNumber },
        { format: 'QRCode', text: 'upi://pay?pa=shop42@ybl' },
        { format: 'Code128', text: plain.serialNumber },
        // No QR code value: the QR holds the serial.
        { format: 'QRCode', text: plain.serialNumber },
      ]),
    );
    expect(codes).toHaveLength(4);
  });

  it('prints TID and MID when asked, and a QR that links to the device page here', async () => {
    const mapped = await createMachine(t.database, {
      serviceProviderId: provider.id,
      tid: 'TID-LBL-77',
      mid: 'MID-LBL-88',
      qrCode: 'upi://pay?pa=label77@ybl',
    });
    const res = await post({ ids: [mapped.id], qr: 'LINK', tidMid: true });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('TID TID-LBL-77');
    expect(text).toContain('MID MID-LBL-88');
    expect(await pdfBarcodes(res.rawPayload)).toContainEqual({
      format: 'QRCode',
      text: `http://console.example.test/machines?search=${mapped.serialNumber}`,
    });

    const plainRes = await post({ ids: [mapped.id] });
    expect(await pdfText(plainRes.rawPayload)).not.toContain('TID-LBL-77');
    expect(await pdfBarcodes(plainRes.rawPayload)).toContainEqual({
      format: 'QRCode',
      text: 'upi://pay?pa=label77@ybl',
    });
  });

  it('refuses an unknown QR content', async () => {
    const res = await post({ ids: [plain.id], qr: 'SERIAL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('takes a long selection in a POST body and fills A4 sheets of 24', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++)
      ids.push((await createMachine(t.database, { serviceProviderId: provider.id })).id);
    const res = await post({ ids });
    expect(res.statusCode).toBe(200);
    expect(await pdfPages(res.rawPayload)).toBe(2);
  });

  it('reads like the machines list: a distributor prints what it holds; others are not found', async () => {
    const held = await holdMachine(t.database, { distributorId: world.a.id });
    const own = await get(`/api/machines/labels.pdf?ids=${held.id}`, distA.auth);
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(held.serialNumber);

    const foreign = await get(`/api/machines/labels.pdf?ids=${held.id}`, distB.auth);
    const missing = await get(`/api/machines/labels.pdf?ids=2000000000`, distB.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: `Machines not found: ${held.id}`,
      code: 'machines_not_found',
      params: { ids: [held.id] },
    });
    expect(missing.json().code).toBe('machines_not_found');
    // In stock is not the distributor's either.
    const stock = await get(`/api/machines/labels.pdf?ids=${plain.id}`, distA.auth);
    expect(stock.statusCode).toBe(404);
  });

  it(`refuses more than ${MAX_LABELS} labels with labels_too_many`, async () => {
    const ids = Array.from({ length: MAX_LABELS + 1 }, (_, i) => i + 1);
    const res = await post({ ids });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'labels_too_many', params: { max: MAX_LABELS } });
  });

  it('rejects an empty or malformed selection', async () => {
    for (const url of [
      '/api/machines/labels.pdf',
      '/api/machines/labels.pdf?ids=',
      '/api/machines/labels.pdf?ids=a,b',
    ]) {
      const res = await get(url, admin.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('prints the machines a stock receipt created, for admins only', async () => {
    const [receipt] = await readRows<{ id: number }>(
      t.database.db,
      sql`insert into stock_receipts (receipt_number, service_provider_id, reference, receipt_date)
          values ('R-LABELS-1', ${provider.id}, 'INV-1', '2026-03-01') returning id`,
    );
    await t.database.db.execute(
      sql`insert into stock_receipt_items (receipt_id, line_no, serial_number, expected, state, machine_id)
          values (${receipt!.id}, 1, ${plain.serialNumber}, true, 'RECEIVED', ${plain.id}),
                 (${receipt!.id}, 2, 'NOT-ARRIVED-1', true, 'MISSING', null),
                 (${receipt!.id}, 3, ${withQr.serialNumber}, true, 'RECEIVED', ${withQr.id})`,
    );
    const res = await get(`/api/machines/labels.pdf?receiptId=${receipt!.id}`, admin.auth);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(plain.serialNumber);
    expect(text).toContain(withQr.serialNumber);
    expect(text).not.toContain('NOT-ARRIVED-1');
    expect(text.indexOf(plain.serialNumber)).toBeLessThan(text.indexOf(withQr.serialNumber));

    const dist = await get(`/api/machines/labels.pdf?receiptId=${receipt!.id}`, distA.auth);
    expect(dist.statusCode).toBe(403);
    expect(dist.json().code).toBe('admin_only');
    const missing = await get('/api/machines/labels.pdf?receiptId=2000000000', admin.auth);
    expect(missing.statusCode).toBe(404);
  });
});
