import { z } from 'zod';
import {
  Count,
  counts,
  filterOrAll,
  Id,
  IntId,
  IsoDateTime,
  listQuery,
  listResponse,
  MachineIds,
  Notes,
  Reason,
} from './common';
import { TRANSFER_STATUSES } from './enums';

/**
 * Transfers of devices between distributors (an admin sends, the receiver accepts or refuses).
 * While PENDING the devices are "in transit": nobody may book, assign, return or move them.
 */
export const TransferStatus = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof TransferStatus>;

export const TRANSFER_DIRECTIONS = ['incoming', 'outgoing'] as const;

const PartyRef = z.object({ id: IntId, name: z.string() });
const UserRef = z.object({ id: IntId, name: z.string() }).nullable();

export const TransferMachine = z.object({
  id: IntId,
  serialNumber: z.string(),
  machineType: z.string(),
  model: z.string(),
  tid: z.string().nullable(),
});
export type TransferMachine = z.infer<typeof TransferMachine>;

export const Transfer = z.object({
  id: IntId,
  transferNumber: z.string(),
  status: TransferStatus,
  from: PartyRef,
  to: PartyRef,
  notes: z.string().nullable(),
  refusalReason: z.string().nullable(),
  machineCount: Count,
  createdBy: UserRef,
  createdAt: IsoDateTime,
  decidedBy: UserRef,
  decidedAt: IsoDateTime.nullable(),
});
export type Transfer = z.infer<typeof Transfer>;

export const TransferDetail = Transfer.extend({ machines: z.array(TransferMachine) });
export type TransferDetail = z.infer<typeof TransferDetail>;

export const TransferStats = counts('total', 'pending', 'accepted', 'refused', 'cancelled');

/** `from` and `to` sort by the distributor's name. */
export const TRANSFER_SORTS = ['transferNumber', 'from', 'to', 'status', 'createdAt'] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];

export const TransferListQuery = listQuery(TRANSFER_SORTS, {
  status: filterOrAll(TRANSFER_STATUSES),
  /** For a distributor: what it receives (incoming) or sent (outgoing); admins: ignored. */
  direction: filterOrAll(TRANSFER_DIRECTIONS),
});
export type TransferListQuery = z.infer<typeof TransferListQuery>;

export const TransferListResponse = listResponse('transfers', Transfer, TransferStats);
export type TransferListResponse = z.infer<typeof TransferListResponse>;

/** POST /transfers (admins). */
export const CreateTransferRequest = z.object({
  fromDistributorId: Id,
  toDistributorId: Id,
  machineIds: MachineIds,
  notes: Notes.nullable().optional(),
});
export type CreateTransferRequest = z.infer<typeof CreateTransferRequest>;

/** POST /transfers/{id}/refuse: the reason is required. */
export const RefuseTransferRequest = z.object({ reason: Reason });
export type RefuseTransferRequest = z.infer<typeof RefuseTransferRequest>;

export const TransferResponse = z.object({ transfer: TransferDetail });
export type TransferResponse = z.infer<typeof TransferResponse>;

/** GET /transfers/available?distributorId=: what the distributor may send (admins). */
export const TransferAvailableQuery = z.object({ distributorId: Id });
export type TransferAvailableQuery = z.infer<typeof TransferAvailableQuery>;
export const TransferAvailableResponse = z.object({ machines: z.array(TransferMachine) });
export type TransferAvailableResponse = z.infer<typeof TransferAvailableResponse>;
