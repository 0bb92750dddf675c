import { BUSINESS_TIME_ZONE, todayInIndia } from '@dd/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ensureRollupYears } from '../activity-partitions';
import type { Tx } from '../client';
import { rows } from '../rows';
import { deviceActivityDays, machines, serviceProviders } from '../schema';
import { markDormant, prepareEvents, storeEvents } from '../../modules/activity';

/** The days of rollup the demo devices have (the Activity panel's chart draws 90). */
const DAYS = 90;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * 90 days of device activity (decision 0176) for the devices at merchants: most transact every
 * day and are online; one in five stopped sending two days ago (offline); one in seven stopped
 * transacting 40 days ago (dormant, though it still sends heartbeats); and one allotted device of
 * Bharat Payment Services, whose devices activate on their first transaction, made its first one
 * today. The past days are written to the rollup directly; today's events go through the ingest,
 * so health, online state, activation and dormancy come from the product's own rules.
 */
export async function seedActivityDemo(tx: Tx, now: Date) {
  await tx
    .update(serviceProviders)
    .set({ activateOnFirstTransaction: true })
    .where(eq(serviceProviders.id, 1));
  const today = todayInIndia(now);
  const year = Number(today.slice(0, 4));
  await ensureRollupYears(tx, [year - 1, year]);
  const chosen = sql`SELECT m.id, m.activated_on, m.service_provider_id,
                            row_number() OVER (ORDER BY m.id) AS n
                       FROM ${machines} m
                      WHERE m.activation_state = 'ACTIVATED' AND m.retailer_id IS NOT NULL`;
  // Past days: transactions 0 to 8 a day (fewer on Sundays), of 150 to 750 rupees each.
  await tx.execute(sql`
    INSERT INTO ${deviceActivityDays} (machine_id, day, transactions, amount_paise,
           first_seen_at, last_seen_at, lowest_battery)
    SELECT c.id, d.day, t.n, t.n * (15000 + (c.id * 37 % 61) * 1000),
           (d.day + time '08:00') AT TIME ZONE ${BUSINESS_TIME_ZONE},
           (d.day + time '21:30') AT TIME ZONE ${BUSINESS_TIME_ZONE},
           20 + (c.id * 13 + extract(doy FROM d.day)::int) % 70
      FROM (${chosen}) c
      CROSS JOIN LATERAL (
        SELECT g::date AS day
          FROM generate_series(${today}::date - ${DAYS - 1}::int, ${today}::date - 1, interval '1 day') g
         WHERE g::date >= c.activated_on
           -- The offline ones stopped two days ago.
           AND NOT (c.n % 5 = 1 AND g::date >= ${today}::date - 2)) d
      CROSS JOIN LATERAL (
        SELECT CASE
                 WHEN c.n % 7 = 0 AND d.day > ${today}::date - 40 THEN 0
                 ELSE (c.id * 7 + extract(doy FROM d.day)::int * 3) % 9
                      / CASE WHEN extract(dow FROM d.day) = 0 THEN 3 ELSE 1 END
               END AS n) t`);

  const devices = await rows(
    tx,
    sql`SELECT c.id AS "id", m.serial_number AS "serialNumber", c.n::int AS "n",
               c.service_provider_id AS "providerId"
          FROM (${chosen}) c JOIN ${machines} m ON m.id = c.id
         ORDER BY c.id`,
    z.object({ id: z.int(), serialNumber: z.string(), n: z.int(), providerId: z.int() }),
  );
  const firstUse = await rows(
    tx,
    sql`SELECT serial_number AS "serialNumber" FROM ${machines}
         WHERE activation_state = 'ALLOTTED' AND retailer_id IS NOT NULL
           AND service_provider_id = 1
         ORDER BY id LIMIT 1`,
    z.object({ serialNumber: z.string() }),
  );
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const byProvider = new Map<number, object[]>();
  const add = (providerId: number, event: object) =>
    byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), event]);
  for (const d of devices) {
    const offline = d.n % 5 === 1;
    const health = {
      battery: 30 + ((d.id * 11) % 70),
      signal: 1 + (d.id % 5),
      network: d.id % 3 === 0 ? 'WIFI' : '4G',
      appVersion: d.id % 4 === 0 ? '2.3.1' : '2.4.0',
      firmware: 'FW-1.8',
    };
    const at = ago(offline ? 2 * DAY + (d.id % 60) * MINUTE : (d.id % 20) * MINUTE);
    add(d.providerId, { serialNumber: d.serialNumber, kind: 'HEARTBEAT', at, ...health });
    if (!offline && d.n % 7 !== 0)
      for (let k = 0; k < d.id % 3; k++)
        add(d.providerId, {
          serialNumber: d.serialNumber,
          kind: 'TRANSACTION',
          at: ago((25 + k * 40) * MINUTE),
          amountPaise: 20_000 + ((d.id * (k + 3)) % 50) * 1000,
          ref: `DEMO-${d.id}-${k}`,
        });
  }
  for (const { serialNumber } of firstUse)
    add(1, {
      serialNumber,
      kind: 'TRANSACTION',
      at: ago(90 * MINUTE),
      amountPaise: 49_900,
      ref: 'DEMO-FIRST',
    });

  for (const [providerId, events] of byProvider) {
    for (let i = 0; i < events.length; i += 1000) {
      const prepared = await prepareEvents(tx, now, providerId, DAYS, events.slice(i, i + 1000));
      await storeEvents(tx, now, prepared);
    }
  }
  await markDormant(tx, now);
}
