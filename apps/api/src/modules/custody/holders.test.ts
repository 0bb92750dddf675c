import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer } from '../../../test/app';
import { createMachines, createProvider } from '../../../test/factories/machines';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
const admin = t.signIn('admin');

/** The three ways a device gets a new holder; each names a distributor and a retailer. */
async function attempts(distributorId: number, retailerId: number) {
  const provider = await createProvider(t.database);
  const [m] = await createMachines(t.database, 1, { serviceProviderId: provider.id });
  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const holder = { distributorId, retailerId };
  return [
    await post('/api/orders', {
      ...holder,
      serviceProviderId: provider.id,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [m!.id],
    }),
    await post('/api/assignments', { ...holder, machineIds: [m!.id], validFrom: '2026-01-01' }),
    await post(
      '/api/machines/selection/assign',
      { ...holder, selection: { ids: [m!.id] }, validFrom: '2026-01-01' },
      crypto.randomUUID(),
    ),
  ].map((res) => [res.statusCode, res.json().code]);
}

describe('the holder of a booking, an assignment and a bulk assignment (one rule)', () => {
  it('refuses an inactive distributor', async () => {
    const d = await createDistributor(t.database, { status: 'INACTIVE' });
    const r = await createRetailer(t.database, d.id);
    expect(await attempts(d.id, r.id)).toEqual(Array(3).fill([400, 'distributor_inactive']));
  });

  it('refuses an inactive retailer', async () => {
    const d = await createDistributor(t.database);
    const r = await createRetailer(t.database, d.id, { status: 'INACTIVE' });
    expect(await attempts(d.id, r.id)).toEqual(Array(3).fill([400, 'retailer_inactive']));
  });

  it("refuses another distributor's retailer", async () => {
    const d = await createDistributor(t.database);
    const other = await createDistributor(t.database);
    const r = await createRetailer(t.database, other.id);
    expect(await attempts(d.id, r.id)).toEqual(Array(3).fill([400, 'retailer_not_of_distributor']));
  });
});
