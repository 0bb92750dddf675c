import type {
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AvailableMachinesResponse,
  CreateAssignmentResponse,
  DistributorListResponse,
  RetailerListResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateMachineViews } from '../machines/api';

/** How many available machines the create modal lists at once (search narrows). */
export const AVAILABLE_LIMIT = 100;

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (query: Partial<AssignmentListQuery>) => ['assignments', 'list', query] as const,
  available: (search: string) => ['assignments', 'available', search] as const,
  distributors: ['assignments', 'distributors'] as const,
  retailers: (distributorId: number) => ['assignments', 'retailers', distributorId] as const,
};

/** The body of POST /assignments, as SPEC.md section 3 names it. */
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

/** Active distributors (a distributor user gets only itself: the server scopes the list). */
export function useActiveDistributors(enabled: boolean) {
  return useQuery({
    queryKey: assignmentKeys.distributors,
    queryFn: ({ signal }) =>
      api.get<DistributorListResponse>('/distributors', {
        query: { status: 'ACTIVE', pageSize: 500 },
        signal,
      }),
    enabled,
  });
}

/** The chosen distributor's active retailers. */
export function useRetailersOf(distributorId: number | null) {
  return useQuery({
    queryKey: assignmentKeys.retailers(distributorId ?? 0),
    queryFn: ({ signal }) =>
      api.get<RetailerListResponse>('/retailers', {
        query: { distributorId: distributorId ?? undefined, status: 'ACTIVE', pageSize: 500 },
        signal,
      }),
    enabled: distributorId !== null,
  });
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateAssignmentBody; key: string }) =>
      api.post<CreateAssignmentResponse>('/assignments', body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => invalidateMachineViews(queryClient),
  });
}

export function useReturnAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<AssignmentResponse>(`/assignments/${id}/status`, { status: 'RETURNED' }),
    onSuccess: () => invalidateMachineViews(queryClient),
  });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/assignments/${id}`),
    onSuccess: () => invalidateMachineViews(queryClient),
  });
}
