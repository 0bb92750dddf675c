import {
  type AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AvailableMachinesResponse,
  CreateAssignmentResponse,
  OkResponse,
} from '@dd/contract';
import { api } from '../lib/api';
import { postOnce, useListGet, useWrite } from './hooks';
import { assignmentKeys } from './keys';
import { useFieldAction } from './offline-queue';

/** How many available machines the create modal lists at once (search narrows). */
export const AVAILABLE_LIMIT = 100;

/** The body of POST /assignments, as docs/product/api.md names it. */
export interface CreateAssignmentBody {
  machineIds: number[];
  distributorId: number;
  retailerId: number | null;
  assignedBy: 'admin';
  assignedByRole: 'admin';
  validFrom: string;
  validTo: string | null;
  notes: string;
}

export function useAssignments(query: Partial<AssignmentListQuery>) {
  return useListGet(assignmentKeys.list(query), '/assignments', AssignmentListResponse, query);
}

export function useAvailableMachines(search: string, enabled: boolean) {
  return useListGet(
    assignmentKeys.available(search),
    '/assignments/machines/available',
    AvailableMachinesResponse,
    { search: search || undefined, limit: AVAILABLE_LIMIT },
    enabled,
  );
}

export function useCreateAssignment() {
  return useWrite(
    'assignmentWrite',
    postOnce<CreateAssignmentBody, CreateAssignmentResponse>(
      '/assignments',
      CreateAssignmentResponse,
    ),
  );
}

/** PUT /assignments/{id}/status RETURNED; without a network it waits in the offline queue. */
export function useReturnAssignment() {
  return useFieldAction((id: number) => ({
    kind: 'assignmentReturn',
    path: `/assignments/${id}/status`,
    body: { status: 'RETURNED' },
    subject: { assignmentId: id },
    method: 'PUT',
  }));
}

/** Undoes a Return just made (POST /assignments/{id}/undo-return; the server decides if it still may). */
export function useUndoReturn() {
  return useWrite('assignmentWrite', (id: number) =>
    api.post(`/assignments/${id}/undo-return`, undefined, { schema: AssignmentResponse }),
  );
}

export function useDeleteAssignment() {
  return useWrite('assignmentWrite', (id: number) =>
    api.delete(`/assignments/${id}`, { schema: OkResponse }),
  );
}
