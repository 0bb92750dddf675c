import {
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentResponse,
  AssignmentStatusUpdateRequest,
  AvailableMachinesResponse,
  CreateAssignmentRequest,
  CreateAssignmentResponse,
  ErrorBody,
  IdParams,
  OkResponse,
  SearchTerm,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { availableMachines } from './queries/available';
import { listAssignments } from './queries/list';
import { createAssignment, deleteAssignment, updateAssignmentStatus } from './commands';
import { undoReturn } from './undo-return';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const AvailableQuery = z.object({
  search: SearchTerm.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

export const assignmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/assignments',
    {
      config: { access: 'assignments:read' },
      schema: {
        tags: ['assignments'],
        querystring: AssignmentListQuery,
        response: { 200: AssignmentListResponse, ...errors },
      },
    },
    async (request) => listAssignments(db, principalOf(request), request.query),
  );

  app.get(
    '/assignments/machines/available',
    {
      config: { access: 'assignments:write' },
      schema: {
        tags: ['assignments'],
        querystring: AvailableQuery,
        response: { 200: AvailableMachinesResponse, ...errors },
      },
    },
    async (request) => availableMachines(db, request.query),
  );

  app.post(
    '/assignments',
    {
      config: {
        access: 'assignments:write',
        invalidMessage: 'Please fill in all required fields',
        errorCodes: [
          'distributor_inactive',
          'retailer_inactive',
          'retailer_not_of_distributor',
          'machines_unavailable',
          'machines_not_found',
          'idempotency_key_invalid',
          'idempotency_key_reused',
        ],
      },
      schema: {
        tags: ['assignments'],
        headers: IdempotencyHeaders,
        body: CreateAssignmentRequest,
        response: { 201: CreateAssignmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => {
        const assignment = await createAssignment(tx, principal, request.body);
        return { statusCode: 201, body: { success: true as const, id: assignment.id, assignment } };
      });
    },
  );

  app.put(
    '/assignments/:id/status',
    {
      config: {
        access: 'assignments:write',
        errorCodes: ['invalid_transition', 'already_in_status'],
      },
      schema: {
        tags: ['assignments'],
        params: IdParams,
        body: AssignmentStatusUpdateRequest,
        response: { 200: AssignmentResponse, ...errors },
      },
    },
    async (request) => ({
      assignment: await updateAssignmentStatus(
        db,
        principalOf(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/assignments/:id/undo-return',
    {
      config: {
        access: 'assignments:write',
        errorCodes: ['undo_not_possible', 'machines_in_transit'],
      },
      schema: {
        tags: ['assignments'],
        params: IdParams,
        response: { 200: AssignmentResponse, ...errors },
      },
    },
    async (request) => ({
      assignment: await undoReturn(db, principalOf(request), request.params.id),
    }),
  );

  app.delete(
    '/assignments/:id',
    {
      config: { access: 'assignments:write' },
      schema: { tags: ['assignments'], params: IdParams, response: { 200: OkResponse, ...errors } },
    },
    async (request) => {
      await deleteAssignment(db, principalOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
