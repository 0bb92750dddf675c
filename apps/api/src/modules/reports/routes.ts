import {
  ErrorBody,
  REPORT_TYPES,
  ReportPreviewQuery,
  ReportPreviewResponse,
  ReportsDashboardResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { reportsDashboard } from './dashboard';
import { reportPreview } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * GET /reports/dashboard (charts) and the JSON previews GET /reports/{type} of the four report
 * types. (GET /reports/machine-history/{id} belongs to the machines module.)
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/reports/dashboard',
    {
      config: { access: 'dashboard:read' },
      schema: { tags: ['reports'], response: { 200: ReportsDashboardResponse, ...errors } },
    },
    async (request) => reportsDashboard(db, principalOf(request)),
  );

  for (const type of REPORT_TYPES) {
    app.get(
      `/reports/${type}`,
      {
        config: { access: 'reports:read' },
        schema: {
          tags: ['reports'],
          querystring: ReportPreviewQuery[type],
          response: { 200: ReportPreviewResponse, ...errors },
        },
      },
      async (request) => reportPreview(db, type, principalOf(request), request.query),
    );
  }
};
