import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { createMachine, createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
let p1 = 0;
let p2 = 0;

type Auth = { authorization: string };
const call = (auth: Auth, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, payload: payload as never });
const body = (machineIds: number[]) => ({
  machineIds,
  reference: 'RMA-REF-7',
  courierName: 'BlueDart',
  trackingNumber: 'BD123456',
  notes: 'Screens dead',
});
const create = (ids: number[]) => call(admin, 'POST', '/api/rma-batches', body(ids));
const faulty = async (provider = p1, extra: Record<string, unknown> = {}) =>
  (
    await createMachine(t.database, {
      serviceProviderId: provider,
      status: 'MAINTENANCE',
      faulty: true,
      ...extra,
    })
  ).id;
const statusOf = async (id: number) =>
  (
    await readRows<{ status: string; faulty: boolean }>(
      t.database.db,
      sql`SELECT status, faulty FROM machines WHERE id = ${id}`,
    )
  )[0]!;
/** The trigger-kept counts of the admin's level equal the real counts, per status. */
const countsMatch = async () => {
  const diff = await readRows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM (
          SELECT status, sum(n)::int AS n FROM machine_count_deltas WHERE level = 'all'
           GROUP BY status) d
        FULL JOIN (SELECT status, count(*)::int AS n FROM machines GROUP BY status) m USING (status)
        WHERE coalesce(d.n, 0) <> coalesce(m.n, 0)`,
  );
  expect(diff).toEqual([]);
};

beforeAll(async () => {
  p1 = (await createProvider(t.database)).id;
  p2 = (await createProvider(t.database)).id;
});

describe('creating a batch', () => {
  it('sends MAINTENANCE devices of one provider, numbered, with history', async () => {
    const ids = [await faulty(), await faulty()];
    const res = await create(ids);
    expect(res.statusCode).toBe(201);
    const { batch } = res.json();
    expect(batch).toMatchObject({
      batchNumber: expect.stringMatching(/^RMA-\d{6}$/),
      status: 'SENT',
      serviceProvider: { id: p1 },
      courierName: 'BlueDart',
      trackingNumber: 'BD123456',
      deviceCount: 2,
    });
    expect(batch.items.map((i: { status: string }) => i.status)).toEqual([
      'MAINTENANCE',
      'MAINTENANCE',
    ]);
    const history = await call(admin, 'GET', `/api/reports/machine-history/${ids[0]}`);
    expect(JSON.stringify(history.json())).toContain(batch.batchNumber);
  });

  it('is idempotent with the same key', async () => {
    const ids = [await faulty()];
    const headers = {
      authorization: admin.authorization,
      'idempotency-key': `rma-${ids[0]}-key-0001`,
    };
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/rma-batches',
      headers,
      payload: body(ids),
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/rma-batches',
      headers,
      payload: body(ids),
    });
    expect(a.statusCode).toBe(201);
    expect(b.json().batch.id).toBe(a.json().batch.id);
  });

  it('refuses devices of two providers, naming them', async () => {
    const res = await create([await faulty(p1), await faulty(p2)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rma_providers_mixed' });
    expect(res.json().params.providers).toHaveLength(2);
  });

  it('refuses devices not in MAINTENANCE', async () => {
    const ok = await createMachine(t.database, { serviceProviderId: p1 });
    const res = await create([await faulty(), ok.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rma_machines_not_faulty',
      params: { serials: [ok.serialNumber] },
    });
  });

  it('refuses a device already in an open batch', async () => {
    const id = await faulty();
    expect((await create([id])).statusCode).toBe(201);
    const again = await create([id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rma_machines_in_open_batch');
  });

  it('two batches of the same device at once: one is made, the other refused', async () => {
    const id = await faulty();
    const answers = await Promise.all([create([id]), create([id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const open = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM rma_items WHERE machine_id = ${id} AND open`,
    );
    expect(open[0]!.n).toBe(1);
  });

  it('refuses a device still held by a distributor', async () => {
    const d = await createDistributor(t.database);
    const id = await faulty(p1, { distributorId: d.id });
    const res = await create([id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('rma_machines_held');
  });

  it('answers 404 for unknown machines and writes nothing', async () => {
    const before = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM rma_batches`,
    );
    const res = await create([999_999]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('machines_not_found');
    const after = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM rma_batches`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('status steps and close', () => {
  it('goes forward only, and every device needs an outcome', async () => {
    const [a, b, c] = [await faulty(), await faulty(), await faulty()];
    const id = (await create([a, b, c])).json().batch.id;
    const early = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [{ machineId: a, outcome: 'REPAIRED' }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'rma_invalid_transition',
      params: { status: 'SENT' },
    });

    const received = await call(admin, 'POST', `/api/rma-batches/${id}/received`);
    expect(received.json().batch.status).toBe('RECEIVED_BY_PROVIDER');
    const twice = await call(admin, 'POST', `/api/rma-batches/${id}/received`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('rma_invalid_transition');

    const partial = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [{ machineId: a, outcome: 'REPAIRED' }],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('rma_outcomes_incomplete');
    expect(partial.json().params.serials).toHaveLength(2);

    const stranger = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [a, b, c, 999_999].map((m) => ({ machineId: m, outcome: 'WRITTEN_OFF' })),
    });
    expect(stranger.json().code).toBe('rma_outcomes_unknown');
    expect((await statusOf(a)).status).toBe('MAINTENANCE');
  });

  it('closes: REPAIRED back to AVAILABLE, REPLACED adds the new serial, WRITTEN_OFF retired', async () => {
    const [a, b, c] = [await faulty(), await faulty(), await faulty()];
    const id = (await create([a, b, c])).json().batch.id;
    await call(admin, 'POST', `/api/rma-batches/${id}/received`);
    const taken = await createMachine(t.database, { serviceProviderId: p1 });
    const clash = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [
        { machineId: a, outcome: 'REPAIRED' },
        { machineId: b, outcome: 'REPLACED', replacementSerial: taken.serialNumber.toLowerCase() },
        { machineId: c, outcome: 'WRITTEN_OFF' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('rma_replacement_taken');
    expect((await statusOf(a)).status).toBe('MAINTENANCE');

    const fresh = `RPL-${Date.now().toString(36).toUpperCase()}`;
    const res = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [
        { machineId: a, outcome: 'REPAIRED' },
        { machineId: b, outcome: 'REPLACED', replacementSerial: fresh, note: 'New unit' },
        { machineId: c, outcome: 'WRITTEN_OFF' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { batch } = res.json();
    expect(batch.status).toBe('CLOSED');
    expect(await statusOf(a)).toEqual({ status: 'AVAILABLE', faulty: false });
    expect((await statusOf(b)).status).toBe('RETIRED');
    expect((await statusOf(c)).status).toBe('RETIRED');
    const replaced = batch.items.find((i: { machineId: number }) => i.machineId === b);
    expect(replaced).toMatchObject({ outcome: 'REPLACED', replacementSerial: fresh });
    const [added] = await readRows<{ status: string; provider: number; model: string }>(
      t.database.db,
      sql`SELECT status, service_provider_id AS provider, model FROM machines
           WHERE id = ${replaced.replacementMachineId}`,
    );
    expect(added).toEqual({ status: 'AVAILABLE', provider: p1, model: 'Telering T-300' });
    const open = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM rma_items WHERE batch_id = ${id} AND open`,
    );
    expect(open[0]!.n).toBe(0);
    await countsMatch();
    const history = await call(admin, 'GET', `/api/reports/machine-history/${a}`);
    expect(JSON.stringify(history.json())).toContain('machine.rma_closed');
    // A closed batch lets the device go again later.
    expect((await call(admin, 'POST', `/api/rma-batches/${id}/received`)).statusCode).toBe(409);
  });

  it('refuses a replacement serial given twice', async () => {
    const [a, b] = [await faulty(), await faulty()];
    const id = (await create([a, b])).json().batch.id;
    await call(admin, 'POST', `/api/rma-batches/${id}/received`);
    const res = await call(admin, 'POST', `/api/rma-batches/${id}/close`, {
      outcomes: [a, b].map((m) => ({
        machineId: m,
        outcome: 'REPLACED',
        replacementSerial: 'DUP-RPL-1',
      })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('rma_replacement_repeated');
  });
});

describe('lists and report', () => {
  it('filters by status, provider and search, paged', async () => {
    const id = (await create([await faulty(p2)])).json().batch;
    const byProvider = await call(admin, 'GET', `/api/rma-batches?serviceProviderId=${p2}`);
    expect(byProvider.json().batches.map((b: { id: number }) => b.id)).toEqual([id.id]);
    const bySearch = await call(admin, 'GET', `/api/rma-batches?search=${id.batchNumber}`);
    expect(bySearch.json().total).toBe(1);
    const closed = await call(admin, 'GET', '/api/rma-batches?status=CLOSED&pageSize=1');
    expect(closed.json().batches.every((b: { status: string }) => b.status === 'CLOSED')).toBe(
      true,
    );
    expect(closed.json().stats.closed).toBeGreaterThanOrEqual(1);
  });

  it('downloads the report as formula-safe CSV and as Excel', async () => {
    const m = await createMachine(t.database, {
      serviceProviderId: p1,
      status: 'MAINTENANCE',
      model: '=HYPERLINK("x")',
    });
    const { batch } = (await create([m.id])).json();
    const csv = await call(admin, 'GET', `/api/rma-batches/${batch.id}/report?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`rma-${batch.batchNumber}.csv`);
    expect(csv.body).toContain(m.serialNumber);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    // Sent At: India time with its offset, like the Excel cell.
    expect(csv.body).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/);
    // No UTC time (only a time: a random serial may hold "12Z").
    expect(csv.body).not.toMatch(/T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    const xlsx = await call(admin, 'GET', `/api/rma-batches/${batch.id}/report?format=excel`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
