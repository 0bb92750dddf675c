import type { Distributor } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { ABC, SHAH, signedIn } from '../../test/fixtures/parties';
import { renderApp } from '../../test/render';
import { listAnswer as pageOf } from './list-answer';

const abc: Distributor = {
  ...ABC,
  address: '3rd Floor, Shivalik Plaza, Ahmedabad 380015',
  gst_number: '24GCICA2270R1Z3',
};
const raju: Distributor = {
  ...abc,
  id: 8,
  name: 'Raju Mobile Solutions',
  email: 'rajumobile.vadodara@gmail.com',
  company_name: 'Raju Mobile Solutions',
  gst_number: null,
  status: 'INACTIVE',
};

const listAnswer = (distributors: Distributor[], total = distributors.length) =>
  pageOf('distributors', distributors, { total: 8, active: 7, inactive: 1 }, total);

/** GET /distributors/1: ABC Distributors with these counts. */
const detailAnswer = (summary: {
  retailers: number;
  machines: number;
  activeAssignments: number;
  orders: number;
}) => ({ body: { distributor: abc, summary } });

/** The list with ABC Distributors and its detail with these counts, for this user. */
const detailRoutes = (user: unknown, summary: Parameters<typeof detailAnswer>[0]) => ({
  'GET /auth/me': { body: { user } },
  'GET /distributors': listAnswer([abc]),
  'GET /distributors/1': detailAnswer(summary),
});

const listQueries = () => queriesTo('/distributors');

describe('DistributorsPage', { timeout: 20_000 }, () => {
  it("shows the spec's heading, stat cards, filters and table with the server's total", async () => {
    const user = signedIn();
    mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': listAnswer([abc, raju], 42),
    });
    renderApp('/distributors');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Distributors Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manage distributor accounts and information')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Distributors (42)' })).toBeInTheDocument();
    expect(screen.getByText('Total Distributors')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, email, company, or city...')).toBeVisible();
    const status = screen.getByLabelText('Status');
    expect(Array.from((status as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'All Status',
      'Active',
      'Inactive',
    ]);

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Distributor Info', 'Contact Details', 'Company Details', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ABC Distributors');
    expect(rows[0]).toHaveTextContent('ID: 1');
    expect(rows[0]).toHaveTextContent('GST: 24GCICA2270R1Z3');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Inactive');
    expect(
      within(rows[1]!).getByRole('button', { name: 'View Raju Mobile Solutions' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Distributor' })).toBeEnabled();
    expect(listQueries()[0]?.get('page')).toBe('1');
  });

  it("hints 'Try adjusting your search terms.' only while a search is active", async () => {
    const user = signedIn();
    mockFetch({ 'GET /auth/me': { body: { user } }, 'GET /distributors': listAnswer([]) });
    const first = renderApp('/distributors?search=nothing-like-this');
    expect(await screen.findByText('No distributors found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, email, company, or city...')).toHaveValue(
      'nothing-like-this',
    );
    expect(listQueries()[0]?.get('search')).toBe('nothing-like-this');
    first.unmount();

    renderApp('/distributors');
    expect(await screen.findByText('No distributors found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first distributor.')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search terms.')).not.toBeInTheDocument();
  });

  it('searches on the server after typing stops and keeps the search in the URL', async () => {
    const user = signedIn();
    mockFetch({ 'GET /auth/me': { body: { user } }, 'GET /distributors': listAnswer([abc]) });
    const { router } = renderApp('/distributors?page=2');
    const box = await screen.findByPlaceholderText('Search by name, email, company, or city...');
    await userEvent.type(box, 'Mudra');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Mudra'));
    await waitFor(() => expect(listQueries().at(-1)?.get('search')).toBe('Mudra'));
    // Debounced: not one request per key typed.
    expect(listQueries().filter((q) => q.get('search') !== null).length).toBeLessThan(5);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'INACTIVE');
    await waitFor(() => expect(listQueries().at(-1)?.get('status')).toBe('INACTIVE'));
    expect(router.state.location.search).toBe('?search=Mudra&status=INACTIVE');
  });

  it("shows 'Failed to load distributors' as a toast and 'Error loading distributors' inline", async () => {
    const user = signedIn();
    mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': { status: 500, body: { error: 'Internal server error' } },
    });
    renderApp('/distributors');
    expect(await screen.findByText('Error loading distributors')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load distributors')).toBeInTheDocument();
  });

  it("checks the GST number with the contract's message, then shows a 409 duplicate email on its field", async () => {
    const user = signedIn();
    const calls = mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': listAnswer([abc]),
      'POST /distributors': {
        status: 409,
        body: { error: 'A distributor with this email already exists', code: 'email_taken' },
      },
    });
    renderApp('/distributors');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Distributor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Distributor' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Name'), 'New Wave Traders');
    await userEvent.type(form.getByLabelText('Company Name'), 'New Wave Traders LLP');
    await userEvent.type(form.getByLabelText('Email'), 'accounts@abcdistributors.in');
    await userEvent.type(form.getByLabelText('Phone'), '+91 98250 00000');
    await userEvent.type(form.getByLabelText('Address'), '12 Market Road, Surat');
    await userEvent.type(form.getByLabelText(/GST Number/), 'NOT-A-GST');
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));

    expect(await form.findByText('Invalid GST number')).toBeInTheDocument();
    expect(form.getByLabelText(/GST Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(form.getByLabelText(/GST Number/));
    await userEvent.type(form.getByLabelText(/GST Number/), '24abcde1234f1z6');
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));

    expect(
      await form.findByText('A distributor with this email already exists'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'New Wave Traders',
      gst_number: '24ABCDE1234F1Z6',
      pan: null,
      pin_code: null,
      city: null,
      status: 'ACTIVE',
    });
    expect(post?.headers['idempotency-key']).toBeTruthy();
  });

  it("says 'Email is required' and 'Phone is required' for empty fields, not 'Invalid …'", async () => {
    const user = signedIn();
    const calls = mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': listAnswer([abc]),
    });
    renderApp('/distributors');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Distributor' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Distributor' }));
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(form.queryByText('Invalid phone number')).not.toBeInTheDocument();

    await userEvent.type(form.getByLabelText('Phone'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));
    expect(await form.findByText('Invalid phone number')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens the detail view with its summary, retailers and links; an admin may edit', async () => {
    const user = signedIn();
    mockFetch({
      ...detailRoutes(user, { retailers: 5, machines: 21, activeAssignments: 4, orders: 3 }),
      'GET /retailers': {
        body: {
          retailers: [SHAH],
          stats: { total: 5, active: 5, inactive: 0 },
          total: 5,
          page: 1,
          pageSize: 5,
        },
      },
    });
    const { router } = renderApp('/distributors');
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', {
        name: 'View ABC Distributors',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ABC Distributors' });
    expect(router.state.location.search).toBe('?view=1');
    expect(await within(dialog).findByText('Shah Mobiles · Ahmedabad')).toBeInTheDocument();
    expect(within(dialog).getByText('21')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Its orders/ })).toHaveAttribute(
      'href',
      '/orders?search=ABC%20Distributors',
    );
    expect(within(dialog).getByRole('link', { name: /All its retailers \(5\)/ })).toHaveAttribute(
      'href',
      '/retailers?distributorId=1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Distributor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue(abc.phone);
  });

  it("shows the server's password_too_weak on the sign-in account's password field", async () => {
    const user = signedIn();
    mockFetch({
      ...detailRoutes(user, { retailers: 0, machines: 0, activeAssignments: 0, orders: 0 }),
      'GET /retailers': {
        body: { retailers: [], stats: { total: 0, active: 0, inactive: 0 }, total: 0 },
      },
      'POST /distributors/1/account': {
        status: 400,
        body: {
          error: 'This password is too easy to guess',
          code: 'password_too_weak',
          params: { warning: 'simpleRepeat', suggestions: ['anotherWord'] },
          details: [{ path: 'password', code: 'password_too_weak', message: 'x' }],
        },
      },
    });
    renderApp('/distributors');
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', {
        name: 'View ABC Distributors',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ABC Distributors' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create sign-in account' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create sign-in account' }));
    await userEvent.type(form.getByLabelText('Password', { exact: true }), 'aaaaaaaa');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    const password = form.getByLabelText('Password', { exact: true });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/too easy to guess/);
  });

  it('shows a distributor user no Add Distributor button and no edit actions', async () => {
    const user = signedIn('distributor');
    mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': listAnswer([abc]),
      'GET /distributors/1': { body: { distributor: abc } },
      'GET /retailers': {
        body: { retailers: [], stats: { total: 0, active: 0, inactive: 0 }, total: 0 },
      },
    });
    renderApp('/distributors');
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', {
        name: 'View ABC Distributors',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ABC Distributors' });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Create sign-in account' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Distributor' })).not.toBeInTheDocument();
  });
});
