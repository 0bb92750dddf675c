import {
  ACTIVITY_DAYS_SHOWN,
  todayInIndia,
  type ActivityState,
  type MachineActivityResponse,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { date, integer, timestamptz } from '../../db/row-types';
import { deviceActivityDays, deviceHealth } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { findScopedMachine } from '../machines';

/** What a device's activity says, as one word: dormant first, else its connectivity. */
export function activityStateOf(m: { activity: string; dormant: boolean }): ActivityState {
  return m.dormant ? 'DORMANT' : (m.activity as ActivityState);
}

const Health = z.object({
  lastSeenAt: timestamptz,
  lastTransactionAt: timestamptz.nullable(),
  battery: integer.nullable(),
  signal: integer.nullable(),
  network: z.enum(['WIFI', '2G', '3G', '4G', '5G', 'ETHERNET']).nullable(),
  appVersion: z.string().nullable(),
  firmware: z.string().nullable(),
});

const Day = z.object({
  date,
  transactions: integer,
  amountPaise: integer,
  firstSeenAt: timestamptz.nullable(),
  lastSeenAt: timestamptz.nullable(),
  lowestBattery: integer.nullable(),
});

/**
 * GET /machines/{id}/activity: the device's health and its last 90 India days of rollup, in
 * the caller's scope (another's device: 404). Two lookups by primary key.
 */
export async function machineActivity(
  db: Db,
  principal: Principal,
  id: number,
  now: Date,
): Promise<MachineActivityResponse> {
  const machine = await findScopedMachine(db, principal, id);
  const [health] = await rows(
    db,
    sql`SELECT last_seen_at AS "lastSeenAt", last_transaction_at AS "lastTransactionAt",
               battery AS "battery", signal AS "signal", network AS "network",
               app_version AS "appVersion", firmware AS "firmware"
          FROM ${deviceHealth} WHERE machine_id = ${id}`,
    Health,
  );
  const today = todayInIndia(now);
  const days = await rows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS "date", transactions AS "transactions",
               amount_paise AS "amountPaise", first_seen_at AS "firstSeenAt",
               last_seen_at AS "lastSeenAt", lowest_battery AS "lowestBattery"
          FROM ${deviceActivityDays}
         WHERE machine_id = ${id} AND day > ${today}::date - ${ACTIVITY_DAYS_SHOWN}::int
           AND day <= ${today}::date
         ORDER BY day`,
    Day,
  );
  return {
    health: {
      state: activityStateOf(machine),
      lastSeenAt: iso(health?.lastSeenAt),
      lastTransactionAt: iso(health?.lastTransactionAt),
      battery: health?.battery ?? null,
      signal: health?.signal ?? null,
      network: health?.network ?? null,
      appVersion: health?.appVersion ?? null,
      firmware: health?.firmware ?? null,
    },
    days: days.map((d) => ({
      ...d,
      firstSeenAt: iso(d.firstSeenAt),
      lastSeenAt: iso(d.lastSeenAt),
    })),
  };
}

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
