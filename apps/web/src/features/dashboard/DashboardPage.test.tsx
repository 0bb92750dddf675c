import type { Assignment, DashboardStats, Order, ReportsDashboardResponse } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { formatDateIn } from '../../lib/dates';
import { mockFetch } from '../../test/fetch-mock';
import { assignmentList } from '../../test/fixtures/assignments';
import { ORDER_STATS } from '../../test/fixtures/orders';
import { makeUser, renderApp } from '../../test/render';
import { ordersByDay } from './DashboardCharts';
import { statCardsOf } from './StatCards';

const STATS: DashboardStats = {
  machines: {
    total: 123456,
    pos: 1200,
    soundbox: 500,
    available: 830,
    assigned: 790,
    maintenance: 80,
  },
  assignments: { total: 64, active: 40, returned: 12 },
  orders: { total: 31, pending: 7, completed: 15 },
};

/** A calendar day `n` days before today (inside the chart's 90-day window). */
function daysAgo(n: number): string {
  const date = new Date(Date.now() - n * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const CHARTS: ReportsDashboardResponse = {
  stats: STATS,
  machinesByStatus: [
    { status: 'AVAILABLE', count: 830 },
    { status: 'ASSIGNED', count: 790 },
    { status: 'MAINTENANCE', count: 80 },
    { status: 'RETIRED', count: 0 },
  ],
  machinesByType: [
    { type: 'POS', count: 1200 },
    { type: 'SOUNDBOX', count: 500 },
  ],
  ordersByStatusOverTime: [
    { date: daysAgo(3), status: 'PENDING', count: 2 },
    { date: daysAgo(3), status: 'DELIVERED', count: 1 },
    { date: daysAgo(2), status: 'APPROVED', count: 3 },
  ],
};

function order(id: number, status: Order['status'], retailer: string | null): Order {
  return {
    id,
    order_number: `ORD-2025-${String(id).padStart(4, '0')}`,
    status,
    orderType: 'MACHINE_ALLOTMENT',
    notes: null,
    expectedDeliveryDate: null,
    createdAt: '2025-03-04T06:30:00.000Z',
    updatedAt: '2025-03-04T06:30:00.000Z',
    quantity: 2,
    machine_type: 'POS',
    model: 'T1',
    serviceProviderId: 1,
    distributor: { id: 1, name: 'ABC Distributors' },
    retailer: retailer ? { id: 3, name: retailer } : null,
    distributors: { name: 'ABC Distributors' },
    retailers: retailer ? { name: retailer } : null,
    machines: [
      { id: 1, serialNumber: 'S1', type: 'POS', model: 'T1' },
      { id: 2, serialNumber: 'S2', type: 'POS', model: 'T1' },
    ],
    deliveryAddress: null,
    contactPerson: null,
    contactPhone: null,
  };
}

const FLOW = 'Process Flow';

const assignment: Assignment = {
  id: 9,
  status: 'RETURNED',
  createdAt: '2025-03-01T00:00:00.000Z',
  validFrom: '2025-03-01',
  validTo: null,
  notes: null,
  phrase: null,
  orderId: null,
  distributor: { id: 2, name: 'XYZ Distributors' },
  retailer: null,
  machines: [{ id: 5, serialNumber: 'S5', model: 'Q1', type: 'SOUNDBOX' }],
  assignedBy: { id: 1, name: 'Demo Admin' },
  assignedByRole: 'admin',
  returnedAt: '2025-03-20T06:30:00.000Z',
};

/** GET /dashboard/stats: the figures and the activation funnel. */
const STATS_ANSWER = {
  ...STATS,
  activationFunnel: { allotted: 0, installed: 0, activated: 0, deactivated: 0, idle: 0 },
  activity: { offline: 0, dormant: 0 },
};

const list = <K extends 'orders' | 'assignments', T>(key: K, items: T[]) => ({
  body: {
    [key]: items,
    stats: key === 'orders' ? ORDER_STATS : assignmentList([]).stats,
    total: items.length,
    page: 1,
    pageSize: 5,
  },
});

function signedInAs(role: 'admin' | 'distributor' | 'retailer', routes = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /dashboard/stats': { body: STATS_ANSWER },
    // The charts are only answered where they are looked at (they are slow to draw in jsdom).
    'GET /orders': list('orders', [
      order(12, 'IN_PROGRESS', 'Shree Ganesh Mobile'),
      order(11, 'PENDING', null),
    ]),
    'GET /assignments': list('assignments', [assignment]),
    ...routes,
  });
}

const card = (key: string) => screen.getByTestId(`stat-${key}`);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard stat cards', () => {
  it('maps the stats answer onto the four cards (zeros without data)', () => {
    expect(statCardsOf(STATS)).toEqual({
      machines: { value: 123456, detail: { pos: 1200, soundbox: 500 } },
      available: { value: 830, detail: { assigned: 790, maintenance: 80 } },
      assignments: { value: 64, detail: { active: 40, returned: 12 } },
      orders: { value: 31, detail: { pending: 7, completed: 15 } },
    });
    expect(statCardsOf(undefined).machines).toEqual({ value: 0, detail: { pos: 0, soundbox: 0 } });
  });

  it('shows each figure with its breakdown, in Indian number format', async () => {
    const calls = signedInAs('admin');
    renderApp('/dashboard');
    await waitFor(() => expect(card('machines')).toHaveTextContent('1,23,456'));
    expect(card('machines')).toHaveTextContent('Total Machines');
    expect(card('machines')).toHaveTextContent('POS: 1,200 · Soundbox: 500');
    expect(card('available')).toHaveTextContent('Available830');
    expect(card('available')).toHaveTextContent('Assigned: 790 · Maintenance: 80');
    expect(card('assignments')).toHaveTextContent('Assignments64');
    expect(card('assignments')).toHaveTextContent('Active: 40 · Returned: 12');
    expect(card('orders')).toHaveTextContent('Orders31');
    expect(card('orders')).toHaveTextContent('Pending: 7 · Completed: 15');

    // Inventory summary: both POS figures are the POS total, then the soundbox count.
    expect(screen.getByTestId('inventory-posMachines')).toHaveTextContent('POS Machines1,200');
    expect(screen.getByTestId('inventory-posTerminals')).toHaveTextContent('POS Terminals1,200');
    expect(screen.getByTestId('inventory-soundboxDevices')).toHaveTextContent(
      'Soundbox Devices500',
    );

    const orders = calls.find((c) => c.path === '/orders');
    expect(orders).toBeDefined();
    expect(calls.some((c) => c.path === '/assignments')).toBe(true);
  });

  it('shows numbers in the Hindi format for a Hindi user', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': {
        body: {
          user: makeUser('admin', {
            preferences: { theme: 'light', language: 'hi', timezone: 'Asia/Kolkata' },
          }),
        },
      },
      'GET /dashboard/stats': { body: STATS_ANSWER },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(card('machines')).toHaveTextContent('कुल मशीनें1,23,456'));
    expect(card('machines')).toHaveTextContent('POS: 1,200 · साउंडबॉक्स: 500');
  });
});

describe('dashboard lists, tiles and failures', () => {
  it('lists the recent orders and assignments with their status badges', async () => {
    signedInAs('admin');
    renderApp('/dashboard');
    const orders = await screen.findByRole('list', { name: 'Recent Orders' });
    const rows = within(orders).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ORD-2025-0012');
    expect(rows[0]).toHaveTextContent('ABC Distributors · via Shree Ganesh Mobile');
    expect(rows[0]).toHaveTextContent('Mar 4, 2025 · 2 machines');
    expect(within(rows[0]!).getByText('Out for Delivery')).toHaveClass('bg-purple-100');
    expect(within(rows[1]!).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-2025-0012' })).toHaveAttribute(
      'href',
      '/orders/12',
    );

    const assignments = await screen.findByRole('list', { name: 'Recent Assignments' });
    expect(assignments).toHaveTextContent('XYZ Distributors');
    expect(assignments).toHaveTextContent('Direct Assignment');
    expect(assignments).toHaveTextContent('1 machine');
    expect(within(assignments).getByText('Returned')).toBeInTheDocument();
  });

  it("shows the spec's empty texts when there is nothing recent", async () => {
    signedInAs('admin', {
      'GET /orders': list('orders', []),
      'GET /assignments': list('assignments', []),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('No recent orders')).toBeVisible();
    expect(await screen.findByText('No recent assignments')).toBeVisible();
  });

  it('only logs failed recent lists: empty lists, no error message, loading ends', async () => {
    signedInAs('admin', {
      'GET /orders': { status: 500, body: { error: 'Boom' } },
      'GET /assignments': 'network-error',
      'GET /reports/dashboard': { status: 500, body: { error: 'Boom' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('No recent orders')).toBeVisible();
    expect(await screen.findByText('No recent assignments')).toBeVisible();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows a failed stats call as an error with retry, never as zeros', async () => {
    let fail = true;
    signedInAs('admin', {
      'GET /dashboard/stats': () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { body: STATS_ANSWER },
    });
    renderApp('/dashboard');
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const alert = await within(figures).findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    expect(screen.queryByTestId('stat-machines')).not.toBeInTheDocument();
    expect(screen.getByTestId('inventory-posMachines')).toHaveTextContent('POS Machines—');
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('machines')).toHaveTextContent('1,23,456'));
    expect(within(figures).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows admins and distributors the four tiles', async () => {
    signedInAs('distributor');
    renderApp('/dashboard');
    const tiles = await screen.findByRole('navigation', { name: 'Quick access' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/service-providers', '/machines', '/orders', '/assignments']);
  });

  it('shows a retailer no tiles and no Recent Assignments, and never asks for assignments', async () => {
    const calls = signedInAs('retailer', {
      'GET /assignments': { status: 403, body: { error: 'Forbidden' } },
    });
    renderApp('/dashboard');
    const orders = await screen.findByRole('list', { name: 'Recent Orders' });
    // A retailer has no Orders screen: the order numbers are not links.
    expect(within(orders).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick access' })).not.toBeInTheDocument();
    expect(screen.queryByText('Recent Assignments')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all orders' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/assignments')).toBe(false);
    // No booking flow, and no link to a screen outside its menu (Dashboard, Profile).
    expect(screen.queryByRole('heading', { name: FLOW })).not.toBeInTheDocument();
    await screen.findByTestId('funnel-idle');
    for (const link of screen.queryAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^(#|\/(dashboard|profile)?(\?|#|$))/);
  });

  it('shows the booking flow and the idle devices link to who books', async () => {
    signedInAs('distributor');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: FLOW })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View idle devices' })).toHaveAttribute(
      'href',
      '/machines?idle=true',
    );
  });

  it('loads the charts lazily with the figures as an accessible table', async () => {
    signedInAs('admin', { 'GET /reports/dashboard': { body: CHARTS } });
    renderApp('/dashboard');
    const table = await screen.findByRole('table', { name: 'Machines by Status' });
    expect(within(table).getByRole('row', { name: 'Available 830' })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders by Status, last 90 days' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    const day = formatDateIn(daysAgo(3), 'date', 'en'); // the day's date (lib/dates.test.ts)
    expect(within(orders).getByRole('row', { name: `${day} 2 0 1` })).toBeInTheDocument();
  });
});

describe('orders chart series', () => {
  it('has one row per day of the window, zeros included, statuses as columns', () => {
    const rows = ordersByDay(
      [
        { date: '2025-03-02', status: 'PENDING', count: 2 },
        { date: '2025-03-02', status: 'DELIVERED', count: 1 },
        { date: '2025-03-04', status: 'APPROVED', count: 3 },
      ],
      '2025-03-05',
      5,
    );
    expect(rows).toEqual([
      { date: '2025-03-01' },
      { date: '2025-03-02', PENDING: 2, DELIVERED: 1 },
      { date: '2025-03-03' },
      { date: '2025-03-04', APPROVED: 3 },
      { date: '2025-03-05' },
    ]);
    expect(ordersByDay([], '2025-03-05', 5)).toEqual([]);
  });
});
