import { ASSIGNMENT_STATUSES, type AssignmentListQuery, type AssignmentStatus } from '@dd/contract';

export const ASSIGNMENTS_PAGE_SIZE = 12;

export interface AssignmentFilters {
  search: string;
  status: AssignmentStatus | '';
  page: number;
}

export function filtersFromParams(params: URLSearchParams): AssignmentFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    status: (ASSIGNMENT_STATUSES as readonly string[]).includes(status)
      ? (status as AssignmentStatus)
      : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL after one change; anything but the page goes back to page 1. */
export function paramsWith(
  params: URLSearchParams,
  change: Partial<AssignmentFilters>,
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

export function assignmentListQuery(filters: AssignmentFilters): Partial<AssignmentListQuery> {
  const query: Partial<AssignmentListQuery> = {
    page: filters.page,
    pageSize: ASSIGNMENTS_PAGE_SIZE,
  };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  return query;
}
