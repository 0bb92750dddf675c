import { z } from 'zod';
import { AssignmentStatus, MachineStatus, PartnerType } from './enums';
import { Count, Id, IsoDate, MachineIds, Notes, line } from './common';

/** One row of POST /bulk/assignments, in the spec's snake_case. */
export const BulkAssignmentItem = z.object({
  machine_id: Id,
  distributor_id: Id,
  retailer_id: Id.nullable().optional(),
  /** Accepted for compatibility, ignored: the author comes from the session. */
  assigned_by: z.unknown().optional(),
  assigned_by_role: z.unknown().optional(),
  valid_from: IsoDate,
  status: AssignmentStatus.optional(),
  notes: Notes.nullable().optional(),
});
export type BulkAssignmentItem = z.infer<typeof BulkAssignmentItem>;

export const BulkAssignmentsRequest = z.object({
  assignments: z
    .array(BulkAssignmentItem)
    .min(1, 'At least one assignment is required')
    .max(1000, 'At most 1000 assignments at once'),
});
export type BulkAssignmentsRequest = z.infer<typeof BulkAssignmentsRequest>;

export const BulkMachinesStatusRequest = z.object({
  machineIds: MachineIds,
  status: MachineStatus,
  partner: line(200).nullable().optional(),
  partnerType: PartnerType.nullable().optional(),
});
export type BulkMachinesStatusRequest = z.infer<typeof BulkMachinesStatusRequest>;

export const BulkResponse = z.object({ ok: z.literal(true), count: Count });
export type BulkResponse = z.infer<typeof BulkResponse>;
