import { z } from 'zod';
import {
  ACTIVATION_STATES,
  ActivationState,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  MachineStatus,
  MachineType,
  PARTNER_TYPES,
  PartnerType,
  UserType,
} from './enums';
import { FIELD_ISSUE_CODES } from './errors';
import { csvImportBody, DryRunFlag, fileImportAnswer } from './file-import';
import {
  counts,
  createAndUpdate,
  filterOrAll,
  Id,
  IntId,
  IsoDateTime,
  line,
  listQuery,
  listResponse,
} from './common';
import { OptionalImei, OptionalSimNumber } from './identity';

/** A machine as answered: camelCase fields plus the spec's snake_case aliases. */
export const Machine = z.object({
  id: IntId,
  serialNumber: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  type: MachineType,
  status: MachineStatus,
  partner: z.string().nullable(),
  partnerType: PartnerType.nullable(),
  mid: z.string().nullable(),
  tid: z.string().nullable(),
  qrCode: z.string().nullable(),
  simNumber: z.string().nullable(),
  imei: z.string().nullable(),
  hasStandee: z.boolean(),
  serviceProviderId: IntId.nullable(),
  distributorId: IntId.nullable(),
  retailerId: IntId.nullable(),
  /** The holder's and retailer's names (the machines list and a machine's own answer). */
  distributorName: z.string().nullable().optional(),
  retailerName: z.string().nullable().optional(),
  retailerShopName: z.string().nullable().optional(),
  /** The activation lifecycle at the retailer (null while not at one). */
  activationState: ActivationState.nullable().optional(),
  allottedAt: IsoDateTime.nullable().optional(),
  installedOn: z.string().nullable().optional(),
  installLocation: z.string().nullable().optional(),
  activatedOn: z.string().nullable().optional(),
  activationRef: z.string().nullable().optional(),
  /**
   * In a pending transfer between distributors / in an RMA batch not yet closed (the machines
   * list and a machine's own answers; MACHINE_FLAGS).
   */
  inTransit: z.boolean().optional(),
  inRma: z.boolean().optional(),
  /**
   * At a retailer, booked by an order not delivered yet: not marked installed until it is
   * (the machines list and a machine's own answers).
   */
  awaitingDelivery: z.boolean().optional(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  serial_number: z.string(),
  machine_type: MachineType,
  qr_code: z.string().nullable(),
  has_standee: z.boolean(),
});
export type Machine = z.infer<typeof Machine>;

export type MachineWithoutAliases = Omit<
  Machine,
  'serial_number' | 'machine_type' | 'qr_code' | 'has_standee'
>;

/**
 * Adds the snake_case aliases old clients read. One object literal on purpose: a spread plus four
 * more keys leaves V8 a slow dictionary-mode object, five times slower to build and serialise
 * (measured on the 50-row machine lists).
 */
export function withMachineAliases(m: MachineWithoutAliases): Machine {
  return {
    id: m.id,
    serialNumber: m.serialNumber,
    model: m.model,
    manufacturer: m.manufacturer,
    type: m.type,
    status: m.status,
    partner: m.partner,
    partnerType: m.partnerType,
    mid: m.mid,
    tid: m.tid,
    qrCode: m.qrCode,
    simNumber: m.simNumber,
    imei: m.imei,
    hasStandee: m.hasStandee,
    serviceProviderId: m.serviceProviderId,
    distributorId: m.distributorId,
    retailerId: m.retailerId,
    distributorName: m.distributorName,
    retailerName: m.retailerName,
    retailerShopName: m.retailerShopName,
    activationState: m.activationState,
    allottedAt: m.allottedAt,
    installedOn: m.installedOn,
    installLocation: m.installLocation,
    activatedOn: m.activatedOn,
    activationRef: m.activationRef,
    inTransit: m.inTransit,
    inRma: m.inRma,
    awaitingDelivery: m.awaitingDelivery,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    serial_number: m.serialNumber,
    machine_type: m.type,
    qr_code: m.qrCode,
    has_standee: m.hasStandee,
  };
}

export const MachineStats = counts(
  'total',
  'pos',
  'soundbox',
  'available',
  'assigned',
  'maintenance',
  'b2b',
  'b2c',
);
export type MachineStats = z.infer<typeof MachineStats>;

/**
 * Columns the machines list sorts by (each backed by an index: migration 0008); `holder` and
 * `retailer` sort by the distributor's and the retailer's name (joined, not indexed).
 */
export const MACHINE_SORTS = [
  'serialNumber',
  'model',
  'type',
  'status',
  'createdAt',
  'holder',
  'retailer',
] as const;
export type MachineSort = (typeof MACHINE_SORTS)[number];

/**
 * The machines list's `flag` filter: devices in a pending transfer (`inTransit`) or in an RMA
 * batch not yet closed, SENT or RECEIVED_BY_PROVIDER (`inRma`); the answer's fields of the same names.
 */
export const MACHINE_FLAGS = ['inTransit', 'inRma'] as const;
export type MachineFlag = (typeof MACHINE_FLAGS)[number];

export const MachineListQuery = listQuery(MACHINE_SORTS, {
  status: filterOrAll(MACHINE_STATUSES),
  type: filterOrAll(MACHINE_TYPES),
  manufacturer: z.string().trim().max(100).optional(),
  partnerType: filterOrAll(PARTNER_TYPES),
  serviceProviderId: Id.optional(),
  /** Devices held by this distributor (itself or its retailers) / by this retailer. */
  distributorId: Id.optional(),
  retailerId: Id.optional(),
  /** Devices at a retailer in this activation state. */
  activationState: filterOrAll(ACTIVATION_STATES),
  /** Only idle devices (allotted or installed, not activated for more than the provider's idle days). */
  idle: z.enum(['true', 'false']).optional(),
  /** Only devices in transit, or only those in an open RMA batch. */
  flag: filterOrAll(MACHINE_FLAGS),
});
export type MachineListQuery = z.infer<typeof MachineListQuery>;

export const MachineListResponse = listResponse('machines', Machine, MachineStats);
export type MachineListResponse = z.infer<typeof MachineListResponse>;

/** ASSIGNED is reached only through orders and assignments. */
export const MACHINE_EDITABLE_STATUSES = ['AVAILABLE', 'MAINTENANCE', 'RETIRED'] as const;
export const MachineEditableStatus = z.enum(MACHINE_EDITABLE_STATUSES);
export type MachineEditableStatus = z.infer<typeof MachineEditableStatus>;

export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_/-]+$/;

/** A device's serial number, as a machine body, an expected list or a scan carries it. */
export const SerialNumber = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(SERIAL_NUMBER_PATTERN, 'Serial number may contain only letters, digits, -, _ and /');

/** A device's optional code (MID, TID, QR code) in a body: one line of at most `max`. */
export const optionalCode = (max: number) => line(max).nullable().optional();

/** Fields of a machine body, without defaults (so an update never resets a field). */
const machineFields = {
  serialNumber: SerialNumber,
  model: line(100).min(1),
  manufacturer: line(100).min(1),
  type: MachineType,
  status: MachineEditableStatus,
  partnerType: PartnerType.nullable().optional(),
  partner: line(200).nullable().optional(),
  mid: optionalCode(64),
  tid: optionalCode(64),
  qrCode: optionalCode(256),
  /** Soundboxes: the SIM card's ICCID and the IMEI ('' clears, like the other codes). */
  simNumber: OptionalSimNumber,
  imei: OptionalImei,
  hasStandee: z.boolean(),
  serviceProviderId: IntId,
};

export const { create: MachineInput, update: MachineUpdate } = createAndUpdate(machineFields, {
  status: MachineEditableStatus.default('AVAILABLE'),
  hasStandee: z.boolean().default(false),
});
export type MachineInput = z.infer<typeof MachineInput>;
export type MachineUpdate = z.infer<typeof MachineUpdate>;

export const MachineResponse = z.object({ machine: Machine });
export type MachineResponse = z.infer<typeof MachineResponse>;

/** Columns of the import CSV (header row), in template order. */
export const MACHINE_IMPORT_COLUMNS = [
  'serialNumber',
  'model',
  'manufacturer',
  'type',
  'status',
  'partnerType',
  'partner',
  'mid',
  'tid',
  'qrCode',
  'hasStandee',
  'serviceProviderId',
  'simNumber',
  'imei',
] as const;

/**
 * The template's columns: the provider is chosen in the import dialog (the request's
 * serviceProviderId), so the file need not name it; a file with a serviceProviderId column still
 * imports, each filled cell naming its row's provider.
 */
export const MACHINE_IMPORT_TEMPLATE_COLUMNS = MACHINE_IMPORT_COLUMNS.filter(
  (c) => c !== 'serviceProviderId',
);

/** The template's two example rows (a POS terminal and a soundbox), valid as they are. */
export const MACHINE_IMPORT_EXAMPLES: readonly Partial<
  Record<(typeof MACHINE_IMPORT_COLUMNS)[number], string>
>[] = [
  {
    serialNumber: 'TLR-POS-0001',
    model: 'Telering T-300',
    manufacturer: 'Telering',
    type: 'POS',
    status: 'AVAILABLE',
    partnerType: 'B2C',
    mid: 'MID000000000001',
    tid: 'TID00001',
    hasStandee: 'no',
  },
  {
    serialNumber: 'EVL-SB-0001',
    model: 'Everlife QR Soundbox',
    manufacturer: 'Everlife',
    type: 'SOUNDBOX',
    status: 'AVAILABLE',
    partnerType: 'B2C',
    qrCode: 'upi://pay?pa=shop0001@upi',
    hasStandee: 'yes',
  },
];

/**
 * POST /machines/import with `Content-Type: text/csv` (the file is the body): the options as
 * query parameters.
 */
export const MachineImportQuery = z.object({
  dryRun: DryRunFlag,
  /** The provider of every row whose serviceProviderId cell is empty or absent. */
  serviceProviderId: Id.optional(),
});
export type MachineImportQuery = z.infer<typeof MachineImportQuery>;

export const MachineImportRequest = z.strictObject({
  ...csvImportBody,
  /** The provider of every row whose serviceProviderId cell is empty or absent. */
  serviceProviderId: IntId.optional(),
});
export type MachineImportRequest = z.infer<typeof MachineImportRequest>;

/**
 * Why an import cell or row was refused (`errors[].code`; clients show their own text for it):
 * a field issue kind of the machine's schema (FIELD_ISSUE_CODES: `required`, `too_small` with
 * params.min, `too_big` with params.max, `invalid_value` with params.options, `invalid_format`:
 * only the serial number has a format, letters, digits, -, _ and /), or one of:
 */
export const IMPORT_ISSUE_CODES = [
  ...FIELD_ISSUE_CODES,
  /** Another machine has this serial number / TID / QR code, in any letter case. */
  'serial_taken',
  'tid_taken',
  'qr_taken',
  'sim_taken',
  'imei_taken',
  /** The same value (in any letter case) is on other rows of the file: params.rows. */
  'repeated_in_file',
  /** hasStandee is not true, false, yes, no, 1 or 0. */
  'not_yes_no',
  /** serviceProviderId is not the id (a whole number) of a provider. */
  'not_an_id',
  /** No service provider has this id: params.id. */
  'provider_not_found',
  /** A cell beyond the header's columns: params.cell (its position). */
  'no_column',
] as const;
export const ImportIssueCode = z.enum(IMPORT_ISSUE_CODES);
export type ImportIssueCode = z.infer<typeof ImportIssueCode>;

export const { error: MachineImportError, response: MachineImportResponse } =
  fileImportAnswer(ImportIssueCode);
export type MachineImportError = z.infer<typeof MachineImportError>;
export type MachineImportResponse = z.infer<typeof MachineImportResponse>;

const JsonRecord = z.record(z.string(), z.unknown());

export const MachineHistoryEntry = z.object({
  id: IntId,
  at: IsoDateTime,
  action: z.string(),
  actor: z.object({
    id: IntId.nullable(),
    name: z.string().nullable(),
    /** 'system' for entries written by the seed or the command line, not by a user. */
    role: z.union([UserType, z.literal('system')]).nullable(),
  }),
  details: JsonRecord,
  before: JsonRecord.nullable(),
  after: JsonRecord.nullable(),
});
export type MachineHistoryEntry = z.infer<typeof MachineHistoryEntry>;

/** The ACTIVE assignment a held machine came with, and its order when it was booked. */
export const MachineHolding = z.object({
  assignmentId: IntId,
  order: z.object({ id: IntId, orderNumber: z.string() }).nullable(),
});
export type MachineHolding = z.infer<typeof MachineHolding>;

export const MachineHistoryResponse = z.object({
  /** With the holder's and retailer's names. */
  machine: Machine,
  /** Null while no ACTIVE assignment holds it. */
  holding: MachineHolding.nullable(),
  history: z.array(MachineHistoryEntry),
});
export type MachineHistoryResponse = z.infer<typeof MachineHistoryResponse>;

/** GET /assignments/machines/available answers a plain list. */
export const AvailableMachinesResponse = z.array(Machine);
export type AvailableMachinesResponse = z.infer<typeof AvailableMachinesResponse>;
