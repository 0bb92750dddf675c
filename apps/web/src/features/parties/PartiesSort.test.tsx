import type { Distributor, Retailer } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { makeDistributor, makeRetailer } from '../../test/fixtures/parties';
import { expectHeaderSorts } from '../../test/header-sort';
import { makeUser, renderApp } from '../../test/render';

function listOf<K extends 'distributors' | 'retailers'>(
  key: K,
  rows: K extends 'distributors' ? Distributor[] : Retailer[],
  total: number,
) {
  return {
    body: {
      [key]: rows,
      stats: { total, active: total, inactive: 0 },
      total,
      page: 1,
      pageSize: 20,
    },
  };
}

/** The query strings sent to GET /api<path>, in order. */
function queriesOf(path: string): Record<string, string>[] {
  return queriesTo(path).map((query) => Object.fromEntries(query));
}

function signIn(routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } }, ...routes });
  return userEvent.setup();
}

describe('party lists: sort and page size', { timeout: 20_000 }, () => {
  it('sorts distributors from the headers (mouse and keyboard), in the request and the URL', async () => {
    const user = signIn({
      'GET /distributors': listOf('distributors', [makeDistributor(1, 'ABC Distributors')], 60),
    });
    const { router } = renderApp('/distributors?status=ACTIVE&page=2');
    const table = await screen.findByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const button = (name: string) => within(table).getByRole('button', { name });
    for (const name of ['Distributor Info', 'Company Details', 'Status']) {
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
    }
    expect(header('Contact Details')).not.toHaveAttribute('aria-sort');

    await expectHeaderSorts({
      user,
      scope: table,
      router,
      name: 'Distributor Info',
      lastQuery: () => queriesOf('/distributors').at(-1),
      query: { status: 'ACTIVE', page: '1', pageSize: '25', sort: 'name', order: 'asc' },
      search: '?status=ACTIVE&sort=name&order=asc',
    });
    await user.tab();
    expect(button('Company Details')).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=ACTIVE&sort=company_name&order=asc'),
    );
    expect(header('Company Details')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Distributor Info')).toHaveAttribute('aria-sort', 'none');
    expect(queriesOf('/distributors').at(-1)).toMatchObject({ sort: 'company_name' });

    await user.click(button('Status'));
    await waitFor(() =>
      expect(queriesOf('/distributors').at(-1)).toMatchObject({ sort: 'status' }),
    );

    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(queriesOf('/distributors').at(-1)?.pageSize).toBe('100'));
    expect(router.state.location.search).toBe('?status=ACTIVE&sort=status&order=asc&pageSize=100');
  });

  it('below 1024 px sorts retailers from the card sort bar, keeping the distributor filter', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 1023px'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = signIn({
      'GET /retailers': listOf('retailers', [makeRetailer(11, 'Mehul Shah', 9)], 3),
      'GET /distributors': listOf('distributors', [makeDistributor(9, 'Newly Added')], 1),
    });
    const { router } = renderApp('/retailers?distributorId=9&sort=shop_name&order=desc');
    const bar = await screen.findByRole('group', { name: 'Sort by' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Retailer Info', 'false'],
      ['Shop Details', 'true'],
      ['Status', 'false'],
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Retailers' })).toHaveTextContent('Mehul Shah');
    expect(queriesOf('/retailers')[0]).toEqual({
      distributorId: '9',
      page: '1',
      pageSize: '25',
      sort: 'shop_name',
      order: 'desc',
    });

    await user.click(within(bar).getByRole('button', { name: 'Shop Details (descending)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?distributorId=9&sort=shop_name&order=asc'),
    );
    await user.click(within(bar).getByRole('button', { name: 'Retailer Info' }));
    await waitFor(() =>
      expect(queriesOf('/retailers').at(-1)).toMatchObject({
        distributorId: '9',
        sort: 'name',
        order: 'asc',
      }),
    );
    expect(within(bar).getByRole('button', { name: 'Retailer Info (ascending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("an old or bad link still shows the list: status 'all', a distributor that is no id", async () => {
    signIn({
      'GET /retailers': listOf('retailers', [makeRetailer(11, 'Mehul Shah', 1)], 1),
      'GET /distributors': listOf('distributors', [], 0),
    });
    renderApp('/retailers?status=all&distributorId=abc&sort=password&pageSize=7');
    await screen.findByRole('table');
    expect(queriesOf('/retailers')[0]).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });
});
