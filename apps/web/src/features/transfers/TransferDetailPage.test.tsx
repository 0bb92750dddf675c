import type { TransferDetail } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const transfer = (over: Partial<TransferDetail> = {}): TransferDetail => ({
  id: 5,
  transferNumber: 'TR-000005',
  status: 'PENDING',
  from: { id: 1, name: 'ABC Distributors' },
  to: { id: 2, name: 'XYZ Distributors' },
  notes: 'Festival stock',
  refusalReason: null,
  machineCount: 1,
  createdBy: { id: 9, name: 'Demo Admin' },
  createdAt: '2026-11-20T05:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  machines: [{ id: 11, serialNumber: 'SB-11', machineType: 'SOUNDBOX', model: 'S-10', tid: null }],
  ...over,
});

function as(distributorId: number, routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('distributor', { distributorId }) } },
    ...routes,
  });
}

describe('TransferDetailPage', { timeout: 20_000 }, () => {
  it('lets the receiver refuse with a reason, and shows the refusal', async () => {
    let refused = false;
    const calls = as(2, {
      'GET /transfers/5': () => ({
        body: {
          transfer: refused
            ? transfer({ status: 'REFUSED', refusalReason: 'Not ordered' })
            : transfer(),
        },
      }),
      'POST /transfers/5/refuse': () => {
        refused = true;
        return {
          body: { transfer: transfer({ status: 'REFUSED', refusalReason: 'Not ordered' }) },
        };
      },
    });
    renderApp('/machines/transfers/5');
    expect(await screen.findByText('In transit')).toBeVisible();
    expect(screen.getByText('SB-11')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this transfer' });
    const send = dialog.querySelector('button.bg-red-600') as HTMLButtonElement;
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for refusing'), 'Not ordered');
    await user.click(send);
    expect(await screen.findByText('Transfer TR-000005 refused')).toBeInTheDocument();
    expect(await screen.findByText('Not ordered')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ reason: 'Not ordered' });
  });

  it('asks before Escape throws away a typed refusal reason', async () => {
    as(2, { 'GET /transfers/5': { body: { transfer: transfer() } } });
    renderApp('/machines/transfers/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    await screen.findByRole('dialog', { name: 'Refuse this transfer' });
    await user.type(screen.getByLabelText('Reason for refusing'), 'Not ordered');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Reason for refusing')).toHaveValue('Not ordered');
  });

  it('shows the sender its outgoing transfer read-only', async () => {
    as(1, { 'GET /transfers/5': { body: { transfer: transfer() } } });
    renderApp('/machines/transfers/5');
    expect(await screen.findByText('SB-11')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).toBeNull();
  });

  it('shows a decided-already answer in the user language', async () => {
    as(2, {
      'GET /transfers/5': { body: { transfer: transfer() } },
      'POST /transfers/5/accept': {
        status: 409,
        body: { error: 'x', code: 'transfer_not_pending', params: { status: 'CANCELLED' } },
      },
    });
    renderApp('/machines/transfers/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept these devices?' });
    await user.click(dialog.querySelector('button.bg-red-600') as HTMLButtonElement);
    expect(await screen.findByText('This transfer has already been decided')).toBeInTheDocument();
  });
});
