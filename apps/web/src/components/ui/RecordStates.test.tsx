import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

type RecordCase = {
  record: string;
  path: string;
  endpoint: string;
  failed: string;
  missing: string;
};

const CASES: RecordCase[] = [
  {
    record: 'receipt',
    path: '/receipts/7',
    endpoint: '/receipts/7',
    failed: 'The receipt could not be loaded',
    missing: 'Receipt not found',
  },
  {
    record: 'RMA batch',
    path: '/machines/rma/7',
    endpoint: '/rma-batches/7',
    failed: 'Could not load the return batch',
    missing: 'Return batch not found',
  },
  {
    record: 'invoice',
    path: '/billing/invoices/7',
    endpoint: '/invoices/7',
    failed: 'The invoice could not be loaded',
    missing: 'Invoice not found',
  },
  {
    record: 'transfer',
    path: '/machines/transfers/7',
    endpoint: '/transfers/7',
    failed: 'The transfer could not be loaded',
    missing: 'Transfer not found',
  },
];

/**
 * A record's page tells a failed load (with "Try again") from a record that is not there (404,
 * or an id that is no id): the same on every record page.
 */
describe('a record page', { timeout: 30_000 }, () => {
  it.each(CASES)('$record: a failed load offers "Try again"; a 404 is not found', async (c) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let status = 500;
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      [`GET ${c.endpoint}`]: () => ({ status, body: { error: 'no', code: 'X' } }),
    });
    const asked = () => calls.filter((call) => call.path === c.endpoint).length;
    renderApp(c.path);

    expect(await screen.findByText(c.failed)).toBeVisible();
    expect(screen.queryByText(c.missing)).not.toBeInTheDocument();
    const before = asked();
    status = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(c.missing)).toBeVisible();
    expect(asked()).toBe(before + 1);
    expect(screen.queryByText(c.failed)).not.toBeInTheDocument();
  });

  it.each(CASES)('$record: an id that is no id is not found, without asking', async (c) => {
    setToken('tok');
    const calls = mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } } });
    renderApp(c.path.replace('/7', '/seven'));
    expect(await screen.findByText(c.missing)).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith(c.endpoint.replace('/7', '')))).toEqual([]);
  });
});
