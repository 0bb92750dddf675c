import { sql, type SQL } from 'drizzle-orm';
import { billingPlanVersions, billingPlans, distributorBillingPlans } from '../../../db/schema';

/**
 * The terms that price a row `w` of (distributor_id, machine_type, model, price_month): the
 * version in force that month of the distributor's own plan of the type, else of the default plan
 * of the model, else of the type (decision 0142). A LATERAL subquery of one
 * `billing_plan_versions` row: `JOIN ${planInForce('w')} t ON true` gives `t.monthly_rent_paise`
 * and the rest; no plan, no row. The one place of that rule: the run and the commission
 * statements both use it.
 */
export function planInForce(row: string): SQL {
  const w = sql.raw(row);
  return sql`LATERAL (
      SELECT v.*
        FROM ${billingPlans} bp
        LEFT JOIN ${distributorBillingPlans} dbp
          ON dbp.plan_id = bp.id AND dbp.distributor_id = ${w}.distributor_id
         AND dbp.machine_type = ${w}.machine_type
        JOIN LATERAL (
          SELECT * FROM ${billingPlanVersions} v
           WHERE v.plan_id = bp.id AND v.effective_from <= ${w}.price_month
           ORDER BY v.effective_from DESC LIMIT 1
        ) v ON true
       WHERE bp.machine_type = ${w}.machine_type
         AND (bp.model IS NULL OR lower(bp.model) = lower(${w}.model))
         AND (dbp.plan_id IS NOT NULL OR bp.is_default)
       ORDER BY (dbp.plan_id IS NOT NULL) DESC, (bp.model IS NOT NULL) DESC
       LIMIT 1
    )`;
}
