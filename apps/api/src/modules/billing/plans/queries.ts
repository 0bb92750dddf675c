import type { BillingPlan } from '@dd/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { billingPlans, billingPlanVersions } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { monthOf } from '../months';

/** Plans with every version of their terms, oldest first (all plans, or the ids given). */
export async function loadPlans(db: Executor, ids?: number[]): Promise<BillingPlan[]> {
  const plans = await db
    .select()
    .from(billingPlans)
    .where(ids ? inArray(billingPlans.id, ids) : undefined)
    .orderBy(asc(billingPlans.machineType), asc(billingPlans.name), asc(billingPlans.id));
  if (plans.length === 0) return [];
  const versions = await db
    .select()
    .from(billingPlanVersions)
    .where(
      inArray(
        billingPlanVersions.planId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(billingPlanVersions.effectiveFrom));
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    machineType: p.machineType,
    model: p.model,
    isDefault: p.isDefault,
    versions: versions
      .filter((v) => v.planId === p.id)
      .map((v) => ({
        monthlyRentPaise: v.monthlyRentPaise,
        depositPaise: v.depositPaise,
        activationCommissionPaise: v.activationCommissionPaise,
        monthlyCommissionPaise: v.monthlyCommissionPaise,
        clawbackDays: v.clawbackDays,
        gstRatePercent: v.gstRatePercent,
        sacCode: v.sacCode,
        effectiveFrom: monthOf(v.effectiveFrom),
      })),
  }));
}

/** One plan, or 404. */
export async function planById(db: Executor, id: number): Promise<BillingPlan> {
  const [plan] = await loadPlans(db, [id]);
  if (!plan) throw notFound('not_found', 'Plan not found');
  return plan;
}

/** The plan row, locked, or 404. */
export async function lockPlan(db: Executor, id: number) {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, id)).for('update');
  if (!row) throw notFound('not_found', 'Plan not found');
  return row;
}
