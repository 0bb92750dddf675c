import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSpec } from './list-params';
import { SEARCH_DEBOUNCE_MS, useListState, type ListState } from './use-list-state';

const SPEC: ListSpec<'status' | 'distributorId', 'name' | 'createdAt'> = {
  filters: { status: ['ACTIVE', 'INACTIVE'], distributorId: null },
  sorts: ['name', 'createdAt'],
  defaultPageSize: 50,
};

let state: ListState<'status' | 'distributorId', 'name' | 'createdAt'>;
function Probe() {
  const current = useListState(SPEC);
  useEffect(() => {
    state = current;
  });
  return null;
}

function mount(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { url: () => router.state.location.search, router };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useListState', () => {
  it('reads filters, search, page, page size and sort from the URL and writes them back', () => {
    const page = mount(
      '/list?status=INACTIVE&distributorId=7&search=ab&page=3&pageSize=100&sort=name&order=desc',
    );
    expect(state.filters).toEqual({ status: 'INACTIVE', distributorId: '7' });
    expect(state).toMatchObject({ search: 'ab', page: 3, pageSize: 100, sort: 'name' });
    expect(state.order).toBe('desc');
    expect(state.query).toEqual({
      status: 'INACTIVE',
      distributorId: '7',
      search: 'ab',
      page: 3,
      pageSize: 100,
      sort: 'name',
      order: 'desc',
    });
    act(() => state.setPage(4));
    expect(page.url()).toBe(
      '?status=INACTIVE&distributorId=7&search=ab&page=4&pageSize=100&sort=name&order=desc',
    );
  });

  it('ignores values a link should not carry: unknown filter, sort, order or size', () => {
    mount('/list?status=GONE&sort=password&order=sideways&pageSize=30&page=0');
    expect(state.query).toEqual({ page: 1, pageSize: 50 });
    expect(state.sort).toBeNull();
  });

  it('goes back to page 1 on a filter, sort or page size change; keeps the rest', () => {
    const page = mount('/list?status=ACTIVE&page=5');
    act(() => state.setFilter('status', 'INACTIVE'));
    expect(page.url()).toBe('?status=INACTIVE');
    act(() => state.setPage(2));
    act(() => state.toggleSort('name'));
    expect(page.url()).toBe('?status=INACTIVE&sort=name&order=asc');
    act(() => state.setPage(2));
    act(() => state.setPageSize(25));
    expect(page.url()).toBe('?status=INACTIVE&sort=name&order=asc&pageSize=25');
    expect(state).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('flips the order when the sorted column is pressed again; another column starts asc', () => {
    const page = mount('/list');
    act(() => state.toggleSort('createdAt'));
    expect(state).toMatchObject({ sort: 'createdAt', order: 'asc' });
    act(() => state.toggleSort('createdAt'));
    expect(state).toMatchObject({ sort: 'createdAt', order: 'desc' });
    act(() => state.toggleSort('name'));
    expect(page.url()).toBe('?sort=name&order=asc');
  });

  it('keeps two quick changes made in one event (no lost update)', () => {
    const page = mount('/list');
    act(() => {
      state.setFilter('status', 'ACTIVE');
      state.toggleSort('name');
    });
    expect(page.url()).toBe('?status=ACTIVE&sort=name&order=asc');
  });

  it('debounces the search: the URL changes once typing stops, and the page resets', () => {
    const page = mount('/list?page=3');
    act(() => state.setSearchText('a'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    act(() => state.setSearchText('ab '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(page.url()).toBe('?page=3');
    expect(state.searchText).toBe('ab ');
    act(() => vi.advanceTimersByTime(60));
    expect(page.url()).toBe('?search=ab');
    expect(state).toMatchObject({ search: 'ab', page: 1 });
  });

  it('shows the search of a URL changed from elsewhere (back button, a link)', async () => {
    const page = mount('/list?search=old');
    expect(state.searchText).toBe('old');
    await act(() => page.router.navigate('/list?search=new'));
    expect(state.searchText).toBe('new');
  });

  it('clear drops the filters and the search, keeps the sort and page size', () => {
    const page = mount('/list?status=ACTIVE&search=x&sort=name&order=desc&pageSize=100&page=2');
    act(() => state.clear());
    expect(page.url()).toBe('?sort=name&order=desc&pageSize=100');
    expect(state.searchText).toBe('');
    expect(state.hasActiveFilters).toBe(false);
  });
});
