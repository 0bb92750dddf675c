import {
  ACTIVATION_NEXT,
  ACTIVATION_STATES,
  type ActivationStep,
  type ActivationStepInput,
  can,
} from '@dd/contract';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { machines, retailers } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { activateAll, onOpenOrderCondition, setLifecycle } from '../custody';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';

/**
 * THE activation rules (one place): which step a device may take, who may ask for it, and how
 * it is recorded. Used by the per-device, bulk and provider-file calls, inside their transaction.
 */

type StepProblem =
  | 'activation_not_at_retailer'
  | 'activation_not_delivered'
  | 'activation_step_invalid'
  | 'activation_kyc_unverified';

export type LifecycleRow = {
  id: number;
  serialNumber: string;
  retailerId: number | null;
  activationState: 'ALLOTTED' | 'INSTALLED' | 'ACTIVATED' | 'DEACTIVATED' | null;
  kycStatus: string | null;
  /** Booked by an order not delivered yet (custody's onOpenOrderCondition). */
  awaitingDelivery: boolean;
};

/**
 * Only an admin records what the provider did (ACTIVATED, DEACTIVATED); the installer (the route's
 * `machines:install`: the holding distributor, or the retailer for its own devices) may install.
 */
export function requireStepAllowed(principal: Principal, step: ActivationStep): void {
  if (principal.role === 'admin') return;
  if (step === 'INSTALLED' && can(principal.role, 'machines:install')) return;
  throw forbidden('admin_only', 'Only an admin records activation by the provider');
}

/** A step's date cannot be after `today` (its own code: the field says why, not "invalid"). */
export function requirePastDate(date: string, today: string): void {
  if (date > today)
    throw badRequest('activation_date_in_future', 'The date cannot be in the future', {
      details: [
        {
          path: 'date',
          message: 'The date cannot be in the future',
          code: 'activation_date_in_future',
        },
      ],
    });
}

/** Why the device cannot take the step, or null when it can. */
function problemOf(row: LifecycleRow, step: ActivationStep): StepProblem | null {
  if (row.retailerId === null || row.activationState === null) return 'activation_not_at_retailer';
  if (!ACTIVATION_NEXT[row.activationState].includes(step)) return 'activation_step_invalid';
  // Installed where it is: a device still on its way to the shop is not there yet.
  if (step === 'INSTALLED' && row.awaitingDelivery) return 'activation_not_delivered';
  if (step === 'ACTIVATED' && row.kycStatus !== 'VERIFIED') return 'activation_kyc_unverified';
  return null;
}

/**
 * problemOf in SQL, for the provider's file (thousands of devices at once): the code, or NULL,
 * of machine `m` (a row of machines) held by retailer `r` (retailers, left-joined).
 */
export function stepProblemSql(step: ActivationStep, m: SQL, r: SQL): SQL {
  const from = ACTIVATION_STATES.filter((state) => ACTIVATION_NEXT[state].includes(step));
  const kyc =
    step === 'ACTIVATED'
      ? sql`WHEN ${r}.kyc_status IS DISTINCT FROM 'VERIFIED' THEN 'activation_kyc_unverified'`
      : step === 'INSTALLED'
        ? sql`WHEN ${onOpenOrderCondition(sql`${m}.id`)} THEN 'activation_not_delivered'`
        : sql``;
  return sql`CASE WHEN ${m}.retailer_id IS NULL OR ${m}.activation_state IS NULL
      THEN 'activation_not_at_retailer'
    WHEN ${m}.activation_state <> ALL(${sql.param(from)}::text[]) THEN 'activation_step_invalid'
    ${kyc} END`;
}

const SENTENCE: Record<StepProblem, string> = {
  activation_not_at_retailer: 'not held by a retailer',
  activation_not_delivered: 'on an order not delivered yet',
  activation_step_invalid: 'cannot take this step',
  activation_kyc_unverified: 'at a retailer whose KYC is not verified',
};

/** 409 naming every device that cannot move (all or nothing); the code is the first problem's. */
export function requireNoProblems(rows: LifecycleRow[], step: ActivationStep): void {
  const bad = rows
    .map((r) => ({ r, code: problemOf(r, step) }))
    .filter((x): x is { r: LifecycleRow; code: StepProblem } => x.code !== null);
  if (bad.length === 0) return;
  const code = bad[0]!.code;
  const serials = bad.filter((b) => b.code === code).map((b) => b.r.serialNumber);
  throw new HttpError(409, code, `These devices are ${SENTENCE[code]}: ${serials.join(', ')}`, {
    params: { serials },
    details: bad.map((b) => ({
      path: 'machineIds',
      message: `${b.r.serialNumber} is ${SENTENCE[b.code]}`,
      code: b.code,
    })),
  });
}

/** The lifecycle of machines already locked by the caller, with their retailer's KYC. */
export async function lifecycleOf(tx: Executor, ids: number[]): Promise<LifecycleRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: machines.id,
      serialNumber: machines.serialNumber,
      retailerId: machines.retailerId,
      activationState: machines.activationState,
      kycStatus: retailers.kycStatus,
      awaitingDelivery: sql<boolean>`${onOpenOrderCondition()}`,
    })
    .from(machines)
    .leftJoin(retailers, eq(retailers.id, machines.retailerId))
    .where(inArray(machines.id, ids))
    .orderBy(machines.id);
}

/** The columns a step writes. */
function changesOf(principal: Principal, input: ActivationStepInput) {
  if (input.step === 'INSTALLED')
    return {
      activationState: 'INSTALLED' as const,
      installedOn: input.date,
      installedBy: principal.userId,
      installLocation: input.location || null,
    };
  if (input.step === 'ACTIVATED')
    return {
      activationState: 'ACTIVATED' as const,
      activatedOn: input.date,
      activationRef: input.ref || null,
      deactivatedAt: null,
    };
  return {
    activationState: 'DEACTIVATED' as const,
    deactivatedAt: new Date(`${input.date}T00:00:00+05:30`),
  };
}

/** Moves the (locked, checked) devices one step and records it in each one's history. */
export async function applyStep(
  tx: Tx,
  principal: Principal,
  rows: LifecycleRow[],
  input: ActivationStepInput,
  source: 'detail' | 'bulk' | 'file',
): Promise<void> {
  if (rows.length === 0) return;
  const changes = changesOf(principal, input);
  const after = {
    ...changes,
    deactivatedAt:
      'deactivatedAt' in changes ? (changes.deactivatedAt ? input.date : null) : undefined,
  };
  await setLifecycle(tx, actorOf(principal), rows, input.step, changes, {
    after,
    details: (r) => ({ retailerId: r.retailerId, source }),
  });
}

/**
 * applyStep's ACTIVATED for many devices, each with its own date and reference: `chosen` is a
 * query of (id, activated_on, ref, n) rows (locked, checked devices; n orders the history). One
 * UPDATE and one INSERT of the history entries applyStep would write, whatever the count.
 * Answers the number of devices activated.
 */
export async function activateEach(
  tx: Tx,
  principal: Principal,
  chosen: SQL,
  source: 'file',
): Promise<number> {
  return activateAll(tx, actorOf(principal), chosen, source);
}
