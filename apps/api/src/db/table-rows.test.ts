import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integer } from './row-types';
import { openTestDatabase, onPostgres } from '../../test/db';
import type { Database } from './client';
import { machines, serviceProviders } from './schema';
import { tableRows } from './table-rows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const machineRows = tableRows(machines);
const read = (where = sql`true`) =>
  machineRows.read(
    database.db,
    sql`select ${machineRows.columns}, 7 as extra from ${machines} where ${where} order by id`,
    z.object({ extra: integer }),
  );

describe(`tableRows (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("decodes every column as drizzle's own select does, nulls and sub-millisecond times included", async () => {
    const db = database.db;
    const [sp] = await db
      .insert(serviceProviders)
      .values({ name: 'Rows Co', companyName: 'Rows Co Ltd' })
      .returning({ id: serviceProviders.id });
    await db.insert(machines).values([
      {
        serialNumber: 'ROW-FULL',
        model: 'M1',
        manufacturer: 'Acme',
        machineType: 'POS',
        status: 'MAINTENANCE',
        partner: 'Someone',
        partnerType: 'B2C',
        mid: 'MID-1',
        tid: 'TID-1',
        qrCode: 'QR-1',
        simNumber: '8991000000000000001',
        imei: '490154203237518',
        hasStandee: true,
        serviceProviderId: sp!.id,
        activationState: 'ACTIVATED',
        installedOn: '2026-02-28',
        installLocation: 'Shop 4, Ring Road',
        activatedOn: '2026-03-01',
        activationRef: 'ACT-9',
        faulty: true,
      },
      { serialNumber: 'ROW-BARE', model: 'M2', manufacturer: 'Acme', machineType: 'SOUNDBOX' },
    ]);
    // Microseconds that a JS Date cannot hold, in both time columns.
    await db.execute(
      sql`update ${machines} set created_at = '2026-01-02 03:04:05.678901+00',
                              allotted_at = '2026-01-31 23:59:59.999999+05:30',
                              deactivated_at = '2026-04-01 00:00:00.000001+00'
           where serial_number = 'ROW-FULL'`,
    );

    const ours = await read();
    const drizzles = await db.select().from(machines).orderBy(machines.id);
    expect(ours.map((r) => r.row)).toEqual(drizzles);
    expect(ours.map((r) => r.raw)).toEqual([{ extra: 7 }, { extra: 7 }]);
    const full = ours[0]!.row;
    expect(full.createdAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(full.allottedAt).toEqual(new Date('2026-01-31T18:29:59.999Z'));
    expect(full.installedOn).toBe('2026-02-28');
    expect(full.hasStandee).toBe(true);
    expect(full.serviceProviderId).toBe(sp!.id);
    const bare = ours[1]!.row;
    expect(bare).toMatchObject({
      partner: null,
      allottedAt: null,
      installedOn: null,
      faulty: false,
    });
  });

  it('answers no rows as an empty list', async () => {
    expect(await read(eq(machines.serialNumber, 'NONE'))).toEqual([]);
    // A column the query adds is checked, not asserted: the wrong type is refused.
    await expect(
      machineRows.read(
        database.db,
        sql`select ${machineRows.columns}, 7 as extra from ${machines}`,
        z.object({ extra: z.string() }),
      ),
    ).rejects.toThrow();
  });
});
