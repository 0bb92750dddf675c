import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { machineCountDeltas, machines } from '../../db/schema';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { countsDrift } from '../../../test/process/invariants';
import { compactKeptCounts } from './counts-compaction';
import { recountKeptCounts } from '../custody';
import { writeMachines } from '../../../test/factories/custody';
import { useTestApp } from '../../../test/use-app';
import { postOrder, send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

const drift = () => readRows(t.database.db, countsDrift);
const deltaRows = async () =>
  Number(
    (
      await readRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${machineCountDeltas}`,
      )
    )[0]!.n,
  );
const stats = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/machines', headers: auth })).json().stats;

describe('pre-aggregated machine counts', () => {
  it('follow every kind of write: insert, edit, booking, return, delete', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id);
    const provider = await createProvider(t.database);
    const ms = await createMachines(t.database, 6, {
      serviceProviderId: provider.id,
      partnerType: 'B2B',
    });
    expect(await drift()).toEqual([]);

    // An edit of a counted column, one of an uncounted column.
    await writeMachines(t.database, eq(machines.id, ms[0]!.id), { status: 'MAINTENANCE' });
    await writeMachines(t.database, eq(machines.id, ms[1]!.id), { model: 'Renamed' });
    expect(await drift()).toEqual([]);

    // A booking moves machines to the distributor's and retailer's counts.
    const booked = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      machineIds: [ms[2]!.id, ms[3]!.id, ms[4]!.id],
    });
    expect(booked.statusCode).toBe(201);
    expect(await drift()).toEqual([]);
    const dist = await loginAs(t, 'distributor', { distributorId: d.id });
    const ret = await loginAs(t, 'retailer', { retailerId: r.id });
    expect(await stats(dist.auth)).toMatchObject({ total: 3, assigned: 3, pos: 3, b2b: 3 });
    expect(await stats(ret.auth)).toMatchObject({ total: 3, assigned: 3 });

    // Cancelling the order gives them back to stock (its assignment ends with it).
    const returned = await send(t, admin, 'PUT', `/api/orders/${booked.json().id}/status`, {
      status: 'CANCELLED',
    });
    expect(returned.statusCode).toBe(200);
    expect(await drift()).toEqual([]);
    expect(await stats(dist.auth)).toMatchObject({ total: 0, assigned: 0 });

    // No route deletes machines; custody's tracking covers a DELETE all the same.
    await writeMachines(t.database, eq(machines.id, ms[5]!.id));
    expect(await drift()).toEqual([]);
  });

  it('compaction folds each group into one row and changes no count', async () => {
    const provider = await createProvider(t.database);
    const ms = await createMachines(t.database, 4, { serviceProviderId: provider.id });
    for (const status of ['MAINTENANCE', 'AVAILABLE', 'RETIRED', 'AVAILABLE'] as const) {
      for (const m of ms) {
        await writeMachines(t.database, eq(machines.id, m.id), { status });
      }
    }
    const before = await stats(admin);
    const rowsBefore = await deltaRows();

    expect(await compactKeptCounts(t.database.db)).toBeGreaterThan(0);

    const groups = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select distinct level, holder_id, machine_type, status, partner_type from ${machineCountDeltas}) g`,
    );
    expect(await deltaRows()).toBe(Number(groups[0]!.n));
    expect(await deltaRows()).toBeLessThan(rowsBefore);
    expect(await stats(admin)).toEqual(before);
    expect(await drift()).toEqual([]);
    expect(await compactKeptCounts(t.database.db)).toBe(0);
  });

  it('can be counted again from the machines (after a load that bypassed custody)', async () => {
    const before = await stats(admin);
    await t.database.db.transaction((tx) => recountKeptCounts(tx));
    expect(await stats(admin)).toEqual(before);
    expect(await drift()).toEqual([]);
  });
});
