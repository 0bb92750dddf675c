import { z } from 'zod';
import type { Action } from './permissions';
import {
  ACCOUNT_STATUSES,
  ACTIVATION_STATES,
  RMA_BATCH_STATUSES,
  TRANSFER_STATUSES,
  ASSIGNMENT_STATUSES,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  REPORT_TYPES,
  ReportFormat,
  ReportType,
} from './enums';
import {
  checkDateRange,
  DateRange,
  filterOrAll,
  IdFilter,
  PageMeta,
  Pagination,
  Place,
  toIsoDate,
} from './common';
import { INVOICE_STATUSES } from './billing';
import { APPROVED_COMMISSION_STATUSES, REFUND_VOUCHER_STATUSES } from './books';

/** An amount in paise, at least zero, from a query string ('' means no filter). */
const MinPaiseFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
);

/** The statuses an issued document can have: a register lists no draft. */
const issued = <const T extends string>(statuses: readonly T[]) =>
  statuses.filter((s): s is Exclude<T, 'DRAFT'> => s !== 'DRAFT');
export const REGISTER_STATUSES = {
  'invoice-register': issued(INVOICE_STATUSES),
  'refund-voucher-register': issued(REFUND_VOUCHER_STATUSES),
  'tds-register': APPROVED_COMMISSION_STATUSES,
} as const;

/** Every code a report column of statuses (`codes: 'status'`) can hold, each once. */
export const REPORT_STATUSES = [
  ...new Set([
    ...ASSIGNMENT_STATUSES,
    ...MACHINE_STATUSES,
    ...ACCOUNT_STATUSES,
    ...ACTIVATION_STATES,
    ...RMA_BATCH_STATUSES,
    ...TRANSFER_STATUSES,
    ...Object.values(REGISTER_STATUSES).flat(),
  ]),
];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A register's filters: its document's date, its distributor (admins), its status if it has one. */
const register = { distributorId: IdFilter, ...DateRange.shape };

/** Per-type filter fields (docs/product/api.md); 'all' means no filter. */
const filterShapes = {
  assignments: {
    status: filterOrAll(ASSIGNMENT_STATUSES),
    distributorId: IdFilter,
    retailerId: IdFilter,
    ...DateRange.shape,
  },
  machines: {
    status: filterOrAll(MACHINE_STATUSES),
    type: filterOrAll(MACHINE_TYPES),
    manufacturer: z.string().trim().max(100).optional(),
    ...DateRange.shape,
  },
  distributors: {
    status: filterOrAll(ACCOUNT_STATUSES),
    city: Place.optional(),
    state: Place.optional(),
    ...DateRange.shape,
  },
  retailers: {
    status: filterOrAll(ACCOUNT_STATUSES),
    distributorId: IdFilter,
    city: Place.optional(),
    ...DateRange.shape,
  },
  // Devices at the merchant (#16); each date range is on the report's natural date.
  activation: {
    activationState: filterOrAll(ACTIVATION_STATES),
    distributorId: IdFilter,
    retailerId: IdFilter,
    serviceProviderId: IdFilter,
    ...DateRange.shape,
  },
  idle: {
    distributorId: IdFilter,
    retailerId: IdFilter,
    serviceProviderId: IdFilter,
    ...DateRange.shape,
  },
  swaps: { distributorId: IdFilter, retailerId: IdFilter, ...DateRange.shape },
  rma: { status: filterOrAll(RMA_BATCH_STATUSES), serviceProviderId: IdFilter, ...DateRange.shape },
  transfers: {
    status: filterOrAll(TRANSFER_STATUSES),
    distributorId: IdFilter,
    ...DateRange.shape,
  },
  // Balances as of the day the server makes the report: no date range applies (decision 0151).
  receivables: { distributorId: IdFilter, minOutstandingPaise: MinPaiseFilter },
  // The registers of billing's documents (#49): dateFrom / dateTo on the document's own date.
  'invoice-register': {
    status: filterOrAll(REGISTER_STATUSES['invoice-register']),
    ...register,
  },
  'credit-note-register': register,
  'refund-voucher-register': {
    status: filterOrAll(REGISTER_STATUSES['refund-voucher-register']),
    ...register,
  },
  'payment-register': register,
  'tds-register': { status: filterOrAll(REGISTER_STATUSES['tds-register']), ...register },
} as const;

/** Whether a report type takes From / To dates (not the receivables ageing: as of today). */
export function reportTakesDates(type: ReportType): boolean {
  return 'dateFrom' in filterShapes[type];
}

type FilterShapes = typeof filterShapes;

/** One schema per report type: its filters plus `extra`, the dates checked where it takes them. */
function perReportType<E extends z.core.$ZodLooseShape>(extra: E) {
  const schemas = REPORT_TYPES.map((type) => {
    // The check reads only the dates; the result's type is stated below.
    const schema = z.object({ ...filterShapes[type], ...extra }) as z.ZodType<DateRange>;
    return [type, reportTakesDates(type) ? checkDateRange(schema) : schema];
  });
  return Object.fromEntries(schemas) as {
    readonly [K in ReportType]: z.ZodObject<FilterShapes[K] & E>;
  };
}

export const ReportFilters = perReportType({});
export const AssignmentsReportFilters = ReportFilters.assignments;
export const MachinesReportFilters = ReportFilters.machines;
export const DistributorsReportFilters = ReportFilters.distributors;
export const RetailersReportFilters = ReportFilters.retailers;
export type ReportFilters = { [K in ReportType]: z.infer<(typeof ReportFilters)[K]> };

/** A file download's format: CSV (the default) or Excel (reports, discrepancies, RMA batches). */
export const DownloadFormat = z.object({ format: ReportFormat.default('csv') });
export type DownloadFormat = z.infer<typeof DownloadFormat>;

/** Download query: the type's filters plus format (csv by default). */
export const ReportExportQuery = perReportType(DownloadFormat.shape);
export type ReportExportQuery = { [K in ReportType]: z.infer<(typeof ReportExportQuery)[K]> };

/**
 * Preview query: the type's filters plus page / pageSize. With `format` set the same path
 * answers the file instead (the spec's client downloads from the report path itself).
 */
export const ReportPreviewQuery = perReportType({
  ...Pagination.shape,
  format: ReportFormat.optional(),
});
export type ReportPreviewQuery = { [K in ReportType]: z.infer<(typeof ReportPreviewQuery)[K]> };

export const ReportTypeParams = z.object({ type: ReportType });
export type ReportTypeParams = z.infer<typeof ReportTypeParams>;

/** The spec's four report types (the first group on the Reports screen, in this order). */
export const SPEC_REPORT_TYPES = ['assignments', 'machines', 'distributors', 'retailers'] as const;

/**
 * Who may read each report type: RMA is an admin flow, so its report is admin only; the
 * receivables and the registers are billing's, read as invoices are (admins, distributors their
 * own).
 */
export const REPORT_ACCESS = {
  assignments: 'reports:read',
  machines: 'reports:read',
  distributors: 'reports:read',
  retailers: 'reports:read',
  activation: 'reports:read',
  idle: 'reports:read',
  swaps: 'reports:read',
  rma: 'reports:admin',
  transfers: 'reports:read',
  receivables: 'billing:read',
  'invoice-register': 'billing:read',
  'credit-note-register': 'billing:read',
  'refund-voucher-register': 'billing:read',
  'payment-register': 'billing:read',
  'tds-register': 'billing:read',
} as const satisfies Record<ReportType, Action>;

export const ReportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;

/**
 * How a report column's cells are written: dates 'YYYY-MM-DD', date-times ISO 8601 (UTC);
 * `rupees`: an amount, the cell integer paise (decision 0142), shown and written as rupees.
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'number',
  'date',
  'datetime',
  'boolean',
  'rupees',
] as const;
export const ReportColumnKind = z.enum(REPORT_COLUMN_KINDS);
export type ReportColumnKind = z.infer<typeof ReportColumnKind>;

/**
 * The code lists a text column's cells come from. Such a cell is a code (`SOUNDBOX`), never shown
 * as it is: screens show the reader's word for it, the files the English word (decision 0164).
 */
export const REPORT_CODE_SETS = [
  'status',
  'machineType',
  'rmaOutcome',
  'creditNoteBasis',
  'paymentMethod',
] as const;
export const ReportCodeSet = z.enum(REPORT_CODE_SETS);
export type ReportCodeSet = z.infer<typeof ReportCodeSet>;

/**
 * One column of a report: `key` names the cell in each row, `header` is the export's heading;
 * `codes`, for a column of codes, the list they come from.
 */
export const ReportField = z.object({
  key: z.string(),
  header: z.string(),
  kind: ReportColumnKind,
  codes: ReportCodeSet.optional(),
});
export type ReportField = z.infer<typeof ReportField>;

export const ReportPreviewResponse = z.object({
  type: ReportType,
  /** The row keys, in column order. */
  columns: z.array(z.string()),
  /** The same columns with their headers and kinds (same order as `columns`). */
  fields: z.array(ReportField),
  rows: z.array(z.record(z.string(), ReportCell)),
  ...PageMeta.shape,
});
export type ReportPreviewResponse = z.infer<typeof ReportPreviewResponse>;

export const REPORT_FILE_EXTENSIONS = { csv: 'csv', excel: 'xlsx' } as const satisfies Record<
  ReportFormat,
  string
>;

export const REPORT_MIME_TYPES = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ReportFormat, string>;

/** '{type}-report-YYYY-MM-DD.csv' or '.xlsx' for a calendar day ('YYYY-MM-DD', or a Date's local day). */
export function reportFileName(type: ReportType, format: ReportFormat, day: Date | string): string {
  const date = typeof day === 'string' ? day : toIsoDate(day);
  return `${type}-report-${date}.${REPORT_FILE_EXTENSIONS[format]}`;
}
