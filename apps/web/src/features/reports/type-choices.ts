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
  Building2,
  ClipboardList,
  Hourglass,
  MonitorSmartphone,
  PackageX,
  Repeat,
  Store,
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
};

const isSpecType = (type: ReportType) => (SPEC_REPORT_TYPES as readonly string[]).includes(type);

/**
 * The report type cards a role may choose (the RMA batches report is admin only), in two groups:
 * the spec's four first ("Pick one of four report types"), then the devices at the merchant.
 */
export function reportTypeChoices(
  t: TFunction,
  role: UserType,
): { spec: Choice<ReportType>[]; merchant: Choice<ReportType>[] } {
  const choices = REPORT_TYPES.filter((type) => can(role, REPORT_ACCESS[type])).map((type) => ({
    value: type,
    title: reportTitle(t, type),
    description: reportDescription(t, type),
    icon: TYPE_ICONS[type],
  }));
  return {
    spec: choices.filter((c) => isSpecType(c.value)),
    merchant: choices.filter((c) => !isSpecType(c.value)),
  };
}
