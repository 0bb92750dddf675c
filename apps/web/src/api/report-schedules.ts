import type {
  OkResponse,
  ReportRunListResponse,
  ReportScheduleListResponse,
  ReportScheduleRequest,
  ReportScheduleResponse,
} from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { reportScheduleKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /report-schedules: the caller's own schedules (with each one's next and last run). */
export function useReportSchedules() {
  return useQuery({
    queryKey: reportScheduleKeys.list(),
    queryFn: ({ signal }) => api.get<ReportScheduleListResponse>('/report-schedules', { signal }),
  });
}

/** GET /report-schedules/{id}/runs: latest first. */
export function useReportRuns(id: number, enabled: boolean) {
  return useQuery({
    queryKey: reportScheduleKeys.runs(id),
    queryFn: ({ signal }) =>
      api.get<ReportRunListResponse>(`/report-schedules/${id}/runs`, { signal }),
    enabled,
  });
}

/** Every write changes the list (and a run history may go with a deleted schedule). */
function useScheduleWrite<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAfter(queryClient, 'reportScheduleWrite'),
  });
}

/** POST /report-schedules. */
export function useCreateReportSchedule() {
  return useScheduleWrite((body: ReportScheduleRequest) =>
    api.post<ReportScheduleResponse>('/report-schedules', body),
  );
}

/** POST /report-schedules/{id}/pause or /resume. */
export function useSetReportSchedulePaused() {
  return useScheduleWrite(({ id, paused }: { id: number; paused: boolean }) =>
    api.post<ReportScheduleResponse>(`/report-schedules/${id}/${paused ? 'pause' : 'resume'}`),
  );
}

/** DELETE /report-schedules/{id} (with its run history). */
export function useDeleteReportSchedule() {
  return useScheduleWrite((id: number) => api.delete<OkResponse>(`/report-schedules/${id}`));
}
