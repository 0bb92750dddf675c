import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, DEFAULT_PAYMENT_TERMS_DAYS } from '@dd/contract';
import { planInForce } from '../plans/in-force-sql';
import {
  distributorBilling,
  invoiceLines,
  invoices,
  machineHoldingPeriods,
  machines,
  refundVoucherLines,
  refundVouchers,
} from '../../../db/schema';

/** What the run's statement needs to know of the month and the parties. */
export type DraftInputs = {
  runId: number;
  first: string;
  next: string;
  startsAt: string;
  endsAt: string;
  days: number;
  supplierStateCode: string | null;
  /** Per distributor: same state as the supplier, place of supply. */
  places: { id: number; same_state: boolean; place: string | null }[];
};

/**
 * ONE statement makes a month's drafts from the holding periods (decision 0142), whatever the
 * number of devices: per distributor without an issued invoice for the month, a line per device
 * of rent for the days held (India dates; a day counts for whoever holds the device at its end),
 * a deposit per device that came to it in the month, and a refund per device that left it (the
 * deposit charged when it came); each priced by the plan in force (`planInForce`), GST per
 * line, totals rounded to the rupee. Answers the drafts' ids and the count of lines.
 */
export function draftInvoicesSql(i: DraftInputs): SQL {
  const first = sql`${i.first}::date`;
  const next = sql`${i.next}::date`;
  return sql`
WITH places AS (
  SELECT * FROM jsonb_to_recordset(${JSON.stringify(i.places)}::jsonb)
    AS x(id int, same_state boolean, place text)
),
skip_invoice AS (
  SELECT DISTINCT distributor_id FROM ${invoices}
   WHERE month = ${first} AND status NOT IN ('DRAFT', 'CANCELLED')
),
skip_voucher AS (
  SELECT DISTINCT distributor_id FROM ${refundVouchers} WHERE month = ${first} AND status <> 'DRAFT'
),
periods AS (
  SELECT p.machine_id, p.distributor_id, p.left_distributor,
         (p.held_from AT TIME ZONE ${BUSINESS_TIME_ZONE})::date AS d_from,
         (p.held_to AT TIME ZONE ${BUSINESS_TIME_ZONE})::date AS d_to,
         (p.stint_from AT TIME ZONE ${BUSINESS_TIME_ZONE})::date AS d_stint,
         p.held_from = p.stint_from AS starts_stint
    FROM ${machineHoldingPeriods} p
   WHERE p.held_from < ${i.endsAt}::timestamptz
     AND (p.held_to IS NULL OR p.held_to >= ${i.startsAt}::timestamptz)
     AND NOT (p.distributor_id IN (SELECT distributor_id FROM skip_invoice)
              AND p.distributor_id IN (SELECT distributor_id FROM skip_voucher))
),
rent AS (
  SELECT distributor_id, machine_id,
         sum(greatest(0, least(coalesce(d_to, ${next}), ${next}) - greatest(d_from, ${first})))::int
           AS days
    FROM periods GROUP BY 1, 2
),
events AS (
  SELECT distributor_id, machine_id, 'RENT' AS kind, days, ${first} AS price_month,
         NULL::bigint AS charged
    FROM rent WHERE days > 0
  UNION ALL
  SELECT distributor_id, machine_id, 'DEPOSIT', NULL, ${first}, NULL
    FROM periods WHERE starts_stint AND d_stint >= ${first} AND d_stint < ${next}
  UNION ALL
  SELECT p.distributor_id, p.machine_id, 'DEPOSIT_REFUND', NULL,
         date_trunc('month', p.d_stint)::date,
         (SELECT l.amount_paise FROM ${invoiceLines} l JOIN ${invoices} x ON x.id = l.invoice_id
           WHERE l.machine_id = p.machine_id AND l.kind = 'DEPOSIT'
             AND x.distributor_id = p.distributor_id
             AND x.month = date_trunc('month', p.d_stint)::date
             AND x.status NOT IN ('DRAFT', 'CANCELLED')
           ORDER BY l.id DESC LIMIT 1)
    FROM periods p WHERE p.left_distributor AND p.d_to >= ${first} AND p.d_to < ${next}
),
wanted AS (
  SELECT DISTINCT e.distributor_id, m.machine_type, m.model, e.price_month
    FROM events e JOIN ${machines} m ON m.id = e.machine_id
),
priced AS (
  SELECT w.*, t.monthly_rent_paise AS rent, t.deposit_paise AS deposit,
         t.gst_rate_percent AS rate, t.sac_code AS sac
    FROM wanted w JOIN ${planInForce('w')} t ON true
),
amounts AS (
  SELECT e.distributor_id, e.machine_id, e.kind, m.serial_number, m.machine_type, m.model,
         e.days, pr.sac,
         CASE e.kind WHEN 'RENT' THEN pr.rent WHEN 'DEPOSIT' THEN pr.deposit
              ELSE coalesce(e.charged, CASE WHEN e.price_month = ${first} THEN pr.deposit END)
         END AS rate_paise,
         CASE e.kind WHEN 'RENT' THEN round(pr.rent::numeric * e.days / ${i.days})::bigint
              WHEN 'DEPOSIT' THEN pr.deposit
              ELSE -coalesce(e.charged, CASE WHEN e.price_month = ${first} THEN pr.deposit END)
         END AS amount_paise,
         e.kind = 'RENT' AS taxable,
         CASE WHEN e.kind = 'RENT' THEN pr.rate ELSE 0 END AS gst_rate,
         coalesce(pl.same_state, false) AS same_state
    FROM events e
    JOIN ${machines} m ON m.id = e.machine_id
    JOIN priced pr ON pr.distributor_id = e.distributor_id AND pr.machine_type = m.machine_type
                  AND pr.model = m.model AND pr.price_month = e.price_month
    LEFT JOIN places pl ON pl.id = e.distributor_id
),
all_lines AS MATERIALIZED (
  SELECT a.*,
         CASE WHEN a.taxable AND a.same_state
              THEN round(a.amount_paise::numeric * a.gst_rate / 200)::bigint ELSE 0 END AS cgst,
         CASE WHEN a.taxable AND NOT a.same_state
              THEN round(a.amount_paise::numeric * a.gst_rate / 100)::bigint ELSE 0 END AS igst,
         CASE a.kind
           WHEN 'RENT' THEN format('Rent: %s %s, %s of %s days', a.machine_type, a.model, a.days,
                                   ${i.days}::int)
           WHEN 'DEPOSIT' THEN format('Deposit: %s %s', a.machine_type, a.model)
           ELSE format('Deposit refund: %s %s returned', a.machine_type, a.model)
         END AS description,
         jsonb_build_object(
           'key', CASE a.kind WHEN 'RENT' THEN 'rent' WHEN 'DEPOSIT' THEN 'deposit'
                  ELSE 'depositRefund' END,
           'params', jsonb_build_object('machineType', a.machine_type, 'model', a.model)
                     || CASE WHEN a.kind = 'RENT'
                        THEN jsonb_build_object('days', a.days, 'monthDays', ${i.days}::int)
                        ELSE '{}'::jsonb END
         ) AS phrase
    FROM amounts a
   WHERE a.amount_paise IS NOT NULL AND a.amount_paise <> 0
),
lines AS (
  SELECT * FROM all_lines
   WHERE kind <> 'DEPOSIT_REFUND'
     AND distributor_id NOT IN (SELECT distributor_id FROM skip_invoice)
),
refunds AS (
  SELECT * FROM all_lines
   WHERE kind = 'DEPOSIT_REFUND'
     AND distributor_id NOT IN (SELECT distributor_id FROM skip_voucher)
),
sums AS (
  SELECT l.distributor_id,
         coalesce(sum(l.amount_paise) FILTER (WHERE l.taxable), 0) AS taxable,
         coalesce(sum(l.amount_paise) FILTER (WHERE NOT l.taxable), 0) AS non_taxable,
         sum(l.cgst) AS cgst, sum(l.igst) AS igst
    FROM lines l GROUP BY 1
),
exact AS (
  SELECT s.*, s.taxable + 2 * s.cgst + s.igst + s.non_taxable AS exact FROM sums s
),
inv AS (
  INSERT INTO ${invoices} (status, distributor_id, month, run_id, supplier_state_code, place_of_supply,
                        same_state, taxable_paise, non_taxable_paise, cgst_paise, sgst_paise,
                        igst_paise, round_off_paise, total_paise, paid_paise, payment_terms_days)
  SELECT 'DRAFT', e.distributor_id, ${first}, ${i.runId}::int, ${i.supplierStateCode}::text, pl.place,
         coalesce(pl.same_state, false), e.taxable, e.non_taxable, e.cgst, e.cgst, e.igst,
         round(e.exact / 100.0) * 100 - e.exact, round(e.exact / 100.0) * 100, 0,
         coalesce(db.payment_terms_days, ${DEFAULT_PAYMENT_TERMS_DAYS}::int)
    FROM exact e
    LEFT JOIN places pl ON pl.id = e.distributor_id
    LEFT JOIN ${distributorBilling} db ON db.distributor_id = e.distributor_id
   ORDER BY e.distributor_id
  RETURNING id, distributor_id
),
ins AS (
  INSERT INTO ${invoiceLines} (invoice_id, machine_id, kind, serial_number, description, phrase,
                             days, rate_paise, amount_paise, taxable, gst_rate_percent, sac_code,
                             cgst_paise, sgst_paise, igst_paise)
  SELECT inv.id, l.machine_id, l.kind, l.serial_number, l.description, l.phrase, l.days, l.rate_paise,
         l.amount_paise, l.taxable, l.gst_rate, l.sac, l.cgst, l.cgst, l.igst
    FROM lines l JOIN inv ON inv.distributor_id = l.distributor_id
   ORDER BY inv.id, l.taxable DESC, l.serial_number, l.kind
  RETURNING 1
),
rv AS (
  INSERT INTO ${refundVouchers} (status, distributor_id, month, run_id, amount_paise)
  SELECT 'DRAFT', r.distributor_id, ${first}, ${i.runId}::int, -sum(r.amount_paise)
    FROM refunds r GROUP BY r.distributor_id ORDER BY r.distributor_id
  RETURNING id, distributor_id
),
rv_ins AS (
  INSERT INTO ${refundVoucherLines} (refund_voucher_id, machine_id, serial_number, description,
                                    phrase, amount_paise)
  SELECT rv.id, r.machine_id, r.serial_number, r.description, r.phrase, -r.amount_paise
    FROM refunds r JOIN rv ON rv.distributor_id = r.distributor_id
   ORDER BY rv.id, r.serial_number
  RETURNING 1
)
SELECT coalesce((SELECT array_agg(id ORDER BY id) FROM inv), '{}') AS ids,
       coalesce((SELECT array_agg(id ORDER BY id) FROM rv), '{}') AS voucher_ids,
       (SELECT count(*) FROM ins)::int + (SELECT count(*) FROM rv_ins)::int AS lines`;
}
