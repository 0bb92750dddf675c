import {
  MACHINE_TYPES,
  CREDIT_NOTE_BASES,
  PAYMENT_METHODS,
  RMA_OUTCOMES,
  REGISTER_STATUSES,
  REPORT_STATUSES,
  type ReportCodeSet,
  type ReportType,
} from '@dd/contract';
import type { TFunction } from 'i18next';
import type { Tone } from '../../components/ui/Badge';
import {
  accountStatusTone,
  assignmentStatusTone,
  billingDocumentTone,
  machineStatusTone,
  merchantStatusTone,
} from '../../lib/status-tones';
import type { FilterKey } from './params';

/** Whether `value` is one of the codes of `list`. */
/** 'MAINTENANCE' -> 'Maintenance' (in the UI language); unknown values as they are. */
export function statusLabel(t: TFunction, status: string): string {
  return isOneOf(REPORT_STATUSES, status) ? t(`reports.status.${status}`) : status;
}

/** 'SOUNDBOX' -> 'Soundbox'. */
export function machineTypeLabel(t: TFunction, type: string): string {
  return isOneOf(MACHINE_TYPES, type) ? t(`reports.machineType.${type}`) : type;
}

/**
 * A cell of a column of codes (the field's `codes`) in the UI language: 'REPAIRED' -> 'Repaired'.
 * Unknown codes as they are.
 */
export function codeLabel(t: TFunction, codes: ReportCodeSet, value: string): string {
  switch (codes) {
    case 'status':
      return statusLabel(t, value);
    case 'machineType':
      return machineTypeLabel(t, value);
    case 'rmaOutcome':
      return isOneOf(RMA_OUTCOMES, value) ? t(`rma.outcome.${value}`) : value;
    case 'creditNoteBasis':
      return isOneOf(CREDIT_NOTE_BASES, value) ? t(`books.bases.${value}`) : value;
    case 'paymentMethod':
      return isOneOf(PAYMENT_METHODS, value) ? t(`billing.payments.methods.${value}`) : value;
  }
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The badge colour of a status in a report of `type` (docs/product/texts.md). */
export function statusTone(type: ReportType, status: string): Tone {
  if (type === 'machines') return machineStatusTone(status);
  if (type === 'assignments') return assignmentStatusTone(status);
  if (type === 'distributors' || type === 'retailers') return accountStatusTone(status);
  if (type in REGISTER_STATUSES) return billingDocumentTone(status);
  return merchantStatusTone(status);
}

export function reportTitle(t: TFunction, type: ReportType): string {
  return t(`reports.types.${type}.title`);
}

export function reportDescription(t: TFunction, type: ReportType): string {
  return t(`reports.types.${type}.description`);
}

/** Each filter's label (the provider filter's key is serviceProviderId, its text "provider"). */
const FILTER_LABELS = {
  status: 'reports.filters.status',
  type: 'reports.filters.type',
  manufacturer: 'reports.filters.manufacturer',
  distributorId: 'reports.filters.distributor',
  retailerId: 'reports.filters.retailer',
  city: 'reports.filters.city',
  state: 'reports.filters.state',
  activationState: 'reports.filters.activationState',
  serviceProviderId: 'reports.filters.provider',
  minOutstandingPaise: 'reports.filters.minOutstanding',
} as const satisfies Record<FilterKey, string>;

export function filterLabel(t: TFunction, key: FilterKey): string {
  return t(FILTER_LABELS[key]);
}

/**
 * A preview column's heading in the UI language: the report type's own for the column where it
 * has one (a register's "Number" is its document's), else the column's; the server's (English)
 * header if unknown.
 */
export function columnHeader(
  t: TFunction,
  type: ReportType,
  field: { key: string; header: string },
): string {
  return t([`reports.typeColumns.${type}.${field.key}`, `reports.columns.${field.key}`], {
    defaultValue: field.header,
  });
}
