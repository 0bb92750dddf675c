import type {
  InventoryResponse,
  Machine,
  MachineStatus,
  MachineType,
  ServiceProvider,
  ServiceProviderList,
} from '@dd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** Machines per inventory page (server-side paging keeps thousands of machines fast). */
export const INVENTORY_PAGE_SIZE = 60;

export const providerKeys = {
  all: ['service-providers'] as const,
  list: () => ['service-providers', 'list'] as const,
  one: (id: number) => ['service-providers', 'detail', id] as const,
  inventory: (id: number, params: InventoryParams) =>
    ['service-providers', 'detail', id, 'inventory', params] as const,
};

/** How long provider names in a select stay fresh (they rarely change). */
export const PROVIDER_NAMES_STALE_TIME = 5 * 60_000;

/**
 * GET /service-providers with their figures. Selects (the machine dialogs) pass a longer
 * `staleTime`: they need the names, which rarely change.
 */
export function useProviders({
  enabled = true,
  staleTime,
}: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    queryKey: providerKeys.list(),
    queryFn: ({ signal }) => api.get<ServiceProviderList>('/service-providers', { signal }),
    enabled,
    staleTime,
  });
}

export function useProvider(id: number) {
  return useQuery({
    queryKey: providerKeys.one(id),
    queryFn: ({ signal }) => api.get<ServiceProvider>(`/service-providers/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface InventoryParams {
  status: MachineStatus | 'all';
  type: MachineType | 'all';
  search: string;
  page: number;
}

/** docs/product.md section 5: status, type and search are sent only when not 'all' or empty. */
export function inventoryQuery(params: InventoryParams) {
  return {
    status: params.status === 'all' ? undefined : params.status,
    type: params.type === 'all' ? undefined : params.type,
    search: params.search.trim() || undefined,
    page: params.page,
    pageSize: INVENTORY_PAGE_SIZE,
  };
}

const byAvailabilityThenSerial = (a: Machine, b: Machine) =>
  Number(a.status !== 'AVAILABLE') - Number(b.status !== 'AVAILABLE') ||
  a.serialNumber.localeCompare(b.serialNumber) ||
  a.id - b.id;

/** The page's pos[] and soundbox[] merged back into the server's order. */
export function mergeInventory(answer: InventoryResponse | undefined): Machine[] {
  if (!answer) return [];
  return [...answer.inventory.pos, ...answer.inventory.soundbox].sort(byAvailabilityThenSerial);
}

export function useInventory(id: number, params: InventoryParams) {
  return useQuery({
    queryKey: providerKeys.inventory(id, params),
    queryFn: ({ signal }) =>
      api.get<InventoryResponse>(`/service-providers/${id}/inventory`, {
        query: inventoryQuery(params),
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}
