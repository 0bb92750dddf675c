import type {
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AvailableMachinesResponse,
  CreateAssignmentResponse,
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
  return useListGet<AssignmentListResponse>(assignmentKeys.list(query), '/assignments', query);
}

export function useAvailableMachines(search: string, enabled: boolean) {
  return useListGet<AvailableMachinesResponse>(
    assignmentKeys.available(search),
    '/assignments/machines/available',
    { search: search || undefined, limit: AVAILABLE_LIMIT },
    enabled,
  );
}

export function useCreateAssignment() {
  return useWrite(
    'assignmentWrite',
    postOnce<CreateAssignmentBody, CreateAssignmentResponse>('/assignments'),
  );
}

/** PUT /assignments/{id}/status RETURNED; without a network it waits in the offline queue. */
export function useReturnAssignment() {
  return useFieldAction<number, AssignmentResponse>((id) => ({
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
    api.post<AssignmentResponse>(`/assignments/${id}/undo-return`),
  );
}

export function useDeleteAssignment() {
  return useWrite('assignmentWrite', (id: number) => api.delete<unknown>(`/assignments/${id}`));
}
