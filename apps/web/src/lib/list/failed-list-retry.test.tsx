import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const page = { total: 0, page: 1, pageSize: 25 };
const receipt = {
  id: 7,
  receiptNumber: 'R-000007',
  serviceProvider: { id: 1, name: 'Bharat Payment Services' },
  reference: 'INV-42',
  receiptDate: '2026-11-20',
  status: 'CLOSED',
  notes: null,
  createdBy: { id: 1, name: 'Asha Patel' },
  createdAt: '2026-11-20T05:00:00.000Z',
  closedBy: { id: 1, name: 'Asha Patel' },
  closedAt: '2026-11-20T06:00:00.000Z',
  progress: { expected: 0, received: 0, missing: 0, unexpected: 0 },
  unresolved: 0,
};
const schedule = {
  id: 12,
  name: 'Weekly stock',
  reportType: 'machines',
  filters: {},
  format: 'xlsx',
  frequency: 'weekly',
  timeOfDay: '08:30',
  dayOfWeek: 3,
  dayOfMonth: null,
  recipients: [],
  paused: false,
  nextRunAt: '2026-12-02T03:00:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
  owner: { id: 1, name: 'Admin', email: 'admin@example.test' },
  lastRun: null,
};

type ListCase = {
  list: string;
  path: string;
  endpoint: string;
  loaded: object;
  failed: string;
  empty: string;
  routes?: Parameters<typeof mockFetch>[0];
  open?: () => Promise<void>;
};

/**
 * Every list shows "Try again" when its load fails, and the button asks again: each case's list
 * fails first, then answers `loaded` (empty).
 */
describe('a list whose load failed', { timeout: 30_000 }, () => {
  it.each<ListCase>([
    {
      list: 'receipts',
      path: '/inventory/1/receipts',
      endpoint: '/receipts',
      loaded: { receipts: [], ...page },
      failed: 'Receipts could not be loaded',
      empty: 'No receipts yet',
    },
    {
      list: 'receipt items',
      path: '/receipts/7',
      endpoint: '/receipts/7/items',
      loaded: { items: [], stats: receipt.progress, ...page },
      failed: 'The devices could not be loaded',
      empty: 'No devices match',
      routes: { 'GET /receipts/7': { body: { receipt } } },
    },
    {
      list: 'transfers',
      path: '/machines/transfers',
      endpoint: '/transfers',
      loaded: { transfers: [], ...page },
      failed: 'Could not load the transfers',
      empty: 'No transfers found',
    },
    {
      list: 'schedule runs',
      path: '/reports',
      endpoint: '/report-schedules/12/runs',
      loaded: { runs: [] },
      failed: 'Error loading the run history',
      empty: 'No runs yet',
      routes: { 'GET /report-schedules': { body: { schedules: [schedule] } } },
      open: async () => {
        const item = await screen.findByRole('listitem', { name: 'Weekly stock' });
        await userEvent.click(within(item).getByRole('button', { name: 'History' }));
      },
    },
  ])('$list: shows "Try again", which loads it again', async (c) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      ...c.routes,
      [`GET ${c.endpoint}`]: () =>
        fail ? { status: 500, body: { error: 'boom' } } : { body: c.loaded },
    });
    const asked = () => calls.filter((call) => call.path === c.endpoint).length;
    renderApp(c.path);
    await c.open?.();

    expect(await screen.findByText(c.failed)).toBeVisible();
    const before = asked();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(c.empty)).toBeVisible();
    expect(asked()).toBe(before + 1);
    expect(screen.queryByText(c.failed)).not.toBeInTheDocument();
  });
});
