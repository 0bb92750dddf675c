import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { integer } from '../../db/row-types';
import { deviceHealth, machines, serviceProviders } from '../../db/schema';
import { todayInIndia, ACTIVE_WINDOW_DAYS } from '@dd/contract';
import { activeCondition, setActivity, setDormant } from './health';
import { recordTransitions } from './transitions';

/** Devices one sweep transaction moves at most (a burst of thousands is several). */
const SLICE = 2_000;

/**
 * The offline sweep (every minute): devices whose online window (last event + the provider's
 * heartbeat minutes) has passed go OFFLINE, through the partial index of the online ones.
 * Answers how many went offline.
 */
export async function sweepOffline(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const gone = await rows(
        tx,
        sql`UPDATE ${deviceHealth} h SET online = false
             WHERE h.machine_id IN (
               SELECT machine_id FROM ${deviceHealth}
                WHERE online AND online_until <= ${now}
                ORDER BY machine_id LIMIT ${SLICE} FOR UPDATE SKIP LOCKED)
         RETURNING h.machine_id AS "id"`,
        z.object({ id: integer }),
      );
      const ids = gone.map((g) => g.id).sort((a, b) => a - b);
      await setActivity(tx, 'OFFLINE', ids);
      await recordTransitions(tx, {
        offline: ids,
        backOnline: [],
        dormant: [],
        firstTransaction: [],
      });
      return ids.length;
    });
    total += moved;
    if (moved < SLICE) return total;
  }
}

/**
 * The dormant job (hourly): THE dormant rule, an ACTIVATED device that is not active in the last
 * 30 days, set on the machines' kept `dormant`. A device activated less than 30 days ago is
 * given those days first (decision 0176). Answers how many turned dormant and how many stopped.
 */
export async function markDormant(db: Db, now: Date): Promise<{ dormant: number; lifted: number }> {
  const today = todayInIndia(now);
  const changes = await rows(
    db,
    sql`SELECT m.id AS "id", NOT m.dormant AS "dormant"
          FROM ${machines} m JOIN ${serviceProviders} p ON p.id = m.service_provider_id
         WHERE m.dormant <> coalesce(
                 m.activation_state = 'ACTIVATED'
                 AND m.activated_on <= ${today}::date - ${ACTIVE_WINDOW_DAYS}::int
                 AND NOT ${activeCondition(today)}, false)
           AND (m.dormant OR m.activation_state = 'ACTIVATED')
         ORDER BY m.id`,
    z.object({ id: integer, dormant: z.boolean() }),
  );
  const turned = changes.filter((c) => c.dormant).map((c) => c.id);
  const lifted = changes.filter((c) => !c.dormant).map((c) => c.id);
  for (let i = 0; i < Math.max(turned.length, lifted.length); i += SLICE) {
    await db.transaction(async (tx) => {
      const on = turned.slice(i, i + SLICE);
      await setDormant(tx, true, on);
      await setDormant(tx, false, lifted.slice(i, i + SLICE));
      await recordTransitions(tx, {
        offline: [],
        backOnline: [],
        dormant: on,
        firstTransaction: [],
      });
    });
  }
  return { dormant: turned.length, lifted: lifted.length };
}
