import type { Notification } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { badgeText } from './NotificationBell';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const note = (over: Partial<Notification>): Notification => ({
  id: 1,
  type: 'order.status_changed',
  at: minutesAgo(5),
  entityType: 'order',
  entityId: 12,
  payload: { orderNumber: 'ORD-2026-000012', from: 'PENDING', to: 'APPROVED' },
  readAt: null,
  link: '/orders/12',
  ...over,
});

const page = (notifications: Notification[], total = notifications.length, p = 1) => ({
  notifications,
  total,
  unread: notifications.filter((n) => n.readAt === null).length,
  page: p,
  pageSize: 20,
});

function signedIn(routes: Parameters<typeof mockFetch>[0]): MockCall[] {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('distributor', { distributorId: 3 }) } },
    'GET /dashboard/stats': { body: {} },
    ...routes,
  });
}

/** Opens the bell (showing `unread`) on a page and answers its listed notifications. */
async function openPanel(unread: number) {
  const user = userEvent.setup();
  const { router } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: `Notifications, ${unread} unread` }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { user, router, items: await within(panel).findAllByTestId('notification') };
}

describe('the bell', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('has the badge equal the unread items the panel lists, also when the count polled earlier is behind', async () => {
    let listed = 0;
    signedIn({
      'GET /notifications/unread-count': { body: { unread: 1 } },
      'GET /notifications': () => {
        listed++;
        return {
          body: page([
            note({ id: 3 }),
            note({ id: 2 }),
            note({ id: 1, readAt: minutesAgo(1) }),
            note({ id: 9 }),
          ]),
        };
      },
    });
    const { items } = await openPanel(1);
    expect(items).toHaveLength(4);
    // The panel is a modal: the bell behind it is hidden from the accessibility tree meanwhile.
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('3'));
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 3 unread');
    // The list loaded once: its own answer set the badge, so they agree without another call.
    expect(listed).toBe(1);
  });

  it('shows the unread count and names it for screen readers', async () => {
    signedIn({ 'GET /notifications/unread-count': { body: { unread: 150 } } });
    renderApp('/profile');
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(within(bell).getByText('99+')).toBeVisible();
  });

  it('lists the notifications as messages; following one marks it read and opens the order', async () => {
    let unread = 2;
    const calls = signedIn({
      'GET /notifications/unread-count': () => ({ body: { unread } }),
      'GET /notifications': {
        body: page([
          note({}),
          note({
            id: 2,
            type: 'security.alert',
            entityType: null,
            entityId: null,
            payload: { securityType: 'password_changed' },
            link: '/profile?tab=security',
          }),
          note({
            id: 3,
            type: 'order.delivered',
            payload: { orderNumber: 'ORD-2026-000009' },
            readAt: minutesAgo(1),
            at: minutesAgo(60 * 30),
            link: '/orders/9',
          }),
        ]),
      },
      'POST /notifications/1/read': () => {
        unread = 1;
        return { body: { unread } };
      },
    });
    const { user, router, items } = await openPanel(2);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Unread: Order ORD-2026-000012 is now Approved'),
      expect.stringContaining('Security: Password changed on your account'),
      expect.stringContaining('Order ORD-2026-000009 was delivered'),
    ]);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[2]).toHaveTextContent('yesterday');
    expect(items[2]).not.toHaveTextContent('Unread');

    await user.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/12'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/notifications/1/read')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it("says what happened: a transfer's number and devices, the swapped serials, the idle devices (grouped alerts with their total), a device installed at a shop", async () => {
    signedIn({
      'GET /notifications/unread-count': { body: { unread: 4 } },
      'GET /notifications': {
        body: page([
          note({
            id: 4,
            type: 'transfer.created',
            entityType: 'transfer',
            payload: {
              transferNumber: 'TRF-2026-000031',
              machineCount: 3,
              serials: ['A', 'B', 'C'],
            },
            link: '/machines/transfers/31',
          }),
          note({
            id: 3,
            type: 'transfer.accepted',
            entityType: 'transfer',
            payload: { transferNumber: 'TRF-2026-000030', machineCount: 1, serials: ['D'] },
            link: '/machines/transfers/30',
          }),
          note({
            id: 2,
            type: 'machine.swapped',
            entityType: 'machine',
            payload: { faultySerial: 'SBX-FLT-1', replacementSerial: 'SBX-NEW-2' },
            link: '/machines?search=SBX-NEW-2',
          }),
          note({
            id: 1,
            type: 'devices.idle',
            entityType: null,
            payload: { count: 12, days: 30, alerts: 3 },
            link: null,
          }),
          note({
            id: 9,
            type: 'machine.installed',
            entityType: 'machine',
            payload: {
              serialNumber: 'TLR-POS-9',
              shopName: 'Shree Ganesh Mobile',
              machineCount: 1,
              serials: ['TLR-POS-9'],
            },
            link: '/machines?search=TLR-POS-9',
          }),
        ]),
      },
    });
    const { items } = await openPanel(4);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Transfer TRF-2026-000031 of 3 devices was started'),
      expect.stringContaining('Transfer TRF-2026-000030 of 1 device was accepted'),
      expect.stringContaining('SBX-FLT-1 was swapped for SBX-NEW-2'),
      expect.stringContaining('12 idle devices found (3 alerts)'),
      expect.stringContaining('TLR-POS-9 was marked installed at Shree Ganesh Mobile'),
    ]);
  });

  /** The books' events as the server writes them (each command's events.ts in billing). */
  const bookNotes = () =>
    page([
      note({
        id: 5,
        type: 'payment.reversed',
        entityType: 'invoice',
        payload: { number: 'INV/26-27/000001', amount: '₹1,000.00', distributorName: 'Sharma' },
        link: '/billing/invoices/1',
      }),
      note({
        id: 4,
        type: 'credit_note.issued',
        entityType: 'credit_note',
        payload: {
          number: 'CN/26-27/000001',
          invoiceNumber: 'INV/26-27/000001',
          amount: '₹1,128.00',
          distributorName: 'Sharma',
        },
        link: '/billing/credit-notes/4',
      }),
      note({
        id: 3,
        type: 'refund_voucher.issued',
        entityType: 'refund_voucher',
        payload: { number: 'RV/26-27/000001', amount: '₹1,500.00', distributorName: 'Sharma' },
        link: '/billing/refund-vouchers/3',
      }),
      note({
        id: 2,
        type: 'payout.recorded',
        entityType: 'payout',
        payload: { number: 'PV/26-27/000001', amount: '₹500.00', distributorName: 'Sharma' },
        link: '/billing/payouts',
      }),
      note({
        id: 1,
        type: 'commission.approved',
        entityType: 'commission_statement',
        payload: { number: 'CS/26-27/000001', amount: '₹49.00', distributorName: 'Sharma' },
        link: '/billing/commissions?month=2026-09',
      }),
    ]);

  it("says the books' credits as credits to the distributor's own account, never as a negative figure", async () => {
    signedIn({
      'GET /notifications/unread-count': { body: { unread: 5 } },
      'GET /notifications': { body: bookNotes() },
    });
    const { items } = await openPanel(5);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining(
        'The payment of ₹1,000.00 on invoice INV/26-27/000001 was reversed: it is due again',
      ),
      expect.stringContaining(
        'Credit note CN/26-27/000001 against invoice INV/26-27/000001: ₹1,128.00 credited to your account',
      ),
      expect.stringContaining(
        'Refund voucher RV/26-27/000001: ₹1,500.00 of deposits credited to your account',
      ),
      expect.stringContaining('Payout PV/26-27/000001: ₹500.00 paid to you'),
      expect.stringContaining(
        'Commission statement CS/26-27/000001 approved: ₹49.00 after TDS credited to your account',
      ),
    ]);
    for (const li of items) expect(li.textContent).not.toMatch(/Minus|-₹/);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/billing/credit-notes/4');
  });

  it('tells an admin whose account a credit went to', async () => {
    signedIn({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /notifications/unread-count': { body: { unread: 5 } },
      'GET /notifications': { body: bookNotes() },
    });
    const { items } = await openPanel(5);
    expect(items[1]).toHaveTextContent('₹1,128.00 credited to the account of Sharma');
    expect(items[3]).toHaveTextContent('Payout PV/26-27/000001: ₹500.00 paid to Sharma');
  });

  it('closes on Escape with the focus back on the bell; marks all read', async () => {
    let unread = 1;
    const calls = signedIn({
      'GET /notifications/unread-count': () => ({ body: { unread } }),
      'GET /notifications': () => ({
        body: page([note({ readAt: unread ? null : minutesAgo(0) })]),
      }),
      'POST /notifications/read-all': () => {
        unread = 0;
        return { body: { unread } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('notification')).not.toHaveTextContent('Unread'),
    );
    expect(calls.filter((c) => c.path === '/notifications/read-all')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const quiet = screen.getByRole('button', { name: 'Notifications' });
    expect(quiet).toHaveFocus();
    expect(within(quiet).queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('says so when there is nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    signedIn({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'GET /notifications': () =>
        fail ? { status: 500, body: { error: 'x', code: 'internal_error' } } : { body: page([]) },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load notifications')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You're all caught up")).toBeVisible();
  });

  it('shows older notifications on request', async () => {
    const calls = signedIn({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'GET /notifications': () => {
        const second = calls.filter((c) => c.path === '/notifications').length > 1;
        return {
          body: second
            ? page(
                [
                  note({
                    id: 40,
                    payload: { orderNumber: 'ORD-OLD', to: 'CANCELLED' },
                    readAt: minutesAgo(1),
                  }),
                ],
                21,
                2,
              )
            : page(
                Array.from({ length: 20 }, (_, i) => note({ id: 100 - i, readAt: minutesAgo(1) })),
                21,
              ),
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByTestId('notification')).toHaveLength(20);
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('Order ORD-OLD is now Cancelled')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });
});
