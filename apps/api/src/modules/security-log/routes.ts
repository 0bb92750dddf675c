import {
  ErrorBody,
  SecurityEventExportQuery,
  SecurityEventListQuery,
  SecurityEventListResponse,
} from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';
import { routeSpec } from '../route-spec';
import { securityEventsFile } from './export';
import { listSecurityEvents } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const spec = routeSpec('security', errors);

function sendFile(reply: FastifyReply, file: ReturnType<typeof securityEventsFile>) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.stream);
}

/** The security event log for admins (Profile > System Access > Security events). */
export const securityEventsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
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
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {},
      },
    ),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendFile(reply, securityEventsFile(db, filters, format, request.log));
    },
  );
};
