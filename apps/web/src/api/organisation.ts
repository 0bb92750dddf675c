import type { OrganisationResponse, OrganisationUpdateRequest } from '@dd/contract';
import { api } from '../lib/api';
import { useGet, useWrite } from './hooks';
import { organisationKeys } from './keys';

/** GET /organisation: our company's details (admins; Profile > Organisation). */
export function useOrganisation() {
  return useGet<OrganisationResponse>(organisationKeys.all, '/organisation');
}

/** PUT /organisation: saves the details; the form reads them again. */
export function useUpdateOrganisation() {
  return useWrite('organisationWrite', (body: OrganisationUpdateRequest) =>
    api.put<OrganisationResponse>('/organisation', body),
  );
}
