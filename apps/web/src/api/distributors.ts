import {
  type Distributor,
  type DistributorInput,
  type DistributorListQuery,
  DistributorListResponse,
  DistributorResponse,
  type DistributorUpdate,
  RetailerListResponse,
} from '@dd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet, useListGet } from './hooks';
import { distributorKeys } from './keys';
import { OPTIONS_PAGE_SIZE, type OptionsFilter } from './party-options';
import { partyWrites } from './party-writes';

/**
 * GET /distributors: server-side search, status filter, sort and paging; stats cover the scope.
 * The previous rows stay while the next answer loads.
 */
export function useDistributors(query: Partial<DistributorListQuery>) {
  return useListGet(distributorKeys.list(query), '/distributors', DistributorListResponse, query);
}

/**
 * The distributors a user may pick, for every select and choice list (booking, assignments, the
 * retailers screen, reports): an admin gets all of them, a distributor only itself (the server
 * scopes the list). One cache for them all; `activeOnly` narrows it for new orders and
 * assignments.
 */
export function useDistributorOptions({ activeOnly = false, enabled = true }: OptionsFilter = {}) {
  return useQuery({
    queryKey: distributorKeys.options(),
    queryFn: async ({ signal }): Promise<Distributor[]> => {
      const answer = await api.get('/distributors', {
        schema: DistributorListResponse,
        signal,
        query: { pageSize: OPTIONS_PAGE_SIZE },
      });
      return answer.distributors;
    },
    select: activeOnly ? selectActive : undefined,
    enabled,
    staleTime: 60_000,
  });
}

const selectActive = (rows: Distributor[]) => rows.filter((row) => row.status === 'ACTIVE');

/** GET /distributors/:id with its summary counts. */
export function useDistributor(id: number | null) {
  return useGet(distributorKeys.detail(id ?? 0), `/distributors/${id}`, DistributorResponse, {
    enabled: id !== null,
  });
}

/** The first retailers of one distributor, for its detail view. */
export function useDistributorRetailers(id: number | null, pageSize: number) {
  return useGet(distributorKeys.retailers(id ?? 0), '/retailers', RetailerListResponse, {
    query: { distributorId: id, pageSize },
    enabled: id !== null,
  });
}

const distributorWrites = partyWrites<DistributorInput, DistributorUpdate, DistributorResponse>(
  '/distributors',
  DistributorResponse,
  {
    create: 'distributorCreate',
    update: 'distributorUpdate',
  },
);
export const useCreateDistributor = distributorWrites.useCreate;
export const useUpdateDistributor = distributorWrites.useUpdate;
export const useCreateDistributorAccount = distributorWrites.useCreateAccount;
