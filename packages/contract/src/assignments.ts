import { z } from 'zod';
import { ASSIGNMENT_STATUSES, AssignmentStatus, MachineType, UserType } from './enums';
import {
  counts,
  filterOrAll,
  Id,
  IntId,
  IsoDate,
  IsoDateTime,
  listQuery,
  listResponse,
  MachineIds,
  NewestLimit,
  Notes,
} from './common';
import { Phrase } from './phrases';

export const AssignmentMachine = z.object({
  id: IntId,
  serialNumber: z.string(),
  model: z.string(),
  type: MachineType,
});
export type AssignmentMachine = z.infer<typeof AssignmentMachine>;

const Ref = z.object({ id: IntId, name: z.string() });

export const Assignment = z.object({
  id: IntId,
  status: AssignmentStatus,
  createdAt: IsoDateTime,
  validFrom: IsoDate,
  validTo: IsoDate.nullable(),
  /** What a person wrote; null where the server wrote it (`phrase`). */
  notes: z.string().nullable(),
  /** How it came, written by the server (a transfer received: `transferReceived`), else null. */
  phrase: Phrase.nullable(),
  orderId: IntId.nullable(),
  distributor: Ref,
  retailer: Ref.nullable(),
  machines: z.array(AssignmentMachine),
  assignedBy: z.object({ id: IntId.nullable(), name: z.string().nullable() }),
  assignedByRole: UserType.nullable(),
  /** When it was returned (status RETURNED), else null. */
  returnedAt: IsoDateTime.nullable(),
});
export type Assignment = z.infer<typeof Assignment>;

export const AssignmentStats = counts('total', 'active', 'inactive', 'returned', 'reassigned');
export type AssignmentStats = z.infer<typeof AssignmentStats>;

export const ASSIGNMENT_SORTS = ['createdAt', 'validFrom', 'status'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];

export const AssignmentListQuery = listQuery(ASSIGNMENT_SORTS, {
  status: filterOrAll(ASSIGNMENT_STATUSES),
  limit: NewestLimit,
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

export const AssignmentListResponse = listResponse('assignments', Assignment, AssignmentStats);
export type AssignmentListResponse = z.infer<typeof AssignmentListResponse>;

/** A new assignment's period (open-ended without `validTo`) and notes, one or many devices. */
export const assignmentPeriod = {
  validFrom: IsoDate,
  validTo: IsoDate.nullable().optional(),
  notes: Notes.nullable().optional(),
};

/** POST /assignments. Not strict: old clients send extra fields. */
export const CreateAssignmentRequest = z
  .object({
    machineIds: MachineIds,
    distributorId: Id,
    retailerId: Id.nullable().optional(),
    /** Accepted for compatibility, ignored: the author comes from the session. */
    assignedBy: z.unknown().optional(),
    assignedByRole: z.unknown().optional(),
    ...assignmentPeriod,
  })
  .refine((v) => !v.validTo || !v.validFrom || v.validTo >= v.validFrom, {
    error: 'Valid To cannot be before Valid From',
    path: ['validTo'],
    params: { code: 'valid_to_before_valid_from' },
  });
export type CreateAssignmentRequest = z.infer<typeof CreateAssignmentRequest>;

export const CreateAssignmentResponse = z.object({
  success: z.literal(true),
  id: IntId,
  assignment: Assignment,
});
export type CreateAssignmentResponse = z.infer<typeof CreateAssignmentResponse>;

export const AssignmentResponse = z.object({ assignment: Assignment });
export type AssignmentResponse = z.infer<typeof AssignmentResponse>;

export const AssignmentStatusUpdateRequest = z.object({ status: AssignmentStatus });
export type AssignmentStatusUpdateRequest = z.infer<typeof AssignmentStatusUpdateRequest>;

/** Only an ACTIVE assignment changes; the others are final. */
export const ASSIGNMENT_TRANSITIONS = {
  ACTIVE: ['INACTIVE', 'RETURNED', 'REASSIGNED'],
  INACTIVE: [],
  RETURNED: [],
  REASSIGNED: [],
} as const satisfies Record<AssignmentStatus, readonly AssignmentStatus[]>;

export function canTransitionAssignment(from: AssignmentStatus, to: AssignmentStatus): boolean {
  const next: readonly AssignmentStatus[] = ASSIGNMENT_TRANSITIONS[from];
  return next.includes(to);
}
