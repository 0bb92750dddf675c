import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { makeOrderDetail, ORDER_CREATED } from '../../test/fixtures/orders';

function signedIn(user = makeUser('admin'), routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user } }, ...routes });
}

describe('OrderDetailsPage', { timeout: 20_000 }, () => {
  it('shows the order, its machines and its delivery timeline (oldest first)', async () => {
    const order = makeOrderDetail(7, {
      status: 'IN_PROGRESS',
      deliveryAddress: 'Shop 4, CG Road, Ahmedabad',
      contactPerson: 'Mahesh Patel',
      contactPhone: '+91 98790 12345',
      timeline: [
        ORDER_CREATED,
        {
          id: 2,
          status: 'APPROVED',
          notes: null,
          phrase: null,
          at: '2025-02-21T06:30:00.000Z',
          by: { id: 1, name: 'Demo Admin' },
          confirmation: null,
        },
        {
          id: 3,
          status: 'IN_PROGRESS',
          notes: 'With courier',
          phrase: null,
          at: '2025-02-22T06:30:00.000Z',
          by: { id: null, name: null },
          confirmation: null,
        },
      ],
    });
    signedIn(makeUser('admin'), { 'GET /orders/7': { body: { order } } });
    renderApp('/orders/7');

    expect(await screen.findByRole('heading', { level: 2, name: 'ORD-2025-000007' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    expect(screen.getByText('Shop 4, CG Road, Ahmedabad')).toBeVisible();
    expect(screen.getByText('Mahesh Patel · +91 98790 12345')).toBeVisible();
    expect(screen.getByText('Bharat Payment Services')).toBeVisible();
    expect(screen.getByText('TLR-SB-000011')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Delivery Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Order created'),
      expect.stringContaining('Approved'),
      expect.stringContaining('With courier'),
    ]);
    expect(items[2]).toHaveTextContent('System');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeVisible();
  });

  it("shows 'Order not found' with a way back on a 404", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn(makeUser('distributor', { distributorId: 2 }), {
      'GET /orders/99': { status: 404, body: { error: 'Order not found', code: 'not_found' } },
    });
    renderApp('/orders/99');
    expect(await screen.findByText('Order not found')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Back to Orders/ })[0]).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
  });
});
