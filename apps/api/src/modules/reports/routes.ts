import {
  ErrorBody,
  REPORT_ACCESS,
  REPORT_TYPES,
  ReportExportQuery,
  ReportPreviewQuery,
  ReportPreviewResponse,
  ReportsDashboardResponse,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { fileAnswer, jsonOrFileAnswer, routeSpec, SPREADSHEET_TYPES } from '../route-spec';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReportFormat, ReportType } from '@dd/contract';
import type { Executor } from '../../db/client';
import { reportsDashboard } from './queries/dashboard';
import { reportFile } from './queries/export';
import type { DatedReportFilters } from './source';
import { reportPreview } from './queries/preview';
import { sendFile } from '../../lib/send-file';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const spec = routeSpec('reports', errors);

function sendReportFile(
  db: Executor,
  type: ReportType,
  request: FastifyRequest,
  reply: FastifyReply,
  filters: DatedReportFilters,
  format: ReportFormat,
) {
  const file = reportFile(db, type, principalOf(request), filters, format, request.log);
  return sendFile(reply, file.fileName, file.contentType, file.stream);
}

/**
 * GET /reports/dashboard (charts), the JSON previews GET /reports/{type} and the streamed files
 * GET /reports/{type}/export (also GET /reports/{type}?format=...) of every report type (the
 * RMA batches report is admin only: REPORT_ACCESS).
 * (GET /reports/machine-history/{id} belongs to the machines module.)
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  /** The request's filters and the day the server makes the report (its clock, India). */
  const withDay = (filters: object): DatedReportFilters =>
    ({ ...filters, today: todayInIndia(clock()) }) as DatedReportFilters;

  app.get(
    '/reports/dashboard',
    spec({ access: 'dashboard:read' }, { response: { 200: ReportsDashboardResponse } }),
    async (request) => reportsDashboard(db, principalOf(request), todayInIndia(clock())),
  );

  for (const type of REPORT_TYPES) {
    app.get(
      `/reports/${type}`,
      spec(
        { access: REPORT_ACCESS[type] },
        {
          querystring: ReportPreviewQuery[type],
          response: { 200: jsonOrFileAnswer(ReportPreviewResponse, SPREADSHEET_TYPES) },
        },
      ),
      async (request, reply) => {
        const { format, page, pageSize, ...filters } = request.query;
        if (format) return sendReportFile(db, type, request, reply, withDay(filters), format);
        return reportPreview(db, type, principalOf(request), withDay(filters), { page, pageSize });
      },
    );

    app.get(
      `/reports/${type}/export`,
      spec(
        { access: REPORT_ACCESS[type] },
        {
          description: 'The report as a CSV or Excel file, streamed.',
          querystring: ReportExportQuery[type],
          response: { 200: fileAnswer('The report file.', SPREADSHEET_TYPES) },
        },
      ),
      async (request, reply) => {
        const { format, ...filters } = request.query;
        return sendReportFile(db, type, request, reply, withDay(filters), format);
      },
    );
  }
};
