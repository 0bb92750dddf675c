import { DashboardStatsResponse, ErrorBody, todayInIndia } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { dashboardStats } from './queries';

const errors = { 401: ErrorBody, 403: ErrorBody };

export const dashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/dashboard/stats',
    {
      config: { access: 'dashboard:read' },
      schema: { tags: ['dashboard'], response: { 200: DashboardStatsResponse, ...errors } },
    },
    async (request) => dashboardStats(db, principalOf(request), todayInIndia(clock())),
  );
};
