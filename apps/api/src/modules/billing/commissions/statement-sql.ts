import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { planInForce } from '../plans/in-force-sql';
import {
  distributors,
  machineActivations,
  machineHoldingPeriods,
  machines,
  retailers,
} from '../../../db/schema';

/** The month (its first day, the next month's, the instant it ends) and whose statements. */
export type StatementInputs = {
  first: string;
  next: string;
  endsAt: string;
  /** One distributor's statement (given even without lines), or every one with lines. */
  distributorId?: number;
};

/**
 * ONE statement makes a month's commission statements (decision 0146) from the activations
 * (`machine_activations`) and the holding periods, whatever the number of devices: per
 * distributor, a line per device activated in the month (the activation commission), per device
 * active the whole month (activated before it, not ended before its end, and held by the
 * distributor or its retailers on every day of it: the monthly commission), and per device
 * deactivated in the month within the clawback days of its activation (minus the activation
 * commission, as credited). Each is priced by `planInForce`: activations and monthly lines by the
 * month's terms, a clawback by those of its activation's month. Answers one row per statement,
 * its lines as JSON.
 */
export function commissionStatementsSql(i: StatementInputs): SQL {
  const first = sql`${i.first}::date`;
  const next = sql`${i.next}::date`;
  const only = (column: SQL) =>
    i.distributorId === undefined ? sql`true` : sql`${column} = ${i.distributorId}`;
  return sql`
WITH events AS (
  SELECT a.distributor_id, a.id AS activation_id, 'ACTIVATION' AS kind, a.activated_on AS day,
         ${first} AS price_month
    FROM ${machineActivations} a
   WHERE a.activated_on >= ${first} AND a.activated_on < ${next}
     AND a.distributor_id IS NOT NULL AND ${only(sql`a.distributor_id`)}
  UNION ALL
  SELECT p.distributor_id, a.id, 'MONTHLY', a.activated_on, ${first}
    FROM ${machineActivations} a
    JOIN ${machineHoldingPeriods} p
      ON p.machine_id = a.machine_id AND p.held_from < ${i.endsAt}::timestamptz
     AND (p.held_to IS NULL OR p.held_to >= ${i.endsAt}::timestamptz)
     AND (p.stint_from AT TIME ZONE ${BUSINESS_TIME_ZONE})::date <= ${first}
   WHERE a.activated_on < ${first} AND (a.ended_on IS NULL OR a.ended_on >= ${next})
     AND ${only(sql`p.distributor_id`)}
  UNION ALL
  SELECT a.distributor_id, a.id, 'CLAWBACK', a.ended_on,
         date_trunc('month', a.activated_on)::date
    FROM ${machineActivations} a
   WHERE a.deactivated AND a.ended_on >= ${first} AND a.ended_on < ${next}
     AND a.distributor_id IS NOT NULL AND ${only(sql`a.distributor_id`)}
),
devices AS MATERIALIZED (
  SELECT e.*, a.machine_id, a.activated_on, a.activation_ref, a.retailer_id, m.serial_number,
         m.machine_type, m.model
    FROM events e
    JOIN ${machineActivations} a ON a.id = e.activation_id
    JOIN ${machines} m ON m.id = a.machine_id
),
wanted AS (
  SELECT DISTINCT distributor_id, machine_type, model, price_month FROM devices
),
priced AS MATERIALIZED (
  SELECT w.*, t.activation_commission_paise AS activation, t.monthly_commission_paise AS monthly,
         t.clawback_days
    FROM wanted w JOIN ${planInForce('w')} t ON true
),
lines AS (
  SELECT d.distributor_id, d.kind, d.machine_id, d.serial_number, r.shop_name AS merchant,
         d.activation_ref AS reference, d.day,
         CASE d.kind WHEN 'ACTIVATION' THEN pr.activation WHEN 'MONTHLY' THEN pr.monthly
              ELSE -pr.activation END AS amount
    FROM devices d
    JOIN priced pr ON pr.distributor_id = d.distributor_id AND pr.machine_type = d.machine_type
                  AND pr.model = d.model AND pr.price_month = d.price_month
    LEFT JOIN ${retailers} r ON r.id = d.retailer_id
   WHERE d.kind <> 'CLAWBACK' OR d.day - d.activated_on <= pr.clawback_days
),
kept AS (
  SELECT * FROM lines WHERE amount <> 0
)
SELECT dist.id AS distributor_id, dist.name AS distributor_name,
       coalesce(sum(k.amount) FILTER (WHERE k.kind = 'ACTIVATION'), 0)::bigint AS activation,
       coalesce(sum(k.amount) FILTER (WHERE k.kind = 'MONTHLY'), 0)::bigint AS monthly,
       coalesce(sum(k.amount) FILTER (WHERE k.kind = 'CLAWBACK'), 0)::bigint AS clawback,
       coalesce(sum(k.amount), 0)::bigint AS total,
       coalesce(jsonb_agg(jsonb_build_object(
         'kind', k.kind, 'machineId', k.machine_id, 'serialNumber', k.serial_number,
         'merchantName', k.merchant, 'reference', k.reference, 'date', k.day,
         'amountPaise', k.amount)
         ORDER BY array_position(ARRAY['ACTIVATION', 'MONTHLY', 'CLAWBACK'], k.kind), k.day,
                  k.serial_number)
         FILTER (WHERE k.kind IS NOT NULL), '[]') AS lines
  FROM ${distributors} dist
  ${i.distributorId === undefined ? sql`JOIN` : sql`LEFT JOIN`} kept k ON k.distributor_id = dist.id
 WHERE ${only(sql`dist.id`)}
 GROUP BY dist.id, dist.name
 ORDER BY dist.name, dist.id`;
}
