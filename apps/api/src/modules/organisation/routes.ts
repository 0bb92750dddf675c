import { ErrorBody, OrganisationResponse, OrganisationUpdateRequest } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { routeSpec } from '../route-spec';
import { updateOrganisation } from './commands';
import { organisationRow, serializeOrganisation } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const spec = routeSpec('organisation', errors);

/** Our company's details (the consignor on delivery challans): admins only. */
export const organisationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/organisation',
    spec({ access: 'organisation:manage' }, { response: { 200: OrganisationResponse } }),
    async () => ({ organisation: serializeOrganisation(await organisationRow(db)) }),
  );

  app.put(
    '/organisation',
    spec(
      { access: 'organisation:manage' },
      { body: OrganisationUpdateRequest, response: { 200: OrganisationResponse } },
    ),
    async (request) => ({
      organisation: await updateOrganisation(db, principalOf(request), request.body),
    }),
  );
};
