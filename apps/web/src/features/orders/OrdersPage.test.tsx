import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { expectHeaderSorts } from '../../test/header-sort';
import { makeUser, renderApp } from '../../test/render';
import { fetchUrls, makeOrder, makeOrderDetail, ORDER_STATS } from '../../test/fixtures/orders';
import { narrowScreen } from '../../test/media';

function list(
  orders = [makeOrder(7, { status: 'IN_PROGRESS' }), makeOrder(8)],
  total = orders.length,
) {
  return { body: { orders, stats: ORDER_STATS, total, page: 1, pageSize: 25 } };
}

const lastQuery = () => Object.fromEntries(fetchUrls('/orders').at(-1)!.searchParams);

const phoneWidth = () => narrowScreen();

function signedIn(user = makeUser('admin'), routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user } }, 'GET /orders': list(), ...routes });
}

describe('OrdersPage', { timeout: 20_000 }, () => {
  it("shows dates in the user's language and time zone; a calendar day stays that day", async () => {
    // 22:00 UTC on Feb 20 is Feb 21 in India, still Feb 20 in New York.
    const late = list([makeOrder(7, { createdAt: '2025-02-20T22:00:00.000Z' })]);
    signedIn(makeUser('admin'), { 'GET /orders': late });
    const { unmount } = renderApp('/orders');
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Expected: Mar 3, 2025');
    expect(row).toHaveTextContent('Feb 21, 2025');
    unmount();

    const preferences = { theme: 'light', language: 'hi', timezone: 'America/New_York' } as const;
    signedIn(makeUser('admin', { preferences }), { 'GET /orders': late });
    renderApp('/orders');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    const [, hindi] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(hindi).toHaveTextContent('अपेक्षित: 3 मार्च 2025');
    expect(hindi).toHaveTextContent('20 फ़र॰ 2025');
  });

  it("shows the server's stats and the spec's columns", async () => {
    signedIn();
    renderApp('/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders Management' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /New Order/ })).toHaveAttribute(
      'href',
      '/service-providers',
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order Details', 'Customer', 'Machines', 'Delivery Status', 'Date', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ORD-2025-000007');
    expect(first).toHaveTextContent('Expected: Mar 3, 2025');
    expect(first).toHaveTextContent('ABC Distributors');
    expect(first).toHaveTextContent('via Shree Ganesh Mobile');
    expect(first).toHaveTextContent('2 machines');
    expect(first).toHaveTextContent('Soundbox');
    expect(first).toHaveTextContent('Out for Delivery');
    expect(first).toHaveTextContent('Out for delivery');
    expect(first).toHaveTextContent('Feb 20, 2025');
    expect(within(first!).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/orders/7');
    for (const [label, value] of [
      ['Total', '40'],
      ['Pending', '11'],
      ['Approved', '9'],
      ['In Progress', '7'],
      ['Delivered', '10'],
      ['Cancelled', '3'],
    ] as const) {
      expect(
        screen
          .getAllByText(label)
          .some((el) => el.parentElement?.textContent === `${label}${value}`),
      ).toBe(true);
    }
    // Every status has its card, so the cards add up to Total (decision 0164).
    const { total, ...byStatus } = ORDER_STATS;
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('filters the cancelled orders with their own button', async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/orders');
    const filters = await screen.findByRole('group', { name: 'Filter by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Orders', 'Pending', 'Approved', 'In Progress', 'Delivered', 'Cancelled']);
    await user.click(within(filters).getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=CANCELLED'));
    expect(fetchUrls('/orders').at(-1)!.searchParams.get('status')).toBe('CANCELLED');
  });

  it('sends the status filter and the debounced search to the server and keeps them in the URL', async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/orders');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(screen.getByRole('button', { name: 'Delivered' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'TLR-SB');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=DELIVERED&search=TLR-SB'),
    );
    await waitFor(() =>
      expect(fetchUrls('/orders').at(-1)?.searchParams.get('search')).toBe('TLR-SB'),
    );
    const last = fetchUrls('/orders').at(-1)!;
    expect(last.searchParams.get('status')).toBe('DELIVERED');
    // Debounced: no request per keystroke.
    expect(fetchUrls('/orders').filter((u) => u.searchParams.has('search')).length).toBe(1);
  });

  it('sorts from the column headers (keyboard too) and keeps the sort and page size in the URL', async () => {
    signedIn(makeUser('admin'), { 'GET /orders': list(undefined, 120) });
    const user = userEvent.setup();
    const { router } = renderApp('/orders?status=PENDING&page=2');
    const table = await screen.findByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Order Details')).toHaveAttribute('aria-sort', 'none');
    expect(header('Customer')).not.toHaveAttribute('aria-sort');

    await expectHeaderSorts({
      user,
      scope: table,
      router,
      name: 'Order Details',
      lastQuery,
      query: { status: 'PENDING', page: '1', pageSize: '25', sort: 'order_number', order: 'asc' },
      search: '?status=PENDING&sort=order_number&order=asc',
    });

    within(table).getByRole('button', { name: 'Date' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=PENDING&sort=createdAt&order=asc'),
    );
    expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Order Details')).toHaveAttribute('aria-sort', 'none');
    expect(lastQuery()).toMatchObject({ sort: 'createdAt', order: 'asc' });

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(lastQuery().pageSize).toBe('50'));
    expect(router.state.location.search).toBe(
      '?status=PENDING&sort=createdAt&order=asc&pageSize=50',
    );
  });

  it('sorts the phone cards from the sort bar', async () => {
    phoneWidth();
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/orders?sort=createdAt&order=desc');
    await screen.findByRole('list', { name: 'Orders' });
    const bar = screen.getByRole('group', { name: 'Sort by' });
    expect(within(bar).getByRole('button', { name: 'Date (descending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lastQuery()).toMatchObject({ sort: 'createdAt', order: 'desc' });

    await user.click(within(bar).getByRole('button', { name: 'Delivery Status' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=status&order=asc'));
    expect(lastQuery()).toMatchObject({ sort: 'status', order: 'asc' });
    expect(
      within(bar).getByRole('button', { name: 'Delivery Status (ascending)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByRole('button', { name: 'Date' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("shows 'No orders found' and 'Error loading orders'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn(makeUser('admin'), { 'GET /orders': list([]) });
    renderApp('/orders?search=nothing');
    expect(await screen.findByText('No orders found')).toBeVisible();

    signedIn(makeUser('admin'), { 'GET /orders': { status: 500, body: { error: 'boom' } } });
    renderApp('/orders?status=PENDING');
    expect(await screen.findByText('Error loading orders')).toBeVisible();
    expect(log).toHaveBeenCalled();
  });

  it('shows the figures as not available, not 0, when the list fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    signedIn(makeUser('admin'), {
      'GET /orders': () => (fail ? { status: 500, body: { error: 'boom' } } : list()),
    });
    renderApp('/orders');
    await screen.findByText('Error loading orders');
    const total = screen.getByText('Total').parentElement!;
    expect(total).toHaveTextContent('Total—Not available');
    expect(total).not.toHaveTextContent('0');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByText('Total').parentElement).toHaveTextContent('Total40'),
    );
  });

  it('offers only the steps allowed from the current status; shows a server refusal', async () => {
    // Someone else cancelled the order meanwhile: the server refuses the step shown as allowed.
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        error: 'An order that is Cancelled cannot change to Approved',
        code: 'invalid_transition',
        params: { from: 'CANCELLED', to: 'APPROVED' },
      },
    };
    const calls = signedIn(makeUser('admin'), {
      'PUT /orders/8/status': () => answer,
    });
    const user = userEvent.setup();
    renderApp('/orders');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Update ORD-2025-000008' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Delivery Status' });
    expect(dialog).toHaveTextContent('Order: ORD-2025-000008');
    const submit = within(dialog).getByRole('button', { name: 'Update Status' });
    expect(submit).toBeDisabled(); // sent only once a status is selected
    const select = within(dialog).getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select status', 'Approved', 'Cancelled']);
    await user.selectOptions(select, 'APPROVED');
    await user.type(within(dialog).getByLabelText('Delivery Notes'), 'left at shop');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The status cannot change from Cancelled to Approved',
    );
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();

    answer = { status: 200, body: { order: makeOrderDetail(8, { status: 'APPROVED' }) } };
    await user.click(submit);
    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([
      { status: 'APPROVED', notes: 'left at shop' },
      { status: 'APPROVED', notes: 'left at shop' },
    ]);
  });

  it('shows each order as a card at phone width', async () => {
    phoneWidth();
    signedIn();
    renderApp('/orders');
    const cards = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('ORD-2025-000007');
    expect(first).toHaveTextContent('via Shree Ganesh Mobile');
    expect(first).toHaveTextContent('Out for delivery');
    expect(within(first!).getByRole('button', { name: 'Update ORD-2025-000007' })).toBeVisible();
  });

  it('hides Update from a distributor', async () => {
    signedIn(makeUser('distributor', { distributorId: 1 }));
    renderApp('/orders');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Update/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View/ })).toHaveLength(2);
  });
});
