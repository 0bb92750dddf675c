import {
  type InventoryAvailableQuery,
  InventoryAvailableResponse,
  type InventoryQuery,
  InventoryResponse,
  type InventorySort,
  type Machine,
  ProviderStockList,
  ProviderStockResponse,
  ServiceProvider,
  ServiceProviderList,
  type SortOrder,
} from '@dd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { isId } from '../lib/record-id';
import { useGet, useListGet, useRecordGet } from './hooks';
import { providerKeys } from './keys';

/** How long provider names in a select stay fresh (they rarely change). */
export const PROVIDER_NAMES_STALE_TIME = 5 * 60_000;

/**
 * GET /service-providers with their figures. Selects (the machine dialogs) pass a longer
 * `staleTime`: they need the names, which rarely change.
 */
export function useProviders({
  enabled = true,
  staleTime,
}: {
  enabled?: boolean;
  staleTime?: number;
} = {}) {
  return useQuery({
    queryKey: providerKeys.list(),
    queryFn: ({ signal }) => api.get('/service-providers', { schema: ServiceProviderList, signal }),
    enabled,
    staleTime,
  });
}

export function useProvider(id: number) {
  return useRecordGet(providerKeys.one(id), `/service-providers/${id}`, ServiceProvider, id);
}

const byAvailabilityThenSerial = (a: Machine, b: Machine) =>
  Number(a.status !== 'AVAILABLE') - Number(b.status !== 'AVAILABLE') ||
  a.serialNumber.localeCompare(b.serialNumber) ||
  a.id - b.id;

/** Code-point order, as the database's C collation (PGlite) sorts text. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function bySort({ sort, order }: { sort: InventorySort; order: SortOrder }) {
  const sign = order === 'desc' ? -1 : 1;
  return (a: Machine, b: Machine) => sign * (compareText(a[sort], b[sort]) || a.id - b.id);
}

/**
 * The page's pos[] and soundbox[] merged back into the server's order. Each array is already in
 * that order, so they are merged (not re-sorted): the comparison only decides how the two types
 * interleave, by the requested sort or, without one, the default (AVAILABLE first, then serial).
 */
export function mergeInventory(
  answer: InventoryResponse | undefined,
  sort: { sort: InventorySort; order: SortOrder } | null = null,
): Machine[] {
  if (!answer) return [];
  const { pos, soundbox } = answer.inventory;
  const compare = sort ? bySort(sort) : byAvailabilityThenSerial;
  const merged: Machine[] = [];
  let i = 0;
  let j = 0;
  while (i < pos.length && j < soundbox.length) {
    merged.push(compare(pos[i]!, soundbox[j]!) <= 0 ? pos[i++]! : soundbox[j++]!);
  }
  return merged.concat(pos.slice(i), soundbox.slice(j));
}

/** GET /service-providers/{id}/inventory with the list's query (filters only when set). */
export function useInventory(id: number, query: Partial<InventoryQuery>) {
  return useListGet(
    providerKeys.inventory(id, query),
    `/service-providers/${id}/inventory`,
    InventoryResponse,
    query,
    isId(id),
  );
}

/**
 * GET /service-providers/{id}/inventory/available: every AVAILABLE machine of the type and
 * search (all pages), asked when the user picks "Select all N available".
 */
export function useAllAvailable(id: number) {
  return useMutation({
    mutationFn: (query: InventoryAvailableQuery) =>
      api.get(`/service-providers/${id}/inventory/available`, {
        schema: InventoryAvailableResponse,
        query,
      }),
  });
}

/** GET /service-providers/stock: every provider's live figures (the providers screen). */
export function useProvidersStock() {
  return useGet(providerKeys.stockList(), '/service-providers/stock', ProviderStockList);
}

/** GET /service-providers/{id}/stock: one provider's live figures (its inventory page). */
export function useProviderStock(id: number) {
  return useRecordGet(
    providerKeys.stock(id),
    `/service-providers/${id}/stock`,
    ProviderStockResponse,
    id,
  );
}
