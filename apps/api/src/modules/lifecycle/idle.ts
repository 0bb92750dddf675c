import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { machines, serviceProviders } from '../../db/schema';

/** The idle threshold when a machine has no provider (a provider's own is `idle_days`). */
export const DEFAULT_IDLE_DAYS = 30;

/**
 * Whole days since the machine was allotted to its retailer (null when never allotted), both
 * days India's: the database's `current_date` is its own zone's (UTC on most servers), a day
 * behind India from midnight to 05:30. `today` (India's 'YYYY-MM-DD') lets a fake clock decide.
 */
export function daysSinceAllotted(today?: string): SQL<number | null> {
  // Without a fake clock's day, the statement's own: a report's columns are built once at start-up.
  const day =
    today === undefined
      ? sql`(now() AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`
      : sql`${today}::date`;
  return sql<
    number | null
  >`(${day} - (${machines.allottedAt} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date)`;
}

/** The machine's provider's idle threshold in days. */
export function idleDaysOfProvider(): SQL {
  return idleDaysOf(sql`${machines.serviceProviderId}`);
}

/** The idle threshold of a provider id (the default without one). */
function idleDaysOf(providerId: SQL): SQL {
  return sql`coalesce((SELECT sp.idle_days FROM ${serviceProviders} sp
    WHERE sp.id = ${providerId}), ${DEFAULT_IDLE_DAYS})`;
}

/**
 * THE idle rule (the recovery list): a device ALLOTTED or INSTALLED at a retailer and not
 * ACTIVATED for more than its provider's idle days, counted from the allotment. Used by the
 * machines list's idle filter, the idle devices report and the idle alerts (stock-alerts).
 */
export function idleCondition(today?: string): SQL {
  return idleRule({
    activationState: sql`${machines.activationState}`,
    daysSinceAllotted: daysSinceAllotted(today),
    serviceProviderId: sql`${machines.serviceProviderId}`,
  });
}

/**
 * The idle rule over any columns that hold a device's activation state, days since its
 * allotment and provider: the machines (`idleCondition`), or the dashboard's kept activation
 * counts (their groups keep India's day of the allotment).
 */
export function idleRule(device: {
  activationState: SQL;
  daysSinceAllotted: SQL;
  serviceProviderId: SQL;
}): SQL {
  return sql`(${device.activationState} IN ('ALLOTTED', 'INSTALLED')
    AND ${device.daysSinceAllotted} > ${idleDaysOf(device.serviceProviderId)})`;
}
