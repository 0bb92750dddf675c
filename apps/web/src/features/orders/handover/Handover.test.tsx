import type { OrderDetail } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOrderDetail } from '../../../test/fixtures/orders';
import { makeUser, renderApp } from '../../../test/render';

const HANDOVER = {
  code: null,
  issued: true,
  issuedAt: '2025-02-22T06:30:00.000Z',
  triesLeft: 5,
  locked: false,
  lockedAt: null,
};

function signedIn(user: ReturnType<typeof makeUser>, routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user } }, ...routes });
}

const outForDelivery = (handover: Partial<OrderDetail['handover']> = {}) =>
  makeOrderDetail(7, { status: 'IN_PROGRESS', handover: { ...HANDOVER, ...handover } });

describe('confirmed delivery on the order detail', { timeout: 20_000 }, () => {
  it('shows the admin the code and issues a new one after asking', async () => {
    const order = outForDelivery({ code: '482913', locked: true, triesLeft: 0 });
    const calls = signedIn(makeUser('admin'), {
      'GET /orders/7': { body: { order } },
      'POST /orders/7/handover-code': {
        body: { order: { ...order, handover: { ...HANDOVER, code: '111222' } } },
      },
    });
    renderApp('/orders/7');
    expect(await screen.findByTestId('handover-code')).toHaveTextContent('482913');
    expect(screen.getByText(/Locked after too many wrong codes/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlock and issue new code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a new hand-over code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock and issue new code' }));
    expect(await screen.findByText('111222')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/orders/7/handover-code')).toBe(
      true,
    );
  });

  it('lets the distributor confirm: scan ticks a serial, a missing one needs a note', async () => {
    const order = outForDelivery();
    const delivered = makeOrderDetail(7, {
      status: 'DELIVERED',
      receipt: {
        by: { id: 5, name: 'Asha Traders' },
        at: '2025-02-23T06:30:00.000Z',
        notes: 'Box open',
      },
    });
    let confirmed = false;
    const calls = signedIn(makeUser('distributor', { distributorId: 2 }), {
      'GET /orders/7': () => ({ body: { order: confirmed ? delivered : order } }),
      'POST /orders/7/receipt-confirmation': () => {
        confirmed = true;
        return { body: { order: delivered } };
      },
    });
    renderApp('/orders/7');
    const user = userEvent.setup();
    expect(await screen.findByText(/Enter the 6-digit hand-over code/)).toBeVisible();
    expect(screen.queryByTestId('handover-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await user.type(within(dialog).getByLabelText('Hand-over code'), '12a3456');
    expect(within(dialog).getByLabelText('Hand-over code')).toHaveValue('123456');
    await user.type(within(dialog).getByLabelText('Scan serial'), 'tlr-sb-000011{Enter}');
    expect(within(dialog).getByText('tlr-sb-000011 ticked as received')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Scan serial'), 'NOPE{Enter}');
    expect(within(dialog).getByText('NOPE is not a device of this order')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('State of TLR-SB-000012'), 'MISSING');
    expect(
      within(dialog).getByText(/Received 1 · Missing 1 · Damaged 0 · Scanned 1/),
    ).toBeVisible();
    await user.type(
      within(dialog).getByLabelText('Note about the missing or damaged devices'),
      'Box open',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText(/Received by Asha Traders/)).toBeVisible();
    const sent = calls.find((c) => c.path === '/orders/7/receipt-confirmation');
    expect(sent?.body).toEqual({
      code: '123456',
      received: ['TLR-SB-000011'],
      missing: ['TLR-SB-000012'],
      damaged: [],
      note: 'Box open',
    });
  });

  it('shows a wrong code with the tries left, by its code', async () => {
    signedIn(makeUser('distributor', { distributorId: 2 }), {
      'GET /orders/7': { body: { order: outForDelivery() } },
      'POST /orders/7/receipt-confirmation': {
        status: 400,
        body: { error: 'x', code: 'handover_code_invalid', params: { triesLeft: 3 } },
      },
    });
    renderApp('/orders/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await user.type(within(dialog).getByLabelText('Hand-over code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The hand-over code is wrong. 3 tries left.',
    );
  });

  it('marks a delivery without confirmation in the panel and the timeline', async () => {
    const order = makeOrderDetail(7, {
      status: 'DELIVERED',
      timeline: [
        {
          id: 9,
          status: 'DELIVERED',
          notes: null,
          phrase: null,
          at: '2025-02-23T06:30:00.000Z',
          by: { id: 1, name: 'Demo Admin' },
          confirmation: 'unconfirmed',
        },
      ],
    });
    signedIn(makeUser('retailer', { retailerId: 3 }), { 'GET /orders/7': { body: { order } } });
    renderApp('/orders/7');
    const timeline = await screen.findByRole('list', { name: 'Delivery Timeline' });
    expect(within(timeline).getByText('Marked delivered without confirmation')).toBeVisible();
    expect(screen.getByTestId('handover-panel')).toHaveTextContent(
      'Marked delivered without confirmation',
    );
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });
});

describe('an order sent out before hand-over codes existed', { timeout: 20_000 }, () => {
  it('tells the distributor no code is issued and offers the admin a new one', async () => {
    const order = makeOrderDetail(7, { status: 'IN_PROGRESS', handover: null });
    signedIn(makeUser('distributor', { distributorId: 2 }), {
      'GET /orders/7': { body: { order } },
    });
    renderApp('/orders/7');
    expect(await screen.findByText(/No hand-over code has been issued yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Issue new code' })).toBeNull();
  });
});
