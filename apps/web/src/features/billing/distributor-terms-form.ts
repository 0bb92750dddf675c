import {
  DistributorBillingRequest,
  MACHINE_TYPES,
  type DistributorBillingResponse,
  type MachineType,
} from '@dd/contract';
import { percentText, readPercentBp, type PercentProblem } from '../../lib/percent';

/** A distributor's billing terms as the dialog's fields hold them ('' for none). */
export interface TermsDraft {
  /** The plan id per device type; '' = the default plan of the type. */
  plans: Record<MachineType, string>;
  paymentTermsDays: string;
  /** The lower-deduction certificate's rate in percent and its number; both '' = none. */
  certificateRate: string;
  certificateNumber: string;
}

export type TermsField = 'paymentTermsDays' | 'certificateRate' | 'certificateNumber';
/** A field's problem: a rate's reading, else a key under billing.terms.invalid.*. */
export type TermsProblem = { field: TermsField; problem: PercentProblem | 'invalid' | 'missing' };

const shape = DistributorBillingRequest.shape;
const MAX_DAYS = shape.paymentTermsDays.unwrap().maxValue!;
const MAX_RATE_BP = shape.tdsCertificateRateBp.unwrap().unwrap().maxValue!;

export function termsDraft(terms: DistributorBillingResponse): TermsDraft {
  const plans = Object.fromEntries(MACHINE_TYPES.map((type) => [type, ''])) as TermsDraft['plans'];
  for (const plan of terms.plans) plans[plan.machineType] = String(plan.planId);
  return {
    plans,
    paymentTermsDays: String(terms.paymentTermsDays),
    certificateRate:
      terms.tdsCertificateRateBp === null ? '' : percentText(terms.tdsCertificateRateBp),
    certificateNumber: terms.tdsCertificateNumber ?? '',
  };
}

/**
 * The request the draft makes (every field: the server replaces the terms whole), or each
 * field's problem. A certificate is a rate and a number together, or neither.
 */
export function readTermsDraft(
  draft: TermsDraft,
): { body: DistributorBillingRequest } | { problems: TermsProblem[] } {
  const problems: TermsProblem[] = [];
  const days = draft.paymentTermsDays.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) > MAX_DAYS)
    problems.push({ field: 'paymentTermsDays', problem: 'invalid' });
  const rateText = draft.certificateRate.trim();
  const number = draft.certificateNumber.trim();
  let rateBp: number | null = null;
  if (rateText !== '') {
    const rate = readPercentBp(rateText, { maxBp: MAX_RATE_BP });
    if ('problem' in rate) problems.push({ field: 'certificateRate', problem: rate.problem });
    else rateBp = rate.bp;
  }
  if (rateText === '' && number !== '')
    problems.push({ field: 'certificateRate', problem: 'missing' });
  if (rateText !== '' && number === '')
    problems.push({ field: 'certificateNumber', problem: 'missing' });
  if (number.length > 50) problems.push({ field: 'certificateNumber', problem: 'invalid' });
  if (problems.length > 0) return { problems };
  return {
    body: {
      plans: MACHINE_TYPES.filter((type) => draft.plans[type] !== '').map((machineType) => ({
        machineType,
        planId: Number(draft.plans[machineType]),
      })),
      paymentTermsDays: Number(days),
      tdsCertificateRateBp: rateBp,
      tdsCertificateNumber: number === '' ? null : number,
    },
  };
}
