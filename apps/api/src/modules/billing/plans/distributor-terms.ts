import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  type DistributorBillingRequest,
  type DistributorBillingResponse,
} from '@dd/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import {
  billingPlans,
  distributorBilling,
  distributorBillingPlans,
  distributors,
} from '../../../db/schema';
import type { Actor } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { badRequest, notFound } from '../../../lib/http-errors';

/** A distributor's billing terms as they are (the default days and plans until set). */
export async function distributorTerms(
  db: Executor,
  distributorId: number,
): Promise<DistributorBillingResponse> {
  const [terms] = await db
    .select({
      days: distributorBilling.paymentTermsDays,
      tdsRateBp: distributorBilling.tdsCertificateRateBp,
      tdsNumber: distributorBilling.tdsCertificateNumber,
    })
    .from(distributorBilling)
    .where(eq(distributorBilling.distributorId, distributorId));
  const plans = await db
    .select({
      machineType: distributorBillingPlans.machineType,
      planId: distributorBillingPlans.planId,
      name: billingPlans.name,
    })
    .from(distributorBillingPlans)
    .innerJoin(billingPlans, eq(billingPlans.id, distributorBillingPlans.planId))
    .where(eq(distributorBillingPlans.distributorId, distributorId))
    .orderBy(asc(distributorBillingPlans.machineType));
  return {
    distributorId,
    plans,
    paymentTermsDays: terms?.days ?? DEFAULT_PAYMENT_TERMS_DAYS,
    tdsCertificateRateBp: terms?.tdsRateBp ?? null,
    tdsCertificateNumber: terms?.tdsNumber ?? null,
  };
}

/** PUT /distributors/{id}/billing: its plan per machine type (the rest: the default plans). */
export async function setDistributorTerms(
  tx: Tx,
  actor: Actor,
  distributorId: number,
  body: DistributorBillingRequest,
): Promise<DistributorBillingResponse> {
  const [distributor] = await tx
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.id, distributorId))
    .for('update');
  if (!distributor) throw notFound('not_found', 'Distributor not found');
  const ids = body.plans.map((p) => p.planId);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: billingPlans.id, machineType: billingPlans.machineType })
          .from(billingPlans)
          .where(inArray(billingPlans.id, ids));
  for (const wanted of body.plans) {
    const plan = found.find((p) => p.id === wanted.planId);
    if (!plan) throw notFound('not_found', 'Plan not found');
    if (plan.machineType !== wanted.machineType)
      throw badRequest('billing_plan_wrong_type', `The plan is for ${plan.machineType} devices`, {
        params: { planId: plan.id, type: plan.machineType, expected: wanted.machineType },
      });
  }
  const before = await distributorTerms(tx, distributorId);
  const terms = {
    paymentTermsDays: body.paymentTermsDays,
    tdsCertificateRateBp: body.tdsCertificateRateBp,
    tdsCertificateNumber: body.tdsCertificateNumber,
  };
  await tx
    .insert(distributorBilling)
    .values({ distributorId, ...terms })
    .onConflictDoUpdate({
      target: distributorBilling.distributorId,
      set: { ...terms, updatedAt: sql`now()` },
    });
  await tx
    .delete(distributorBillingPlans)
    .where(eq(distributorBillingPlans.distributorId, distributorId));
  if (body.plans.length > 0)
    await tx
      .insert(distributorBillingPlans)
      .values(body.plans.map((p) => ({ distributorId, ...p })));
  await audit(tx, actor, {
    action: 'distributor.billing_changed',
    entityType: 'distributor',
    entityId: distributorId,
    before: {
      plans: before.plans,
      paymentTermsDays: before.paymentTermsDays,
      tdsCertificateRateBp: before.tdsCertificateRateBp,
      tdsCertificateNumber: before.tdsCertificateNumber,
    },
    after: body,
  });
  return distributorTerms(tx, distributorId);
}
