import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeReceipt } from '../../test/fixtures/receipts';
import { SCHEDULE } from '../../test/fixtures/reports';
import { makeUser, renderApp } from '../../test/render';

const page = { total: 0, page: 1, pageSize: 25 };
const receipt = makeReceipt({ status: 'CLOSED' });

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
      loaded: { receipts: [], stats: { open: 0, closed: 0 }, ...page },
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
      loaded: {
        transfers: [],
        stats: { total: 0, pending: 0, accepted: 0, refused: 0, cancelled: 0 },
        ...page,
      },
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
      routes: { 'GET /report-schedules': { body: { schedules: [SCHEDULE] } } },
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
