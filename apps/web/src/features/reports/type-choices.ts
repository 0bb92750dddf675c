import {
  can,
  REPORT_ACCESS,
  REPORT_TYPES,
  SPEC_REPORT_TYPES,
  type ReportType,
  type UserType,
} from '@dd/contract';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BadgeCheck,
  Banknote,
  Building2,
  ClipboardList,
  FileMinus,
  Hourglass,
  Landmark,
  MonitorSmartphone,
  PackageX,
  ReceiptIndianRupee,
  ReceiptText,
  Repeat,
  Store,
  Undo2,
} from 'lucide-react';
import type { Choice } from './ChoiceCards';
import { reportDescription, reportTitle } from './labels';

const TYPE_ICONS: Record<ReportType, LucideIcon> = {
  assignments: ClipboardList,
  machines: MonitorSmartphone,
  distributors: Building2,
  retailers: Store,
  activation: BadgeCheck,
  idle: Hourglass,
  swaps: Repeat,
  rma: PackageX,
  transfers: ArrowLeftRight,
  receivables: ReceiptIndianRupee,
  'invoice-register': ReceiptText,
  'credit-note-register': FileMinus,
  'refund-voucher-register': Undo2,
  'payment-register': Banknote,
  'tds-register': Landmark,
};

/** The groups of report type cards, in screen order. */
export const REPORT_GROUPS = ['spec', 'merchant', 'billing'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Billing's reports: the receivables ageing, then the registers of its documents. */
const BILLING_TYPES: readonly ReportType[] = [
  'receivables',
  'invoice-register',
  'credit-note-register',
  'refund-voucher-register',
  'payment-register',
  'tds-register',
];

function groupOf(type: ReportType): ReportGroup {
  if ((SPEC_REPORT_TYPES as readonly string[]).includes(type)) return 'spec';
  return BILLING_TYPES.includes(type) ? 'billing' : 'merchant';
}

/**
 * The report type cards a role may choose (the RMA batches report is admin only, billing's
 * reports not a retailer's), in groups: the spec's four first ("Pick one of four
 * report types"), then the devices at the merchant, then billing.
 */
export function reportTypeChoices(
  t: TFunction,
  role: UserType,
): Record<ReportGroup, Choice<ReportType>[]> {
  const choices = REPORT_TYPES.filter((type) => can(role, REPORT_ACCESS[type])).map((type) => ({
    value: type,
    title: reportTitle(t, type),
    description: reportDescription(t, type),
    icon: TYPE_ICONS[type],
  }));
  return {
    spec: choices.filter((c) => groupOf(c.value) === 'spec'),
    merchant: choices.filter((c) => groupOf(c.value) === 'merchant'),
    billing: choices.filter((c) => groupOf(c.value) === 'billing'),
  };
}
