import type { BillingPlan, CreateBillingPlanRequest, UpdateBillingPlanRequest } from '@dd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { billingPlans, billingPlanVersions } from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { firstDay } from '../months';
import { lockPlan, planById } from './queries';

type Terms = Omit<UpdateBillingPlanRequest, 'name' | 'isDefault'>;

/** 409 when another plan is already the default of the type (and model). */
async function refuseSecondDefault(
  tx: Tx,
  plan: { id?: number; machineType: string; model: string | null; isDefault: boolean },
) {
  if (!plan.isDefault) return;
  const [other] = await tx
    .select({ id: billingPlans.id })
    .from(billingPlans)
    .where(
      and(
        eq(billingPlans.machineType, plan.machineType as 'POS' | 'SOUNDBOX'),
        sql`coalesce(${billingPlans.model}, '') = ${plan.model ?? ''}`,
        eq(billingPlans.isDefault, true),
        plan.id ? ne(billingPlans.id, plan.id) : undefined,
      ),
    );
  if (other)
    throw conflict(
      'billing_default_plan_taken',
      `Another plan is already the default for ${plan.machineType} devices`,
      { params: { type: plan.machineType, planId: other.id } },
    );
}

/** Writes the terms from their month on: that month's version again is replaced. */
async function saveTerms(tx: Tx, actor: Actor, planId: number, terms: Terms) {
  const values = {
    planId,
    effectiveFrom: firstDay(terms.effectiveFrom),
    monthlyRentPaise: terms.monthlyRentPaise,
    depositPaise: terms.depositPaise,
    activationCommissionPaise: terms.activationCommissionPaise,
    monthlyCommissionPaise: terms.monthlyCommissionPaise,
    clawbackDays: terms.clawbackDays,
    gstRatePercent: terms.gstRatePercent,
    sacCode: terms.sacCode,
    createdBy: actor.userId,
  };
  await tx
    .insert(billingPlanVersions)
    .values(values)
    .onConflictDoUpdate({
      target: [billingPlanVersions.planId, billingPlanVersions.effectiveFrom],
      set: { ...values, createdAt: sql`now()` },
    });
}

/** POST /billing/plans. */
export async function createPlan(
  tx: Tx,
  actor: Actor,
  body: CreateBillingPlanRequest,
): Promise<BillingPlan> {
  const { name, machineType, isDefault, ...terms } = body;
  const model = body.model ?? null;
  await refuseSecondDefault(tx, { machineType, model, isDefault });
  const [row] = await tx
    .insert(billingPlans)
    .values({ name, machineType, model, isDefault })
    .returning({ id: billingPlans.id });
  await saveTerms(tx, actor, row!.id, terms);
  await audit(tx, actor, {
    action: 'billing_plan.created',
    entityType: 'billing_plan',
    entityId: row!.id,
    after: body,
  });
  return planById(tx, row!.id);
}

/** PUT /billing/plans/{id}: new terms from a month on; the name and default flag. */
export async function updatePlan(
  tx: Tx,
  actor: Actor,
  id: number,
  body: UpdateBillingPlanRequest,
): Promise<BillingPlan> {
  const plan = await lockPlan(tx, id);
  const { name, isDefault, ...terms } = body;
  await refuseSecondDefault(tx, { ...plan, isDefault });
  await tx
    .update(billingPlans)
    .set({ name, isDefault, updatedAt: sql`now()` })
    .where(eq(billingPlans.id, id));
  await saveTerms(tx, actor, id, terms);
  await audit(tx, actor, {
    action: 'billing_plan.updated',
    entityType: 'billing_plan',
    entityId: id,
    before: { name: plan.name, isDefault: plan.isDefault },
    after: body,
  });
  return planById(tx, id);
}
