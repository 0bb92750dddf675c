import { z } from 'zod';
import { IdFilter, IntId, IsoDate } from './common';
import { BillingMonth } from './billing-month';
import { CommissionApproval } from './books';
import { Paise } from './money';

/**
 * GET /billing/commissions and /billing/commissions/statement.pdf: a closed month's statements
 * (admins: every distributor with activity, or the one asked, required for the PDF; a distributor:
 * its own, `distributorId` omitted or its own).
 */
export const CommissionQuery = z.object({
  month: BillingMonth,
  distributorId: IdFilter,
});
export type CommissionQuery = z.infer<typeof CommissionQuery>;

export const COMMISSION_KINDS = ['ACTIVATION', 'MONTHLY', 'CLAWBACK'] as const;
export const CommissionKind = z.enum(COMMISSION_KINDS);
export type CommissionKind = z.infer<typeof CommissionKind>;

/**
 * One line of a statement: ACTIVATION (a device activated in the month, on `date`), MONTHLY (a
 * device active the whole month; `date` is the day it was activated), CLAWBACK (a negative
 * activation commission: the device was deactivated on `date`, within the plan's clawback days).
 */
export const CommissionLine = z.object({
  kind: CommissionKind,
  machineId: IntId,
  serialNumber: z.string(),
  /** The retailer (merchant) that held the device when it was activated. */
  merchantName: z.string().nullable(),
  /** The provider's activation reference, when recorded. */
  reference: z.string().nullable(),
  date: IsoDate,
  amountPaise: Paise,
});
export type CommissionLine = z.infer<typeof CommissionLine>;

export const CommissionStatement = z.object({
  month: BillingMonth,
  distributorId: IntId,
  distributorName: z.string(),
  /** Activations first, then monthly lines, then clawbacks; each by date and serial. */
  lines: z.array(CommissionLine),
  activationPaise: Paise,
  monthlyPaise: Paise,
  /** Negative (or 0). */
  clawbackPaise: Paise,
  totalPaise: Paise,
  /** Once approved: the frozen statement's number, its TDS and what is paid (decision 0159). */
  approval: CommissionApproval.nullable(),
});
export type CommissionStatement = z.infer<typeof CommissionStatement>;

export const CommissionListResponse = z.object({ statements: z.array(CommissionStatement) });

/** POST /billing/commissions/approve: the statement as approved. */
export const ApproveCommissionResponse = z.object({ statement: CommissionStatement });
export type ApproveCommissionResponse = z.infer<typeof ApproveCommissionResponse>;
export type CommissionListResponse = z.infer<typeof CommissionListResponse>;
