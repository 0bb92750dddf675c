import type {
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AvailableMachinesResponse,
  CreateAssignmentResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { assignmentKeys } from './keys';
import { refreshAfter } from './refresh';

/** How many available machines the create modal lists at once (search narrows). */
export const AVAILABLE_LIMIT = 100;

/** The body of POST /assignments, as docs/product.md section 4 names it. */
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
  return useQuery({
    queryKey: assignmentKeys.list(query),
    queryFn: ({ signal }) => api.get<AssignmentListResponse>('/assignments', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableMachines(search: string, enabled: boolean) {
  return useQuery({
    queryKey: assignmentKeys.available(search),
    queryFn: ({ signal }) =>
      api.get<AvailableMachinesResponse>('/assignments/machines/available', {
        query: { search: search || undefined, limit: AVAILABLE_LIMIT },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateAssignmentBody; key: string }) =>
      api.post<CreateAssignmentResponse>('/assignments', body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => refreshAfter(queryClient, 'assignmentWrite'),
  });
}

export function useReturnAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<AssignmentResponse>(`/assignments/${id}/status`, { status: 'RETURNED' }),
    onSuccess: () => refreshAfter(queryClient, 'assignmentWrite'),
  });
}

/** Undoes a Return just made (POST /assignments/{id}/undo-return; the server decides if it still may). */
export function useUndoReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AssignmentResponse>(`/assignments/${id}/undo-return`),
    onSuccess: () => refreshAfter(queryClient, 'assignmentWrite'),
  });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/assignments/${id}`),
    onSuccess: () => refreshAfter(queryClient, 'assignmentWrite'),
  });
}
