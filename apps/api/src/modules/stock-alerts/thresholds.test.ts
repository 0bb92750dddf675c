import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachines } from '../../../test/factories/machines';
import { useProvider, useTestApp } from '../../../test/use-app';
import { send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const distributor = t.signIn('distributor');
const provider = useProvider(t);
beforeAll(async () => {
  await createMachines(t.database, 3, { serviceProviderId: provider.id, machineType: 'POS' });
  await createMachines(t.database, 2, {
    serviceProviderId: provider.id,
    machineType: 'SOUNDBOX',
    model: 'QR Box 2',
  });
});

const url = () => `/api/service-providers/${provider.id}/stock-thresholds`;
const put = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: url(), headers, payload: payload as object });
const get = (headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: url(), headers });

describe('stock thresholds API', () => {
  it('an empty list at first', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ thresholds: [] });
  });

  it('saves a list and answers each with its AVAILABLE count and whether it is below', async () => {
    const res = await put({
      thresholds: [
        { machineType: 'SOUNDBOX', model: '  qr box 2 ', threshold: 5 },
        { machineType: 'POS', model: '', threshold: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .thresholds.map((x: Record<string, unknown>) => [
          x.machineType,
          x.model,
          x.threshold,
          x.available,
          x.below,
        ]),
    ).toEqual([
      ['POS', null, 2, 3, false],
      ['SOUNDBOX', 'qr box 2', 5, 2, true],
    ]);
    expect((await get()).json()).toEqual(res.json());
    const audit = await readRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity_type = 'service_provider' AND entity_id = ${provider.id}`,
    );
    expect(audit.map((a) => a.action)).toContain('service_provider.stock_thresholds_changed');
  });

  it('refuses a repeated type and model (any case, blank = all models) with its code', async () => {
    const res = await put({
      thresholds: [
        { machineType: 'POS', model: 'A910', threshold: 2 },
        { machineType: 'POS', model: 'a910 ', threshold: 3 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'stock_threshold_repeated',
      details: [{ path: 'body.thresholds.1', code: 'stock_threshold_repeated' }],
    });
    const blank = await put({
      thresholds: [
        { machineType: 'POS', threshold: 2 },
        { machineType: 'POS', model: null, threshold: 3 },
      ],
    });
    expect(blank.json().code).toBe('stock_threshold_repeated');
  });

  it.each([
    [{ machineType: 'PRINTER', threshold: 2 }],
    [{ machineType: 'POS', threshold: 0 }],
    [{ machineType: 'POS', threshold: 100_001 }],
    [{ machineType: 'POS', threshold: 2.5 }],
    [{ machineType: 'POS', threshold: 2, extra: true }],
    [{ machineType: 'POS', model: 'x'.repeat(101), threshold: 2 }],
  ])('refuses a bad threshold %j and keeps the list', async (bad) => {
    const res = await put({ thresholds: [bad] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect((await get()).json().thresholds).toHaveLength(2);
  });

  it('replacing keeps what stays, changes what changed and removes the rest', async () => {
    const before = (await get()).json().thresholds;
    const res = await put({
      thresholds: [{ machineType: 'SOUNDBOX', model: 'QR Box 2', threshold: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const [only] = res.json().thresholds;
    expect(only).toMatchObject({ id: before[1].id, model: 'QR Box 2', threshold: 1, below: false });
    expect((await put({ thresholds: [] })).json()).toEqual({ thresholds: [] });
  });

  it('only admins; an unknown provider is 404', async () => {
    expect((await get(distributor.auth)).statusCode).toBe(403);
    expect((await put({ thresholds: [] }, distributor.auth)).statusCode).toBe(403);
    const missing = await send(t, admin, 'PUT', '/api/service-providers/999999/stock-thresholds', {
      thresholds: [],
    });
    expect(missing.statusCode).toBe(404);
  });
});
