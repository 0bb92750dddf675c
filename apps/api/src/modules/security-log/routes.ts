import {
  ErrorBody,
  SecurityEventExportQuery,
  SecurityEventListQuery,
  SecurityEventListResponse,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';
import { fileAnswer, routeSpec, SPREADSHEET_TYPES } from '../route-spec';
import { securityEventsFile } from './export';
import { listSecurityEvents } from './queries';
import { sendFile } from '../../lib/send-file';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const spec = routeSpec('security', errors);

/** The security event log for admins (Profile > System Access > Security events). */
export const securityEventsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/security-events',
    spec(
      { access: 'security:read' },
      {
        description:
          'The security event log, newest first; filters: type, userId, search, ip, dates.',
        querystring: SecurityEventListQuery,
        response: { 200: SecurityEventListResponse },
      },
    ),
    async (request) => listSecurityEvents(db, request.query),
  );

  app.get(
    '/security-events/export',
    spec(
      { access: 'security:read' },
      {
        description: 'The filtered log as a CSV or Excel file, streamed.',
        querystring: SecurityEventExportQuery,
        response: { 200: fileAnswer('The security log file.', SPREADSHEET_TYPES) },
      },
    ),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = securityEventsFile(db, filters, format, todayInIndia(clock()), request.log);
      return sendFile(reply, file.fileName, file.contentType, file.stream);
    },
  );
};
