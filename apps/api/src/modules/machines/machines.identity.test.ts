import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useProvider, useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

/** A soundbox's SIM number (ICCID, 18-22 digits) and IMEI (15 digits, Luhn): checked and unique. */
const t = useTestApp();
const admin = t.signIn('admin');
const provider = useProvider(t);

let seq = 0;
const body = (o: Record<string, unknown> = {}) => ({
  serialNumber: `SB-ID-${++seq}-${Date.now()}`,
  model: 'Vox 4G',
  manufacturer: 'Everlife',
  type: 'SOUNDBOX',
  serviceProviderId: provider.id,
  ...o,
});
const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: admin.authorization },
    payload: payload as object,
  });
const machineCount = async () =>
  (await readRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from machines`))[0]!
    .n;

const IMEI_A = '490154203237518';
const IMEI_B = '356938035643809';
const SIM_A = '8991101200003204510';
const SIM_B = '89911012000032045111';

describe('machines: SIM number and IMEI', () => {
  it('stores and answers them; the same values on another machine are 409 sim_taken / imei_taken', async () => {
    const res = await call('POST', '/api/machines', body({ simNumber: SIM_A, imei: IMEI_A }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().machine).toMatchObject({ simNumber: SIM_A, imei: IMEI_A });
    const before = await machineCount();
    const sim = await call('POST', '/api/machines', body({ simNumber: SIM_A }));
    expect(sim.statusCode).toBe(409);
    expect(sim.json()).toMatchObject({ code: 'sim_taken', details: [{ path: 'simNumber' }] });
    const imei = await call('POST', '/api/machines', body({ imei: IMEI_A }));
    expect(imei.statusCode).toBe(409);
    expect(imei.json().code).toBe('imei_taken');
    expect(await machineCount()).toBe(before);
  });

  it.each([
    ['imei', '490154203237519'], // wrong Luhn check digit
    ['imei', '49015420323751'],
    ['imei', '49015420323751A'],
    ['simNumber', '89911012000032045'], // 17 digits
    ['simNumber', '8991101200003204510F'],
  ])('refuses %s %s with 400 on that field', async (field, value) => {
    const before = await machineCount();
    const res = await call('POST', '/api/machines', body({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe(`body.${field}`);
    expect(await machineCount()).toBe(before);
  });

  it('edits them, clears them with "", and refuses another machine\'s IMEI', async () => {
    const a = (await call('POST', '/api/machines', body())).json().machine;
    const b = (await call('POST', '/api/machines', body({ imei: IMEI_B }))).json().machine;
    const set = await call('PUT', `/api/machines/${a.id}`, { simNumber: SIM_B });
    expect(set.json().machine.simNumber).toBe(SIM_B);
    const clash = await call('PUT', `/api/machines/${a.id}`, { imei: IMEI_B });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('imei_taken');
    const cleared = await call('PUT', `/api/machines/${a.id}`, { simNumber: '' });
    expect(cleared.json().machine.simNumber).toBeNull();
    expect(b.imei).toBe(IMEI_B);
  });

  it('imports the optional simNumber and imei columns with the same checks', async () => {
    const s = Date.now();
    const csv = [
      'serialNumber,model,manufacturer,type,serviceProviderId,simNumber,imei',
      `IMP-${s}-1,Vox,Everlife,SOUNDBOX,${provider.id},8991000000000000${String(s).slice(-3)},860123456789014`,
      `IMP-${s}-2,Vox,Everlife,SOUNDBOX,${provider.id},123,860123456789015`,
      `IMP-${s}-3,Vox,Everlife,SOUNDBOX,${provider.id},,${IMEI_A}`,
    ].join('\n');
    const dry = await call('POST', '/api/machines/import', { csv, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const errors = dry
      .json()
      .errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]);
    expect(errors).toEqual([
      [3, 'simNumber', 'invalid_format'],
      [3, 'imei', 'invalid_value'],
      [4, 'imei', 'imei_taken'],
    ]);
  });
});
