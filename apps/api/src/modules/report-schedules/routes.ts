import {
  ErrorBody,
  IdParams,
  OkResponse,
  ReportRunListResponse,
  ReportScheduleListQuery,
  ReportScheduleListResponse,
  ReportScheduleRequest,
  ReportScheduleResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import { routeSpec, sendCreated } from '../route-spec';
import { createSchedule, deleteSchedule, setPaused, updateSchedule } from './commands';
import { getSchedule, listRuns, listSchedules } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const spec = routeSpec('report-schedules', errors);
// Any role that reads reports may schedule them; the report type's own rule (REPORT_ACCESS) is
// checked by the service, as is "owner or admin" for one schedule (others: 404).
const access = 'reports:read' as const;
const writeCodes = ['schedule_recipients_admin_only'] as const;

/**
 * Scheduled reports (docs/api-modules.md): GET/POST /report-schedules, GET/PUT/DELETE
 * /report-schedules/{id}, POST /{id}/pause and /{id}/resume, GET /{id}/runs.
 */
export const reportSchedulesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/report-schedules',
    spec(
      { access },
      {
        description: "The caller's scheduled reports; admins see everyone's with ?all=true.",
        querystring: ReportScheduleListQuery,
        response: { 200: ReportScheduleListResponse },
      },
    ),
    async (request) => ({
      schedules: await listSchedules(db, principalOf(request), request.query.all === 'true'),
    }),
  );

  app.post(
    '/report-schedules',
    spec(
      {
        access,
        errorCodes: writeCodes,
      },
      {
        headers: IdempotencyHeaders,
        body: ReportScheduleRequest,
        response: { 201: ReportScheduleResponse, 409: ErrorBody },
      },
    ),
    sendCreated(db, async (tx, principal, request) => ({
      schedule: await createSchedule(tx, principal, request.body, clock()),
    })),
  );

  app.get(
    '/report-schedules/:id',
    spec({ access }, { params: IdParams, response: { 200: ReportScheduleResponse } }),
    async (request) => ({
      schedule: await getSchedule(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/report-schedules/:id',
    spec(
      { access, errorCodes: writeCodes },
      { params: IdParams, body: ReportScheduleRequest, response: { 200: ReportScheduleResponse } },
    ),
    async (request) => ({
      schedule: await updateSchedule(
        db,
        principalOf(request),
        request.params.id,
        request.body,
        clock(),
      ),
    }),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/report-schedules/:id/${action}`,
      spec({ access }, { params: IdParams, response: { 200: ReportScheduleResponse } }),
      async (request) => ({
        schedule: await setPaused(db, principalOf(request), request.params.id, paused, clock()),
      }),
    );
  }

  app.delete(
    '/report-schedules/:id',
    spec({ access }, { params: IdParams, response: { 200: OkResponse } }),
    async (request) => {
      await deleteSchedule(db, principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/report-schedules/:id/runs',
    spec({ access }, { params: IdParams, response: { 200: ReportRunListResponse } }),
    async (request) => ({ runs: await listRuns(db, principalOf(request), request.params.id) }),
  );
};
