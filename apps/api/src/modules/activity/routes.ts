import {
  ActivityEventsRequest,
  ActivityEventsResponse,
  IdParams,
  MachineActivityResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { forbidden } from '../../lib/http-errors';
import { IdempotencyHeaders } from '../../platform/idempotency';
import type { ModuleDeps } from '../deps';
import { idempotentRoute, routeSpec, errorResponses } from '../route-spec';
import { prepareEvents, storeEvents } from './ingest';
import { machineActivity } from './queries';
import { ACTIVITY_EVENT_ISSUES } from '@dd/contract';

const spec = routeSpec('activity', errorResponses);

/** 1,000 events of a few hundred bytes each, with room. */
const EVENTS_BODY_LIMIT = 2 * 1024 * 1024;

export type ActivityDeps = ModuleDeps & { retentionDays: number };

/** Device activity: the providers' push ingest and a machine's activity. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityDeps> = async (
  app,
  { db, clock, retentionDays },
) => {
  app.post(
    '/activity/events',
    {
      ...spec(
        { access: 'activity:ingest', integration: true, errorCodes: ['integration_key_required'] },
        {
          description: `A provider's integration key only. Per-event codes in \`rejected\`: ${ACTIVITY_EVENT_ISSUES.join(', ')}.`,
          headers: IdempotencyHeaders,
          body: ActivityEventsRequest,
          response: { 200: ActivityEventsResponse },
        },
      ),
      bodyLimit: EVENTS_BODY_LIMIT,
    },
    idempotentRoute(async (request, principal, write) => {
      const key = principal.integrationKey;
      if (!key)
        throw forbidden(
          'integration_key_required',
          "Send events with a provider's integration key",
        );
      const now = clock();
      const prepared = await prepareEvents(
        db,
        now,
        key.serviceProviderId,
        retentionDays,
        request.body.events,
      );
      return write(db, 200, (tx) => storeEvents(tx, now, prepared));
    }),
  );

  app.get(
    '/machines/:id/activity',
    spec(
      { access: 'machines:read' },
      { tags: ['machines'], params: IdParams, response: { 200: MachineActivityResponse } },
    ),
    async (request) => machineActivity(db, principalOf(request), request.params.id, clock()),
  );
};
