import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer } from '../../../test/app';
import { onPostgres } from '../../../test/db';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { postOrder, send } from '../../../test/requests';
import { useTestApp } from '../../../test/use-app';
import { checkStockThresholds } from './check';
import { readRows } from '../../../test/read-rows';

let clock = new Date('2026-11-24T06:00:00Z');
/** The next background pass runs the low-stock check (it runs at most every 30 s). */
const later = () => (clock = new Date(clock.getTime() + 31_000));
const t = useTestApp({ now: () => clock });
const admin = t.signIn('admin');
let provider: { id: number; name: string };
let distributorId: number;
let retailerId: number;
let pos: number[];

beforeAll(async () => {
  provider = await createProvider(t.database);
  distributorId = (await createDistributor(t.database)).id;
  retailerId = (await createRetailer(t.database, distributorId)).id;
  pos = (
    await createMachines(t.database, 6, {
      serviceProviderId: provider.id,
      machineType: 'POS',
      model: 'PAX A910',
    })
  ).map((m) => m.id);
  // Soundboxes do not count for a POS threshold.
  await createMachines(t.database, 4, { serviceProviderId: provider.id, machineType: 'SOUNDBOX' });
});

const lowEvents = () =>
  readRows<{
    distributor_id: number | null;
    entity_type: string;
    payload: Record<string, unknown>;
  }>(
    t.database.db,
    sql`SELECT distributor_id, entity_type, payload FROM outbox_events
         WHERE type = 'stock.low' AND entity_id = ${provider.id} ORDER BY id`,
  );

async function book(ids: number[]) {
  const res = await postOrder(t, admin.auth, {
    distributorId,
    retailerId,
    serviceProviderId: provider.id,
    quantity: ids.length,
    machineIds: ids,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id as number;
}

async function drain() {
  later();
  await t.app.background.drain();
}

describe('low-stock alerts', () => {
  it('tells once when bookings take the AVAILABLE count below, not again while below', async () => {
    const saved = await send(
      t,
      admin,
      'PUT',
      `/api/service-providers/${provider.id}/stock-thresholds`,
      { thresholds: [{ machineType: 'POS', model: 'pax a910', threshold: 4 }] },
    );
    expect(saved.json().thresholds[0]).toMatchObject({ available: 6, below: false });
    await drain();
    expect(await lowEvents()).toEqual([]);

    await book(pos.slice(0, 2)); // 4 left: not below
    await drain();
    expect(await lowEvents()).toEqual([]);

    await book(pos.slice(2, 3)); // 3 left: below
    await drain();
    expect(await lowEvents()).toEqual([
      {
        distributor_id: null,
        entity_type: 'provider',
        payload: {
          providerName: provider.name,
          machineType: 'POS',
          model: 'pax a910',
          available: 3,
          threshold: 4,
        },
      },
    ]);

    await book(pos.slice(3, 4)); // 2 left: still below
    await drain();
    expect(await lowEvents()).toHaveLength(1);
  });

  it('stock back up re-arms it: the next fall tells again', async () => {
    const orderId = await book(pos.slice(4, 5)); // 1 left
    await drain();
    expect(await lowEvents()).toHaveLength(1);
    await createMachines(t.database, 3, {
      serviceProviderId: provider.id,
      machineType: 'POS',
      model: 'PAX A910',
    }); // 4 in stock: at the threshold, no longer below
    await drain();
    const [row] = await readRows<{ is_below: boolean }>(
      t.database.db,
      sql`SELECT is_below FROM stock_thresholds WHERE service_provider_id = ${provider.id}`,
    );
    expect(row?.is_below).toBe(false);
    expect(await lowEvents()).toHaveLength(1);

    await book(pos.slice(5, 6)); // 3 left: below again
    await drain();
    const events = await lowEvents();
    expect(events).toHaveLength(2);
    expect(events[1]?.payload).toMatchObject({ available: 3, threshold: 4 });

    // Cancelling an order gives its device back: up, without a message.
    const cancel = await send(t, admin, 'PUT', `/api/orders/${orderId}/status`, {
      status: 'CANCELLED',
    });
    expect(cancel.statusCode).toBe(200);
    await drain();
    expect(await lowEvents()).toHaveLength(2);
  });

  it('saving a threshold above the stock tells at once', async () => {
    const res = await send(
      t,
      admin,
      'PUT',
      `/api/service-providers/${provider.id}/stock-thresholds`,
      {
        thresholds: [
          { machineType: 'POS', model: 'PAX A910', threshold: 4 },
          { machineType: 'SOUNDBOX', threshold: 10 },
        ],
      },
    );
    expect(res.json().thresholds[1]).toMatchObject({ available: 4, below: true });
    const events = await lowEvents();
    expect(events).toHaveLength(3);
    expect(events[2]?.payload).toMatchObject({
      machineType: 'SOUNDBOX',
      model: null,
      available: 4,
    });
  });

  it.runIf(onPostgres)('two processes checking at once tell once', async () => {
    const other = await createProvider(t.database);
    await createMachines(t.database, 2, { serviceProviderId: other.id, machineType: 'POS' });
    await t.database.db.execute(sql`
      INSERT INTO stock_thresholds (service_provider_id, machine_type, threshold)
      VALUES (${other.id}, 'POS', 5)`);
    await Promise.all(
      Array.from({ length: 4 }, () => t.database.db.transaction((tx) => checkStockThresholds(tx))),
    );
    const told = await readRows(
      t.database.db,
      sql`SELECT id FROM outbox_events WHERE type = 'stock.low' AND entity_id = ${other.id}`,
    );
    expect(told).toHaveLength(1);
  });
});
