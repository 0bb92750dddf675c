import {
  ErrorBody,
  MachineBulkAssignRequest,
  MachineBulkResult,
  MachineBulkStatusRequest,
  MachineSelectionExportRequest,
  MachineSelectionLabelsRequest,
  todayInIndia,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { LinkingModuleDeps } from '../deps';
import { labelsOfMachines, labelStyle, renderLabels } from '../documents';
import { resolveSelection } from '../machines';
import { reportFile, type DatedReportFilters, type MachinesExportFilters } from '../reports';
import { assignMachines } from './selection-assign';
import { changeStatusOfMachines } from './selection-status';
import { sendFile } from '../../lib/send-file';
import { fileAnswer, sendReplayable, SPREADSHEET_TYPES } from '../route-spec';

/** The error answers of the file downloads (nothing there conflicts), and of the actions. */
const fileErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const errors = { ...fileErrors, 409: ErrorBody };
const selectionErrors = ['selection_too_large', 'machines_not_found'] as const;

/**
 * Bulk actions on the machines list (issue #17): a selection is ticked ids or "all matching"
 * the list's filter, resolved here in the caller's scope. Status and assign are one transaction
 * each and answer counts and the devices refused with their reasons.
 */
export const machineBulkRoutes: FastifyPluginAsyncZod<LinkingModuleDeps> = async (
  app,
  { db, clock, publicUrl },
) => {
  app.post(
    '/machines/selection/status',
    {
      config: { access: 'machines:write', errorCodes: [...selectionErrors] },
      schema: {
        tags: ['machines'],
        description: 'Sets a stock status (AVAILABLE, MAINTENANCE, RETIRED) on the selection.',
        body: MachineBulkStatusRequest,
        response: { 200: MachineBulkResult, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return db.transaction(async (tx) => {
        const ids = await resolveSelection(tx, principal, request.body.selection);
        return changeStatusOfMachines(tx, principal, ids, request.body.status);
      });
    },
  );

  app.post(
    '/machines/selection/assign',
    {
      config: {
        access: 'assignments:write',
        errorCodes: [...selectionErrors, 'distributor_inactive', 'retailer_inactive'],
      },
      schema: {
        tags: ['machines', 'assignments'],
        description:
          'Assigns the selection to a distributor (and maybe its retailer) in one new ACTIVE assignment.',
        headers: IdempotencyHeaders,
        body: MachineBulkAssignRequest,
        response: { 200: MachineBulkResult, ...errors },
      },
    },
    sendReplayable(db, async (tx, principal, request) => {
      const { selection, ...body } = request.body;
      const ids = await resolveSelection(tx, principal, selection);
      return assignMachines(tx, principal, ids, body);
    }),
  );

  app.post(
    '/machines/selection/export',
    {
      config: { access: 'machines:read', errorCodes: [...selectionErrors] },
      schema: {
        tags: ['machines'],
        description: "The selection as the machines report's CSV or Excel file, streamed.",
        body: MachineSelectionExportRequest,
        response: {
          200: fileAnswer('The machines report file.', SPREADSHEET_TYPES),
          ...fileErrors,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const ids = await resolveSelection(db, principal, request.body.selection);
      const filters: MachinesExportFilters & DatedReportFilters = {
        ids,
        today: todayInIndia(clock()),
      };
      const file = reportFile(db, 'machines', principal, filters, request.body.format, request.log);
      return sendFile(reply, file.fileName, file.contentType, file.stream);
    },
  );

  app.post(
    '/machines/selection/labels.pdf',
    {
      config: { access: 'machines:read', errorCodes: [...selectionErrors, 'labels_too_many'] },
      schema: {
        tags: ['machines'],
        description: 'Labels (PDF) of the selection (at most MAX_LABELS).',
        body: MachineSelectionLabelsRequest,
        response: { 200: fileAnswer('The labels.', ['application/pdf']), ...fileErrors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { selection, ...options } = request.body;
      const ids = await resolveSelection(db, principal, selection);
      const style = labelStyle(options, publicUrl);
      const pdf = await renderLabels(await labelsOfMachines(db, principal, ids, style));
      return sendFile(reply, 'labels.pdf', 'application/pdf', pdf);
    },
  );
};
