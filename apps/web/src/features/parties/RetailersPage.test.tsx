import type { Distributor, Retailer } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { makeDistributor, SHAH } from '../../test/fixtures/parties';
import { makeUser, renderApp } from '../../test/render';
import { listAnswer } from './list-answer';

const shah: Retailer = { ...SHAH, gst_number: '24ABCPS1234F1Z3' };

const retailersAnswer = (retailers: Retailer[], total = retailers.length) =>
  listAnswer('retailers', retailers, { total: 30, active: 25, inactive: 5 }, total);

function distributorsAnswer(distributors: Distributor[]) {
  const n = distributors.length;
  return listAnswer('distributors', distributors, { total: n, active: n, inactive: 0 });
}

const retailerQueries = () => queriesTo('/retailers');

describe('RetailersPage', { timeout: 20_000 }, () => {
  it("shows the spec's columns and cards, and the distributor filter lists the API's distributors", async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': retailersAnswer([shah], 31),
      'GET /distributors': distributorsAnswer([
        makeDistributor(1, 'ABC Distributors', { address: 'Somewhere', city: null, state: null }),
        makeDistributor(9, 'Newly Added Traders', {
          address: 'Somewhere',
          city: null,
          state: null,
        }),
      ]),
    });
    const { router } = renderApp('/retailers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retailers Management' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Retailers (31)' })).toBeInTheDocument();
    for (const text of ['Total Retailers', 'Active', 'Inactive']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByPlaceholderText('Search by name, email, shop, or city...')).toBeVisible();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Retailer Info',
      'Contact Details',
      'Shop Details',
      'Distributor',
      'Status',
      'Actions',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Mehul Shah');
    expect(row).toHaveTextContent('ID: 11');
    expect(row).toHaveTextContent('Shah Mobiles');
    expect(row).toHaveTextContent('GST: 24ABCPS1234F1Z3');
    expect(row).toHaveTextContent('ABC Distributors Pvt Ltd');

    const filter = screen.getByLabelText('Distributor') as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(filter.options).map((option) => option.text)).toEqual([
        'All Distributors',
        'ABC Distributors',
        'Newly Added Traders',
      ]),
    );
    await userEvent.selectOptions(filter, '9');
    await waitFor(() => expect(retailerQueries().at(-1)?.get('distributorId')).toBe('9'));
    expect(router.state.location.search).toBe('?distributorId=9');
    expect(retailerQueries()[0]?.get('distributorId')).toBeNull();
  });

  it('refuses a list answering a status the contract does not know: no row of it is shown', async () => {
    setToken('tok');
    const odd = { ...shah, id: 12, name: 'Odd Status', status: 'SUSPENDED' } as unknown as Retailer;
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': retailersAnswer([shah, odd]),
      'GET /distributors': distributorsAnswer([]),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/retailers');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Odd Status')).toBeNull();
    expect(screen.queryByText(shah.name)).toBeNull();
  });

  it('hints by search: adjust the terms while searching, else add the first retailer', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': retailersAnswer([]),
      'GET /distributors': distributorsAnswer([]),
    });
    const first = renderApp('/retailers?search=zzz');
    expect(await screen.findByText('No retailers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
    first.unmount();

    renderApp('/retailers');
    expect(await screen.findByText('No retailers found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first retailer.')).toBeInTheDocument();
  });

  it("shows 'Failed to load retailers' as a toast and 'Error loading retailers' inline", async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': 'network-error',
      'GET /distributors': distributorsAnswer([]),
    });
    renderApp('/retailers');
    expect(await screen.findByText('Error loading retailers')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load retailers')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': () => new Promise(() => {}),
      'GET /distributors': distributorsAnswer([]),
    });
    renderApp('/retailers');
    expect(await screen.findByText('Loading retailers…')).toBeInTheDocument();
  });

  it('keeps the previous rows (with "Updating…") while the next filter loads', async () => {
    setToken('tok');
    let release: () => void = () => {};
    let calls = 0;
    const inactive = { ...shah, id: 13, name: 'Closed Shop', status: 'INACTIVE' as const };
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /distributors': distributorsAnswer([]),
      'GET /retailers': () => {
        calls += 1;
        if (calls === 1) return retailersAnswer([shah]);
        return new Promise((resolve) => {
          release = () => resolve(retailersAnswer([inactive]));
        });
      },
    });
    renderApp('/retailers');
    expect(await screen.findByText('Mehul Shah', { selector: 'td p' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'INACTIVE');
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(screen.getByText('Mehul Shah', { selector: 'td p' })).toBeInTheDocument();
    expect(screen.queryByText('Loading retailers…')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('Closed Shop', { selector: 'td p' })).toBeInTheDocument();
    expect(screen.queryByText('Mehul Shah', { selector: 'td p' })).not.toBeInTheDocument();
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });

  it('lets a distributor add a retailer only under itself', async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('distributor', { distributorId: 1 }) } },
      'GET /retailers': retailersAnswer([shah]),
      'GET /distributors': distributorsAnswer([
        makeDistributor(1, 'ABC Distributors', { address: 'Somewhere', city: null, state: null }),
      ]),
      'POST /retailers': (call) => ({
        status: 201,
        body: { retailer: { ...shah, ...(call.body as object), id: 40 } },
      }),
      'GET /retailers/40': { body: { retailer: { ...shah, id: 40, name: 'Kiran Patel' } } },
    });
    renderApp('/retailers');

    const filter = (await screen.findByLabelText('Distributor')) as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(filter.options).map((option) => option.text)).toEqual([
        'All Distributors',
        'ABC Distributors',
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add Retailer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Retailer' }));
    const own = await dialog.findByLabelText('Distributor');
    expect(own).toHaveValue('ABC Distributors');
    expect(own).toHaveAttribute('readonly');
    await userEvent.type(dialog.getByLabelText('Name'), 'Kiran Patel');
    await userEvent.type(dialog.getByLabelText('Shop Name'), 'Patel Kirana');
    await userEvent.type(dialog.getByLabelText('Email'), 'kiran@example.in');
    await userEvent.type(dialog.getByLabelText('Phone'), '9825012345');
    await userEvent.type(dialog.getByLabelText('Address'), 'Station Road');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Retailer' }));

    expect(await screen.findByText('Retailer Kiran Patel created')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Kiran Patel', distributor_id: 1, gst_number: null });
    expect(await screen.findByRole('dialog', { name: 'Kiran Patel' })).toBeInTheDocument();
  });

  it('asks an admin to choose the distributor of a new retailer', async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /retailers': retailersAnswer([shah]),
      'GET /distributors': distributorsAnswer([
        makeDistributor(1, 'ABC Distributors', { address: 'Somewhere', city: null, state: null }),
      ]),
    });
    renderApp('/retailers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Retailer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Retailer' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create Retailer' }));
    expect(await dialog.findByText('Select a distributor', { selector: 'p' })).toBeInTheDocument();
    expect(dialog.getByText('Shop name is required')).toBeInTheDocument();
    // Empty is "required", not "Invalid …"; a wrong value is still "Invalid …".
    expect(dialog.getByText('Email is required')).toBeInTheDocument();
    expect(dialog.getByText('Phone is required')).toBeInTheDocument();
    expect(dialog.queryByText('Invalid email address')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Retailer' }));
    expect(await dialog.findByText('Invalid email address')).toBeInTheDocument();
    expect(dialog.queryByText('Email is required')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
