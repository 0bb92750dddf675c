import { z } from 'zod';
import {
  Count,
  filterOrAll,
  Id,
  IntId,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
  Notes,
} from './common';
import { MachineStatus, MachineType, type ReportFormat, RMA_BATCH_STATUSES } from './enums';
import { REPORT_FILE_EXTENSIONS } from './reports';
import { ReceiptSerial } from './receipts';

/** Returns to the provider (RMA): a batch of faulty devices, SENT -> RECEIVED_BY_PROVIDER -> CLOSED. */
export const RmaStatus = z.enum(RMA_BATCH_STATUSES);
export type RmaStatus = z.infer<typeof RmaStatus>;

/** What became of a device at close. */
export const RMA_OUTCOMES = ['REPAIRED', 'REPLACED', 'WRITTEN_OFF'] as const;
export const RmaOutcome = z.enum(RMA_OUTCOMES);
export type RmaOutcome = z.infer<typeof RmaOutcome>;

/** Devices one batch may hold. */
export const MAX_RMA_DEVICES = 500;

const text = line;

/** POST /rma-batches: MAINTENANCE devices of one provider, not held and in no open batch. */
export const CreateRmaBatchRequest = z.strictObject({
  machineIds: z.array(IntId).min(1).max(MAX_RMA_DEVICES),
  reference: text(100).min(1, 'Reference is required'),
  courierName: text(100).min(1, 'Courier name is required'),
  trackingNumber: text(100).min(1, 'Tracking number is required'),
  notes: Notes.nullable().optional(),
});
export type CreateRmaBatchRequest = z.infer<typeof CreateRmaBatchRequest>;

/** One device's outcome at close; REPLACED names the serial of the device the provider sent back. */
export const RmaOutcomeInput = z
  .strictObject({
    machineId: IntId,
    outcome: RmaOutcome,
    replacementSerial: ReceiptSerial.optional(),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .refine((o) => (o.outcome === 'REPLACED') === (o.replacementSerial !== undefined), {
    message: 'A replacement serial is given for REPLACED devices, and only for them',
    path: ['replacementSerial'],
  });
export type RmaOutcomeInput = z.infer<typeof RmaOutcomeInput>;

/** POST /rma-batches/{id}/close: an outcome for every device of the batch. */
export const CloseRmaBatchRequest = z.strictObject({
  outcomes: z.array(RmaOutcomeInput).min(1).max(MAX_RMA_DEVICES),
});
export type CloseRmaBatchRequest = z.infer<typeof CloseRmaBatchRequest>;

const Who = z.object({ id: IntId, name: z.string() }).nullable();

export const RmaItem = z.object({
  machineId: IntId,
  serialNumber: z.string(),
  type: MachineType,
  model: z.string(),
  manufacturer: z.string(),
  /** The machine's status now (MAINTENANCE while the batch is open). */
  status: MachineStatus,
  outcome: RmaOutcome.nullable(),
  replacementSerial: z.string().nullable(),
  replacementMachineId: IntId.nullable(),
  outcomeNote: z.string().nullable(),
});
export type RmaItem = z.infer<typeof RmaItem>;

export const RmaBatch = z.object({
  id: IntId,
  batchNumber: z.string(),
  serviceProvider: z.object({ id: IntId, name: z.string() }),
  reference: z.string(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  status: RmaStatus,
  notes: z.string().nullable(),
  deviceCount: Count,
  createdBy: Who,
  createdAt: IsoDateTime,
  receivedBy: Who,
  receivedAt: IsoDateTime.nullable(),
  closedBy: Who,
  closedAt: IsoDateTime.nullable(),
});
export type RmaBatch = z.infer<typeof RmaBatch>;

export const RmaBatchDetail = RmaBatch.extend({ items: z.array(RmaItem) });
export type RmaBatchDetail = z.infer<typeof RmaBatchDetail>;

export const RmaBatchResponse = z.object({ batch: RmaBatchDetail });
export type RmaBatchResponse = z.infer<typeof RmaBatchResponse>;

/** `serviceProvider` sorts by the provider's name. */
export const RMA_BATCH_SORTS = [
  'batchNumber',
  'serviceProvider',
  'reference',
  'status',
  'createdAt',
] as const;
export type RmaBatchSort = (typeof RMA_BATCH_SORTS)[number];

/** `search`: the batch number or the reference. */
export const RmaBatchListQuery = listQuery(RMA_BATCH_SORTS, {
  serviceProviderId: Id.optional(),
  status: filterOrAll(RMA_BATCH_STATUSES),
});
export type RmaBatchListQuery = z.infer<typeof RmaBatchListQuery>;

export const RmaBatchStats = z.object({ sent: Count, receivedByProvider: Count, closed: Count });
export const RmaBatchListResponse = listResponse('batches', RmaBatch, RmaBatchStats);
export type RmaBatchListResponse = z.infer<typeof RmaBatchListResponse>;

/** A batch's report is written as a report file is (CSV or Excel): 'rma-RMA-000001.csv'. */
export function rmaReportFileName(batchNumber: string, format: ReportFormat): string {
  return `rma-${batchNumber}.${REPORT_FILE_EXTENSIONS[format]}`;
}
