import { OrganisationResponse, type OrganisationUpdateRequest } from '@dd/contract';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { organisationKeys } from './keys';

/** GET /organisation: our company's details (admins; Profile > Organisation). */
export function useOrganisation() {
  return useGet(organisationKeys.all, '/organisation', OrganisationResponse);
}

/** PUT /organisation: saves the details; the form reads them again. */
export function useUpdateOrganisation() {
  return useWrite('organisationWrite', (body: OrganisationUpdateRequest) =>
    api.put('/organisation', body, { schema: OrganisationResponse }),
  );
}
