import { MACHINE_TYPES, MANUFACTURERS, PARTNER_TYPES, type MachineListQuery } from '@dd/contract';

/** The status filter offers exactly the spec's options (All, Available, Assigned, Maintenance). */
export const STATUS_FILTERS = ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE'] as const;
export const TYPE_FILTERS = MACHINE_TYPES;
export const MANUFACTURER_FILTERS = MANUFACTURERS;
export const PARTNER_TYPE_FILTERS = PARTNER_TYPES;

export const MACHINES_PAGE_SIZE = 25;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type ManufacturerFilter = (typeof MANUFACTURER_FILTERS)[number];
export type PartnerTypeFilter = (typeof PARTNER_TYPE_FILTERS)[number];

/** What the screen shows, as read from the URL ('' = All). */
export interface MachineFilters {
  search: string;
  status: StatusFilter | '';
  type: TypeFilter | '';
  manufacturer: ManufacturerFilter | '';
  partnerType: PartnerTypeFilter | '';
  page: number;
}

export type FilterKey = 'status' | 'type' | 'manufacturer' | 'partnerType';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Reads the filters from the URL; unknown values fall back to All (a bad link shows everything). */
export function filtersFromParams(params: URLSearchParams): MachineFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    type: oneOf(TYPE_FILTERS, params.get('type')),
    manufacturer: oneOf(MANUFACTURER_FILTERS, params.get('manufacturer')),
    partnerType: oneOf(PARTNER_TYPE_FILTERS, params.get('partnerType')),
    page: pageOf(params.get('page')),
  };
}

/**
 * The URL after one change. Any change other than the page goes back to page 1; empty values and
 * page 1 are left out so the plain /machines link stays clean.
 */
export function paramsWith(
  params: URLSearchParams,
  change: Partial<MachineFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text === '' || (key === 'page' && text === '1')) next.delete(key);
    else next.set(key, text);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** GET /machines query for the filters: All is left out, the search is sent as typed (trimmed). */
export function machineListQuery(filters: MachineFilters): Partial<MachineListQuery> {
  const query: Partial<MachineListQuery> = { page: filters.page, pageSize: MACHINES_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.type) query.type = filters.type;
  if (filters.manufacturer) query.manufacturer = filters.manufacturer;
  if (filters.partnerType) query.partnerType = filters.partnerType;
  return query;
}

export function hasActiveFilters(filters: MachineFilters): boolean {
  return Boolean(
    filters.search || filters.status || filters.type || filters.manufacturer || filters.partnerType,
  );
}
