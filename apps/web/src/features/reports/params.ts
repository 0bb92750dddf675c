import {
  ACCOUNT_STATUSES,
  ACTIVATION_STATES,
  RMA_BATCH_STATUSES,
  TRANSFER_STATUSES,
  ASSIGNMENT_STATUSES,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  MANUFACTURERS,
  REGISTER_STATUSES,
  REPORT_FORMATS,
  REPORT_TYPES,
  reportTakesDates,
  type ReportFormat,
  type ReportType,
} from '@dd/contract';

/**
 * The reports screen's choices, kept in the URL (`?report=machines&status=MAINTENANCE&format=excel`)
 * so a reload or a shared link shows the same report. docs/product/api.md: each type has its own
 * filters; every type but the receivables ageing takes dateFrom / dateTo (YYYY-MM-DD).
 */

export const DEFAULT_TYPE: ReportType = 'assignments';
const DEFAULT_FORMAT: ReportFormat = 'csv';

/**
 * The URL parameter of each input besides the filters, whose parameter is their key (the report
 * type is `report`: `type` is the machines report's machine type filter).
 */
const PARAM = { type: 'report', format: 'format', dateFrom: 'dateFrom', dateTo: 'dateTo' };

export type FilterDef =
  | { key: 'status' | 'activationState'; kind: 'status'; options: readonly string[] }
  | { key: 'type'; kind: 'machineType'; options: readonly string[] }
  | { key: 'manufacturer'; kind: 'manufacturer'; options: readonly string[] }
  | { key: 'distributorId'; kind: 'distributor' }
  | { key: 'retailerId'; kind: 'retailer' }
  | { key: 'serviceProviderId'; kind: 'provider' }
  | { key: 'city' | 'state'; kind: 'text' }
  /** Typed in whole rupees, kept (URL, query) in paise as the API takes it. */
  | { key: 'minOutstandingPaise'; kind: 'rupees' };

export type FilterKey = FilterDef['key'];

/** The filters several report types share (one definition each). */
const status = (options: readonly string[]): FilterDef => ({
  key: 'status',
  kind: 'status',
  options,
});
const DISTRIBUTOR: FilterDef = { key: 'distributorId', kind: 'distributor' };
const RETAILER: FilterDef = { key: 'retailerId', kind: 'retailer' };
const PROVIDER: FilterDef = { key: 'serviceProviderId', kind: 'provider' };
const CITY: FilterDef = { key: 'city', kind: 'text' };

/** docs/product/api.md, report filters by type (in the order they are shown). */
export const REPORT_FILTERS: Record<ReportType, readonly FilterDef[]> = {
  assignments: [status(ASSIGNMENT_STATUSES), DISTRIBUTOR, RETAILER],
  machines: [
    status(MACHINE_STATUSES),
    { key: 'type', kind: 'machineType', options: MACHINE_TYPES },
    { key: 'manufacturer', kind: 'manufacturer', options: MANUFACTURERS },
  ],
  distributors: [status(ACCOUNT_STATUSES), CITY, { key: 'state', kind: 'text' }],
  retailers: [status(ACCOUNT_STATUSES), DISTRIBUTOR, CITY],
  // Devices at the merchant (#16).
  activation: [
    { key: 'activationState', kind: 'status', options: ACTIVATION_STATES },
    DISTRIBUTOR,
    RETAILER,
    PROVIDER,
  ],
  idle: [DISTRIBUTOR, RETAILER, PROVIDER],
  swaps: [DISTRIBUTOR, RETAILER],
  rma: [status(RMA_BATCH_STATUSES), PROVIDER],
  transfers: [status(TRANSFER_STATUSES), DISTRIBUTOR],
  receivables: [DISTRIBUTOR, { key: 'minOutstandingPaise', kind: 'rupees' }],
  // The registers of billing's documents (#49); their dates are the documents' own.
  'invoice-register': [status(REGISTER_STATUSES['invoice-register']), DISTRIBUTOR],
  'credit-note-register': [DISTRIBUTOR],
  'refund-voucher-register': [status(REGISTER_STATUSES['refund-voucher-register']), DISTRIBUTOR],
  'payment-register': [DISTRIBUTOR],
  'tds-register': [status(REGISTER_STATUSES['tds-register']), DISTRIBUTOR],
};

/** The contract's limit for city / state (`Place`). */
export const TEXT_FILTER_MAX = 100;

export interface ReportState {
  type: ReportType;
  format: ReportFormat;
  /** 'YYYY-MM-DD' or ''. */
  dateFrom: string;
  dateTo: string;
  /** Only the type's filters that are set (a valid value; 'all' is not stored). */
  filters: Partial<Record<FilterKey, string>>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' ('2023-02-29' is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A filter value from the URL, or undefined when it is missing or not valid for the filter. */
function filterValue(def: FilterDef, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  switch (def.kind) {
    case 'status':
    case 'machineType':
    case 'manufacturer':
      return def.options.includes(raw) ? raw : undefined;
    case 'distributor':
    case 'retailer':
    case 'provider': {
      const id = Number(raw);
      return Number.isInteger(id) && id > 0 ? String(id) : undefined;
    }
    case 'text': {
      const text = raw.slice(0, TEXT_FILTER_MAX);
      return text.trim() === '' ? undefined : text;
    }
    case 'rupees':
      return /^\d{1,15}$/.test(raw) ? String(Number(raw)) : undefined;
  }
}

/** Reads the screen's state from the URL; anything unknown or invalid falls back to its default. */
export function readReportState(params: URLSearchParams): ReportState {
  const type = oneOf(REPORT_TYPES, params.get(PARAM.type), DEFAULT_TYPE);
  const format = oneOf(REPORT_FORMATS, params.get(PARAM.format), DEFAULT_FORMAT);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return reportTakesDates(type) && isIsoDate(value) ? value : '';
  };
  const filters: ReportState['filters'] = {};
  for (const def of REPORT_FILTERS[type]) {
    const value = filterValue(def, params.get(def.key));
    if (value !== undefined) filters[def.key] = value;
  }
  return { type, format, dateFrom: date(PARAM.dateFrom), dateTo: date(PARAM.dateTo), filters };
}

/** The state as URL parameters, in a fixed order; defaults and unset values are left out. */
export function writeReportState(state: ReportState): string {
  const params = new URLSearchParams();
  if (state.type !== DEFAULT_TYPE) params.set(PARAM.type, state.type);
  for (const def of REPORT_FILTERS[state.type]) {
    const value = state.filters[def.key];
    if (value !== undefined && value !== '') params.set(def.key, value);
  }
  if (reportTakesDates(state.type)) {
    if (state.dateFrom) params.set(PARAM.dateFrom, state.dateFrom);
    if (state.dateTo) params.set(PARAM.dateTo, state.dateTo);
  }
  if (state.format !== DEFAULT_FORMAT) params.set(PARAM.format, state.format);
  return params.toString();
}

/**
 * docs/product/rules.md / the contract: the To Date may not be before the From Date (a type
 * without dates has none to get wrong).
 */
export function hasDateError(
  state: Pick<ReportState, 'dateFrom' | 'dateTo'> & { type?: ReportType },
): boolean {
  if (state.type && !reportTakesDates(state.type)) return false;
  return state.dateFrom !== '' && state.dateTo !== '' && state.dateTo < state.dateFrom;
}

/**
 * The query the report calls take: the set filters and dates (text trimmed), nothing for 'all'.
 * Same for the preview and the file, so the file holds exactly the previewed rows.
 */
export function reportQuery(state: ReportState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const def of REPORT_FILTERS[state.type]) {
    const value = state.filters[def.key]?.trim();
    if (value) query[def.key] = value;
  }
  if (reportTakesDates(state.type)) {
    if (state.dateFrom) query.dateFrom = state.dateFrom;
    if (state.dateTo) query.dateTo = state.dateTo;
  }
  return query;
}

/**
 * The screen's state for editing a schedule: its report, format and filters, read as a URL is
 * (so a filter the screen does not know, or a bad value, is dropped the same way).
 */
export function scheduleState(s: {
  reportType: ReportType;
  format: 'csv' | 'xlsx';
  filters: Record<string, unknown>;
}): ReportState {
  const params = new URLSearchParams();
  params.set(PARAM.type, s.reportType);
  params.set(PARAM.format, s.format === 'xlsx' ? 'excel' : 'csv');
  for (const [key, value] of Object.entries(s.filters)) {
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  }
  return readReportState(params);
}
