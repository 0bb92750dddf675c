import {
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AssignmentStatusUpdateRequest,
  AvailableMachinesResponse,
  CreateAssignmentRequest,
  CreateAssignmentResponse,
  IdParams,
  OkResponse,
  SearchTerm,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeaders } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import { HOLD_ERROR_CODES } from '../custody';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated, sendReplayable } from '../route-spec';
import { availableMachines } from './queries/available';
import { listAssignments } from './queries/list';
import { createAssignment, deleteAssignment, updateAssignmentStatus } from './commands';
import { undoReturn } from './undo-return';

const spec = routeSpec('assignments', errorResponses);

const AvailableQuery = z.object({
  search: SearchTerm.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

export const assignmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/assignments',
    spec(
      { access: 'assignments:read' },
      { querystring: AssignmentListQuery, response: { 200: AssignmentListResponse } },
    ),
    async (request) => listAssignments(db, principalOf(request), request.query),
  );

  app.get(
    '/assignments/machines/available',
    spec(
      { access: 'assignments:write' },
      { querystring: AvailableQuery, response: { 200: AvailableMachinesResponse } },
    ),
    async (request) => availableMachines(db, request.query),
  );

  app.post(
    '/assignments',
    spec(
      {
        access: 'assignments:write',
        invalidMessage: 'Please fill in all required fields',
        errorCodes: HOLD_ERROR_CODES,
      },
      {
        headers: IdempotencyHeaders,
        body: CreateAssignmentRequest,
        response: { 201: CreateAssignmentResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => {
      const assignment = await createAssignment(tx, principal, request.body);
      return { success: true as const, id: assignment.id, assignment };
    }),
  );

  app.put(
    '/assignments/:id/status',
    spec(
      {
        access: 'assignments:write',
        errorCodes: ['invalid_transition', 'already_in_status'],
      },
      {
        headers: IdempotencyHeaders,
        params: IdParams,
        body: AssignmentStatusUpdateRequest,
        response: { 200: AssignmentResponse },
      },
    ),
    // Idempotent: a Return queued offline is sent again when its answer was lost.
    sendReplayable(db, async (tx, principal, request) => ({
      assignment: await updateAssignmentStatus(
        tx,
        principal,
        request.params.id,
        request.body.status,
      ),
    })),
  );

  app.post(
    '/assignments/:id/undo-return',
    spec(
      { access: 'assignments:write', errorCodes: ['undo_not_possible', 'machines_in_transit'] },
      { params: IdParams, response: { 200: AssignmentResponse } },
    ),
    async (request) => ({
      assignment: await undoReturn(db, principalOf(request), request.params.id),
    }),
  );

  app.delete(
    '/assignments/:id',
    spec(
      { access: 'assignments:write', errorCodes: ['assignment_of_order', 'assignment_order_open'] },
      { params: IdParams, response: { 200: OkResponse } },
    ),
    async (request) => {
      await deleteAssignment(db, principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
