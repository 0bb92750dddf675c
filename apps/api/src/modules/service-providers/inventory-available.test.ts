import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../../../test/factories/machines';
import { useTestApp, useTwoDistributors } from '../../../test/use-app';

const t = useTestApp();
const w = useTwoDistributors(t);

/** A provider with `n` machines of `status`, serials `${tag}-<i>` (one INSERT). */
async function providerWith(tag: string, counts: { AVAILABLE: number; MAINTENANCE?: number }) {
  const provider = await createProvider(t.database);
  for (const [status, n] of Object.entries(counts)) {
    await t.database.db.execute(
      sql`INSERT INTO machines (serial_number, model, manufacturer, machine_type, status, service_provider_id)
          SELECT ${tag} || '-' || ${status} || '-' || lpad(i::text, 4, '0'), 'Telering T-300', 'Telering', 'POS', ${status}, ${provider.id}::int
            FROM generate_series(1, ${n}::int) AS i`,
    );
  }
  return provider.id;
}

const get = (auth: { authorization: string }, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/service-providers/${url}`, headers: auth });

describe('Select all N available (inventory)', () => {
  it('counts and answers every AVAILABLE machine of the filter, not only the page', async () => {
    const id = await providerWith('INVA', { AVAILABLE: 7, MAINTENANCE: 2 });
    const page = await get(w.admin, `${id}/inventory?pageSize=5&search=INVA`);
    expect(page.json().total).toBe(9);
    expect(page.json().availableMatching).toBe(7);
    const all = await get(w.distA, `${id}/inventory/available?search=INVA`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(7);
    expect(all.json().machines.map((m: { serialNumber: string }) => m.serialNumber)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => `INVA-AVAILABLE-000${i}`),
    );
    const soundboxes = await get(w.admin, `${id}/inventory/available?type=SOUNDBOX`);
    expect(soundboxes.json()).toEqual({ machines: [], total: 0 });
  });

  it("refuses more than a booking's 1000 machines", async () => {
    const id = await providerWith('INVB', { AVAILABLE: 1001 });
    const res = await get(w.admin, `${id}/inventory/available`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'selection_too_large',
      params: { max: 1000, count: 1001 },
    });
    expect((await get(w.admin, '999999/inventory/available')).statusCode).toBe(404);
  });
});
