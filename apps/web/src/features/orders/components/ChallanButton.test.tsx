import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { captureDownloads } from '../../../test/downloads';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOrderDetail } from '../../../test/fixtures/orders';
import { makeUser, renderApp } from '../../../test/render';

/** The order detail page of order 7, with `challan` answering GET /orders/7/challan.pdf. */
function orderPage(challan: () => Response) {
  setToken('tok');
  mockFetch({
    'GET /auth/me': { body: { user: makeUser('distributor', { distributorId: 1 }) } },
    'GET /orders/7': { body: { order: makeOrderDetail(7, { status: 'IN_PROGRESS' }) } },
  });
  const json = vi.mocked(globalThis.fetch);
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/api/orders/7/challan.pdf')
      ? Promise.resolve(challan())
      : json(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderApp('/orders/7');
  return fetchMock;
}

afterEach(() => vi.restoreAllMocks());

describe('Download challan (order detail)', { timeout: 20_000 }, () => {
  it('saves the challan PDF under the server’s file name', async () => {
    const fetchMock = orderPage(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="DC-ORD-2025-000007.pdf"',
          },
        }),
    );
    const saved = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download challan' }));
    await vi.waitFor(() => expect(saved.map((f) => f.name)).toEqual(['DC-ORD-2025-000007.pdf']));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/orders/7/challan.pdf')),
    ).toBe(true);
  });

  it('says so when the download fails', async () => {
    orderPage(
      () =>
        new Response(JSON.stringify({ error: 'Order not found', code: 'not_found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download challan' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
