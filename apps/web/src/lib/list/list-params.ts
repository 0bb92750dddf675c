import type { SortOrder } from '@dd/contract';

/** The page sizes a list offers (next to its pager). */
export const PAGE_SIZES = [25, 50, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];

/**
 * What a list keeps in the URL: its filters (each with the values it accepts, or `null` for any
 * text such as an id), the columns it sorts by (the contract's whitelist) and its default size.
 */
export interface ListSpec<F extends string = string, S extends string = string> {
  filters: Record<F, readonly string[] | null>;
  sorts: readonly S[];
  defaultPageSize: PageSize;
  /**
   * The order the server keeps without a `sort` (a column of `sorts` in the same direction),
   * shown as the active sort until another is chosen.
   */
  defaultSort?: { sort: S; order: SortOrder };
}

/** A list's view as read from the URL ('' = no filter / All). */
export interface ListView<F extends string = string, S extends string = string> {
  filters: Record<F, string>;
  search: string;
  page: number;
  pageSize: PageSize;
  sort: S | null;
  order: SortOrder;
}

/** One change to the view; anything but the page goes back to page 1. */
export type ListChange<F extends string = string, S extends string = string> = Partial<
  Record<F, string>
> & {
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: { sort: S; order: SortOrder } | null;
};

function positive(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Reads the view; unknown values fall back to the default (a bad link shows the plain list). */
export function readListView<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
): ListView<F, S> {
  const filters = {} as Record<F, string>;
  for (const key of Object.keys(spec.filters) as F[]) {
    const allowed = spec.filters[key];
    const value = (params.get(key) ?? '').trim();
    filters[key] = allowed === null || allowed.includes(value) ? value : '';
  }
  const size = Number(params.get('pageSize'));
  const sort = params.get('sort');
  return {
    filters,
    search: (params.get('search') ?? '').trim(),
    page: positive(params.get('page')),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size)
      ? (size as PageSize)
      : spec.defaultPageSize,
    sort: sort !== null && (spec.sorts as readonly string[]).includes(sort) ? (sort as S) : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * The URL after one change. Empty values, page 1 and the default page size are left out, so the
 * plain list's link stays clean; a sort writes both `sort` and `order`.
 */
export function withListChange<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
  change: ListChange<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string, omit: string) => {
    if (value === omit) next.delete(key);
    else next.set(key, value);
  };
  for (const [key, value] of Object.entries(change)) {
    if (key === 'sort') {
      const sort = value as ListChange['sort'];
      put('sort', sort?.sort ?? '', '');
      put('order', sort?.order ?? '', '');
    } else if (key === 'page') put('page', String(value), '1');
    else if (key === 'pageSize') put('pageSize', String(value), String(spec.defaultPageSize));
    else put(key, String(value ?? '').trim(), '');
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** The list request's query: paging, and the search, filters and sort only when set. */
export function listQuery<F extends string, S extends string>(view: ListView<F, S>) {
  const query: Record<string, string | number> = { page: view.page, pageSize: view.pageSize };
  if (view.search) query.search = view.search;
  for (const [key, value] of Object.entries<string>(view.filters)) if (value) query[key] = value;
  if (view.sort) {
    query.sort = view.sort;
    query.order = view.order;
  }
  return query;
}

/** The next sort when a column's header is pressed: asc first, then it flips. */
export function nextSort<S extends string>(
  view: Pick<ListView<string, S>, 'sort' | 'order'>,
  column: S,
): { sort: S; order: SortOrder } {
  const order = view.sort === column && view.order === 'asc' ? 'desc' : 'asc';
  return { sort: column, order };
}
