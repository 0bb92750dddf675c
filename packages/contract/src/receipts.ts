import { z } from 'zod';
import { OptionalImei, OptionalSimNumber } from './identity';
import {
  Count,
  counts,
  filterOrAll,
  Id,
  IntId,
  IsoDate,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  Notes,
} from './common';
import { MachineType, type ReportFormat } from './enums';
import { REPORT_FILE_EXTENSIONS } from './reports';
import { optionalCode, SerialNumber } from './machines';
import { RESOLVE_SERIALS_MAX } from './serial-resolve';

/** Stock receipts: goods received from a service provider against the list it said it sent. */
export const RECEIPT_STATUSES = ['OPEN', 'CLOSED'] as const;
export const ReceiptStatus = z.enum(RECEIPT_STATUSES);
export type ReceiptStatus = z.infer<typeof ReceiptStatus>;

/** EXPECTED (on the list, not scanned yet), RECEIVED, UNEXPECTED (scanned, not on the list), MISSING (at close). */
export const RECEIPT_ITEM_STATES = ['EXPECTED', 'RECEIVED', 'UNEXPECTED', 'MISSING'] as const;
export const ReceiptItemState = z.enum(RECEIPT_ITEM_STATES);
export type ReceiptItemState = z.infer<typeof ReceiptItemState>;

/** The later decision: an unexpected device ADDED or REJECTED; a missing one ARRIVED_LATE or WRITTEN_OFF. */
export const RECEIPT_RESOLUTIONS = ['ADDED', 'REJECTED', 'ARRIVED_LATE', 'WRITTEN_OFF'] as const;
export const ReceiptResolution = z.enum(RECEIPT_RESOLUTIONS);
export type ReceiptResolution = z.infer<typeof ReceiptResolution>;

/** Which decisions fit which state (the server's rule; the screen offers only these). */
export const RESOLUTIONS_OF_STATE = {
  UNEXPECTED: ['ADDED', 'REJECTED'],
  MISSING: ['ARRIVED_LATE', 'WRITTEN_OFF'],
} as const satisfies Partial<Record<ReceiptItemState, readonly ReceiptResolution[]>>;

/**
 * The longest list a JSON body carries (`csv` text); a longer file is uploaded as text/csv
 * (POST /receipts/upload, streamed, up to MAX_IMPORT_UPLOAD_BYTES).
 */
export const MAX_RECEIPT_CSV_LENGTH = 16 * 1024 * 1024;
/** At most this many per-row errors are answered (the first, in row order). */
export const MAX_RECEIPT_ERRORS = 1000;

/** Columns of the expected list's CSV header, in template order. */
export const RECEIPT_LIST_COLUMNS = [
  'serialNumber',
  'type',
  'model',
  'manufacturer',
  'tid',
  'mid',
  'qrCode',
  'simNumber',
  'imei',
] as const;
export type ReceiptListColumn = (typeof RECEIPT_LIST_COLUMNS)[number];

export const ReceiptSerial = SerialNumber;

/** One device of the expected list. */
export const ExpectedDevice = z.strictObject({
  serialNumber: ReceiptSerial,
  type: MachineType,
  model: line(100).min(1),
  manufacturer: line(100).min(1),
  tid: optionalCode(64),
  mid: optionalCode(64),
  qrCode: optionalCode(256),
  simNumber: OptionalSimNumber,
  imei: OptionalImei,
});
export type ExpectedDevice = z.infer<typeof ExpectedDevice>;

/**
 * The devices' type, model and manufacturer where the CSV list's rows leave them empty or it has
 * no such column: a list of serials alone (one a line, no header) needs all three.
 */
const ListDevices = {
  type: MachineType.optional(),
  model: line(100).min(1).optional(),
  manufacturer: line(100).min(1).optional(),
};
/** The columns ListDevices may fill. */
export const LIST_DEVICE_FIELDS = ['type', 'model', 'manufacturer'] as const;

/**
 * POST /receipts: the provider's reference and date, and the expected list as JSON `items` or
 * as CSV text `csv` (an uploaded file or a pasted list, header row of RECEIPT_LIST_COLUMNS, or
 * serials alone, one a line, with `type`, `model` and `manufacturer`).
 */
export const CreateReceiptRequest = z
  .strictObject({
    serviceProviderId: IntId,
    reference: line(100).min(1, 'Reference is required'),
    receiptDate: IsoDate,
    notes: Notes.nullable().optional(),
    ...ListDevices,
    items: z.array(ExpectedDevice).optional(),
    csv: z.string().max(MAX_RECEIPT_CSV_LENGTH).optional(),
  })
  .refine((b) => (b.items === undefined) !== (b.csv === undefined), {
    message: 'Send the expected list as items or as csv (one of them)',
    path: ['items'],
  });
export type CreateReceiptRequest = z.infer<typeof CreateReceiptRequest>;

/**
 * POST /receipts/upload: the expected list's CSV file as the body (`Content-Type: text/csv`,
 * streamed, no row limit); the receipt's reference, date and notes in the query.
 */
export const ReceiptUploadQuery = z.strictObject({
  serviceProviderId: Id,
  reference: line(100).min(1, 'Reference is required'),
  receiptDate: IsoDate,
  notes: Notes.optional(),
  ...ListDevices,
});
export type ReceiptUploadQuery = z.infer<typeof ReceiptUploadQuery>;

/** Live counts: on the list, received of them, not (yet) received, scanned but not on the list. */
export const ReceiptProgress = counts('expected', 'received', 'missing', 'unexpected');
export type ReceiptProgress = z.infer<typeof ReceiptProgress>;

const Who = z.object({ id: IntId, name: z.string() }).nullable();

export const Receipt = z.object({
  id: IntId,
  receiptNumber: z.string(),
  serviceProvider: z.object({ id: IntId, name: z.string() }),
  reference: z.string(),
  receiptDate: IsoDate,
  status: ReceiptStatus,
  notes: z.string().nullable(),
  createdBy: Who,
  createdAt: IsoDateTime,
  closedBy: Who,
  closedAt: IsoDateTime.nullable(),
  progress: ReceiptProgress,
  /** Missing and unexpected devices still waiting for a decision. */
  unresolved: Count,
});
export type Receipt = z.infer<typeof Receipt>;

export const ReceiptResponse = z.object({ receipt: Receipt });
export type ReceiptResponse = z.infer<typeof ReceiptResponse>;

export const RECEIPT_SORTS = ['receiptNumber', 'reference', 'receiptDate', 'status'] as const;
export type ReceiptSort = (typeof RECEIPT_SORTS)[number];

/** `search`: the receipt number or the provider's reference. */
export const ReceiptListQuery = listQuery(RECEIPT_SORTS, {
  serviceProviderId: Id.optional(),
  status: filterOrAll(RECEIPT_STATUSES),
});
export type ReceiptListQuery = z.infer<typeof ReceiptListQuery>;

export const ReceiptStats = z.object({ open: Count, closed: Count });
export const ReceiptListResponse = listResponse('receipts', Receipt, ReceiptStats);
export type ReceiptListResponse = z.infer<typeof ReceiptListResponse>;

export const ReceiptItem = z.object({
  id: IntId,
  lineNo: z.number().int(),
  serialNumber: z.string(),
  expected: z.boolean(),
  state: ReceiptItemState,
  type: MachineType.nullable(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  tid: z.string().nullable(),
  mid: z.string().nullable(),
  qrCode: z.string().nullable(),
  simNumber: z.string().nullable(),
  imei: z.string().nullable(),
  scannedAt: IsoDateTime.nullable(),
  resolution: ReceiptResolution.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: IsoDateTime.nullable(),
  machineId: IntId.nullable(),
});
export type ReceiptItem = z.infer<typeof ReceiptItem>;

export const ReceiptItemParams = z.object({ id: Id, itemId: Id });
export type ReceiptItemParams = z.infer<typeof ReceiptItemParams>;

export const RECEIPT_ITEM_SORTS = ['lineNo', 'serialNumber', 'model', 'state'] as const;
export type ReceiptItemSort = (typeof RECEIPT_ITEM_SORTS)[number];

/** `search`: serial number, TID, QR code, SIM or IMEI; the file's line order unless sorted. */
export const ReceiptItemListQuery = listQuery(RECEIPT_ITEM_SORTS, {
  state: filterOrAll(RECEIPT_ITEM_STATES),
});
export type ReceiptItemListQuery = z.infer<typeof ReceiptItemListQuery>;

export const ReceiptItemListResponse = listResponse('items', ReceiptItem, ReceiptProgress);
export type ReceiptItemListResponse = z.infer<typeof ReceiptItemListResponse>;

/** POST /receipts/{id}/scans: one serial, as typed or as a scanner sends it. */
export const ReceiptScanRequest = z.strictObject({ serialNumber: ReceiptSerial });
export type ReceiptScanRequest = z.infer<typeof ReceiptScanRequest>;

export const SCAN_RESULTS = ['received', 'duplicate', 'unexpected'] as const;
export const ScanResult = z.enum(SCAN_RESULTS);
export type ScanResult = z.infer<typeof ScanResult>;

export const ReceiptScanResponse = z.object({
  result: ScanResult,
  item: ReceiptItem,
  progress: ReceiptProgress,
});
export type ReceiptScanResponse = z.infer<typeof ReceiptScanResponse>;

/**
 * POST /receipts/{id}/scans/batch: a pasted list (as many serials as one resolve call takes),
 * recorded in one call. Each serial is answered as its own scan would be, in the list's order.
 */
export const ReceiptScanBatchRequest = z.strictObject({
  serialNumbers: z.array(ReceiptSerial).min(1).max(RESOLVE_SERIALS_MAX),
});
export type ReceiptScanBatchRequest = z.infer<typeof ReceiptScanBatchRequest>;

/** One serial's answer in a batch: what became of it, and its item. */
export const ReceiptScan = ReceiptScanResponse.omit({ progress: true });
export type ReceiptScan = z.infer<typeof ReceiptScan>;

export const ReceiptScanBatchResponse = z.object({
  scans: z.array(ReceiptScan),
  progress: ReceiptProgress,
});
export type ReceiptScanBatchResponse = z.infer<typeof ReceiptScanBatchResponse>;

/** POST /receipts/{id}/items/{itemId}/resolution. ADDED needs type, model and manufacturer (body or item). */
export const ReceiptResolutionRequest = z.strictObject({
  resolution: ReceiptResolution,
  note: Notes.nullable().optional(),
  type: MachineType.optional(),
  model: line(100).min(1).optional(),
  manufacturer: line(100).min(1).optional(),
});
export type ReceiptResolutionRequest = z.infer<typeof ReceiptResolutionRequest>;

export const ReceiptResolutionResponse = z.object({ item: ReceiptItem, receipt: Receipt });
export type ReceiptResolutionResponse = z.infer<typeof ReceiptResolutionResponse>;

/** The discrepancy file is written as a report file is (CSV or Excel): 'discrepancies-R-000001.csv'. */
export function discrepancyFileName(receiptNumber: string, format: ReportFormat): string {
  return `discrepancies-${receiptNumber}.${REPORT_FILE_EXTENSIONS[format]}`;
}
