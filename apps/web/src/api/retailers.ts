import {
  type Retailer,
  type RetailerInput,
  type RetailerListQuery,
  RetailerListResponse,
  RetailerResponse,
  type RetailerUpdate,
} from '@dd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet, useListGet } from './hooks';
import { retailerKeys } from './keys';
import { OPTIONS_PAGE_SIZE, type OptionsFilter } from './party-options';
import { partyWrites } from './party-writes';

/**
 * GET /retailers: server-side search, status and distributor filters, sort and paging; the
 * previous rows stay while the next answer loads (docs/product/api.md).
 */
export function useRetailers(query: Partial<RetailerListQuery>) {
  return useListGet(retailerKeys.list(query), '/retailers', RetailerListResponse, query);
}

/** GET /retailers/:id with its summary counts. */
export function useRetailer(id: number | null) {
  return useGet(retailerKeys.detail(id ?? 0), `/retailers/${id}`, RetailerResponse, {
    enabled: id !== null,
  });
}

/**
 * The retailers a user may pick, for every select and choice list: those of one distributor,
 * or (`undefined`) all the user may see; `null` is "no distributor chosen yet" and asks nothing.
 * One cache per distributor; `activeOnly` narrows it for new orders and assignments.
 */
export function useRetailerOptions(
  distributorId: number | null | undefined,
  { activeOnly = false, enabled = true }: OptionsFilter = {},
) {
  return useQuery({
    queryKey: retailerKeys.options(distributorId ?? 'all'),
    queryFn: async ({ signal }): Promise<Retailer[]> => {
      const answer = await api.get('/retailers', {
        schema: RetailerListResponse,
        signal,
        query: { distributorId: distributorId ?? undefined, pageSize: OPTIONS_PAGE_SIZE },
      });
      return answer.retailers;
    },
    select: activeOnly ? selectActive : undefined,
    enabled: enabled && distributorId !== null,
    staleTime: 60_000,
  });
}

const selectActive = (rows: Retailer[]) => rows.filter((row) => row.status === 'ACTIVE');

const retailerWrites = partyWrites<RetailerInput, RetailerUpdate, RetailerResponse>(
  '/retailers',
  RetailerResponse,
  {
    create: 'retailerWrite',
    update: 'retailerWrite',
  },
);
export const useCreateRetailer = retailerWrites.useCreate;
export const useUpdateRetailer = retailerWrites.useUpdate;
export const useCreateRetailerAccount = retailerWrites.useCreateAccount;
