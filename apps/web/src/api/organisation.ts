import type { OrganisationResponse, OrganisationUpdateRequest } from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { organisationKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /organisation: our company's details (admins; Profile > Organisation). */
export function useOrganisation() {
  return useQuery({
    queryKey: organisationKeys.all,
    queryFn: ({ signal }) => api.get<OrganisationResponse>('/organisation', { signal }),
  });
}

/** PUT /organisation: saves the details; the form reads them again. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationUpdateRequest) =>
      api.put<OrganisationResponse>('/organisation', body),
    onSuccess: () => refreshAfter(queryClient, 'organisationWrite'),
  });
}
