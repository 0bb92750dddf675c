import type { TFunction } from 'i18next';
import type en from '../../i18n/locales/en/dashboard.json';

type StatusKey = keyof typeof en.dashboard.status;
type TypeKey = keyof typeof en.dashboard.machineType;

/** A status as the dashboard names it (IN_PROGRESS is 'Out for Delivery'); unknown ones as-is. */
export function statusLabel(t: TFunction, status: string): string {
  const key = `dashboard.status.${status as StatusKey}` as const;
  return t(key, { defaultValue: status });
}

export function machineTypeLabel(t: TFunction, type: string): string {
  const key = `dashboard.machineType.${type as TypeKey}` as const;
  return t(key, { defaultValue: type });
}
