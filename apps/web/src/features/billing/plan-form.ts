import {
  MAX_PRICE_PAISE,
  type BillingPlan,
  type CreateBillingPlanRequest,
  type MachineType,
} from '@dd/contract';
import type { TFunction } from 'i18next';
import { readRupees, rupeeText, type RupeeProblem } from '../../lib/rupees';
import { currentMonth } from './months';

/** A device type in words ("Soundbox"), never its code. */
export const machineTypeWord = (t: TFunction, type: MachineType): string =>
  t(`machines.type.${type}`);

/** What a plan prices, in words: "Soundbox · All models", "POS · PAX A910". */
export const planScope = (t: TFunction, plan: Pick<BillingPlan, 'machineType' | 'model'>) =>
  `${machineTypeWord(t, plan.machineType)} · ${plan.model ?? t('billing.plans.allModels')}`;

/** The plan dialog's fields as typed (amounts in rupees, numbers as text). */
export interface PlanDraft {
  name: string;
  machineType: MachineType;
  model: string;
  isDefault: boolean;
  monthlyRent: string;
  deposit: string;
  activationCommission: string;
  monthlyCommission: string;
  clawbackDays: string;
  gstRatePercent: string;
  sacCode: string;
  effectiveFrom: string;
}

export const MONEY_FIELDS = [
  'monthlyRent',
  'deposit',
  'activationCommission',
  'monthlyCommission',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

export type PlanFieldProblem =
  | { field: MoneyField; problem: RupeeProblem }
  | { field: 'name' | 'clawbackDays' | 'gstRatePercent' | 'sacCode'; problem: 'invalid' };

/** The plan's latest terms (what it charges from their month on). */
export const latestTerms = (plan: BillingPlan) => plan.versions.at(-1)!;

/** A new plan's fields, or a plan's latest terms to change from this month on. */
export function planDraft(plan?: BillingPlan): PlanDraft {
  const terms = plan && latestTerms(plan);
  const money = (paise: number | undefined) => (paise === undefined ? '' : rupeeText(paise));
  return {
    name: plan?.name ?? '',
    machineType: plan?.machineType ?? 'POS',
    model: plan?.model ?? '',
    isDefault: plan?.isDefault ?? false,
    monthlyRent: money(terms?.monthlyRentPaise),
    deposit: money(terms?.depositPaise),
    activationCommission: money(terms?.activationCommissionPaise ?? 0),
    monthlyCommission: money(terms?.monthlyCommissionPaise ?? 0),
    clawbackDays: String(terms?.clawbackDays ?? 90),
    gstRatePercent: String(terms?.gstRatePercent ?? 18),
    sacCode: terms?.sacCode ?? '997319',
    effectiveFrom: currentMonth(),
  };
}

const wholeIn = (text: string, max: number) => {
  const n = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(n) && n <= max ? n : null;
};

/** The request a draft makes, or what is wrong with it (each field's problem). */
export function readPlanDraft(
  draft: PlanDraft,
): { body: CreateBillingPlanRequest } | { problems: PlanFieldProblem[] } {
  const problems: PlanFieldProblem[] = [];
  const paise = {} as Record<MoneyField, number>;
  for (const field of MONEY_FIELDS) {
    const read = readRupees(draft[field], { allowZero: true, maxPaise: MAX_PRICE_PAISE });
    if ('problem' in read) problems.push({ field, problem: read.problem });
    else paise[field] = read.paise;
  }
  const clawbackDays = wholeIn(draft.clawbackDays, 3650);
  const gstRatePercent = wholeIn(draft.gstRatePercent, 28);
  if (draft.name.trim() === '') problems.push({ field: 'name', problem: 'invalid' });
  if (clawbackDays === null) problems.push({ field: 'clawbackDays', problem: 'invalid' });
  if (gstRatePercent === null) problems.push({ field: 'gstRatePercent', problem: 'invalid' });
  if (!/^[0-9]{4,8}$/.test(draft.sacCode.trim()))
    problems.push({ field: 'sacCode', problem: 'invalid' });
  if (problems.length > 0 || clawbackDays === null || gstRatePercent === null) return { problems };
  return {
    body: {
      name: draft.name.trim(),
      machineType: draft.machineType,
      model: draft.model.trim() || null,
      isDefault: draft.isDefault,
      monthlyRentPaise: paise.monthlyRent,
      depositPaise: paise.deposit,
      activationCommissionPaise: paise.activationCommission,
      monthlyCommissionPaise: paise.monthlyCommission,
      clawbackDays,
      gstRatePercent,
      sacCode: draft.sacCode.trim(),
      effectiveFrom: draft.effectiveFrom,
    },
  };
}
