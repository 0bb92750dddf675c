import {
  OkResponse,
  ReportRunListResponse,
  ReportScheduleListResponse,
  type ReportScheduleRequest,
  ReportScheduleResponse,
} from '@dd/contract';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { reportScheduleKeys } from './keys';

/** GET /report-schedules: the caller's own schedules (with each one's next and last run). */
export function useReportSchedules() {
  return useGet(reportScheduleKeys.list(), '/report-schedules', ReportScheduleListResponse);
}

/** GET /report-schedules/{id}/runs: latest first. */
export function useReportRuns(id: number, enabled: boolean) {
  return useGet(
    reportScheduleKeys.runs(id),
    `/report-schedules/${id}/runs`,
    ReportRunListResponse,
    {
      enabled,
    },
  );
}

/** Every write changes the list (and a run history may go with a deleted schedule). */
const useScheduleWrite = <V, R>(call: (vars: V) => Promise<R>) =>
  useWrite('reportScheduleWrite', call);

/** POST /report-schedules. */
export function useCreateReportSchedule() {
  return useScheduleWrite((body: ReportScheduleRequest) =>
    api.post('/report-schedules', body, { schema: ReportScheduleResponse }),
  );
}

/** PUT /report-schedules/{id}: its report, filters, format, timetable and recipients. */
export function useUpdateReportSchedule() {
  return useScheduleWrite(({ id, body }: { id: number; body: ReportScheduleRequest }) =>
    api.put(`/report-schedules/${id}`, body, { schema: ReportScheduleResponse }),
  );
}

/** POST /report-schedules/{id}/pause or /resume. */
export function useSetReportSchedulePaused() {
  return useScheduleWrite(({ id, paused }: { id: number; paused: boolean }) =>
    api.post(`/report-schedules/${id}/${paused ? 'pause' : 'resume'}`, undefined, {
      schema: ReportScheduleResponse,
    }),
  );
}

/** DELETE /report-schedules/{id} (with its run history). */
export function useDeleteReportSchedule() {
  return useScheduleWrite((id: number) =>
    api.delete(`/report-schedules/${id}`, { schema: OkResponse }),
  );
}
