import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth-storage';
import { fetchUrls, mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';

const who = { id: 1, name: 'Demo Admin' };
const at = '2026-01-10T10:00:00.000Z';
const provider = { id: 1, name: 'Telering' };

const receipt = {
  id: 3,
  receiptNumber: 'R-000003',
  serviceProvider: provider,
  reference: 'INV-7',
  receiptDate: '2026-01-10',
  status: 'OPEN',
  notes: null,
  createdBy: who,
  createdAt: at,
  closedBy: null,
  closedAt: null,
  progress: { expected: 2, received: 1, missing: 1, unexpected: 0 },
  unresolved: 0,
};
const batch = {
  id: 4,
  batchNumber: 'RMA-000004',
  serviceProvider: provider,
  reference: 'RET-4',
  courierName: 'BlueDart',
  trackingNumber: 'BD-1',
  status: 'SENT',
  notes: null,
  deviceCount: 1,
  createdBy: who,
  createdAt: at,
  receivedBy: null,
  receivedAt: null,
  closedBy: null,
  closedAt: null,
};
const transfer = {
  id: 5,
  transferNumber: 'TR-000005',
  status: 'PENDING',
  from: { id: 1, name: 'ABC Distributors' },
  to: { id: 2, name: 'XYZ Distributors' },
  notes: null,
  refusalReason: null,
  machineCount: 2,
  createdBy: who,
  createdAt: at,
  decidedBy: null,
  decidedAt: null,
};
const page = { total: 1, page: 1, pageSize: 25 };

const LISTS = [
  {
    name: 'receipts',
    path: '/inventory/1/receipts',
    api: '/receipts',
    answer: { receipts: [receipt], stats: { open: 1, closed: 0 }, ...page },
    header: 'Reference',
    sort: 'reference',
    row: 'R-000003',
  },
  {
    name: 'RMA batches',
    path: '/machines/rma',
    api: '/rma-batches',
    answer: { batches: [batch], stats: { sent: 1, receivedByProvider: 0, closed: 0 }, ...page },
    header: 'Service provider',
    sort: 'serviceProvider',
    row: 'RMA-000004',
  },
  {
    name: 'transfers',
    path: '/machines/transfers',
    api: '/transfers',
    answer: {
      transfers: [transfer],
      stats: { total: 1, pending: 1, accepted: 0, refused: 0, cancelled: 0 },
      ...page,
    },
    header: 'From',
    sort: 'from',
    row: 'TR-000005',
  },
];

describe.each(LISTS)('the $name list', { timeout: 20_000 }, (list) => {
  it('sorts on the server from a column header, asc then desc, kept in the URL', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /service-providers/1': { body: { provider: { ...provider, status: 'ACTIVE' } } },
      [`GET ${list.api}`]: { body: list.answer },
    });
    const { router } = renderApp(list.path);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(list.row);
    const header = within(table).getByRole('columnheader', { name: list.header });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const user = userEvent.setup();

    await user.click(within(header).getByRole('button', { name: list.header }));
    await waitFor(() =>
      expect(Object.fromEntries(fetchUrls(list.api).at(-1)!.searchParams)).toMatchObject({
        sort: list.sort,
        order: 'asc',
      }),
    );
    expect(router.state.location.search).toBe(`?sort=${list.sort}&order=asc`);
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: list.header }));
    await waitFor(() => expect(router.state.location.search).toBe(`?sort=${list.sort}&order=desc`));
    expect(Object.fromEntries(fetchUrls(list.api).at(-1)!.searchParams)).toMatchObject({
      sort: list.sort,
      order: 'desc',
    });
  });
});
