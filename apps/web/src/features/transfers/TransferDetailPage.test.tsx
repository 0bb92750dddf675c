import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { offlineQueue } from '../../test/offline';
import { pasteList } from '../../test/paste';
import { makeTransfer as transfer } from '../../test/fixtures/transfers';
import { makeUser, renderApp } from '../../test/render';

function as(distributorId: number, routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('distributor', { distributorId }) } },
    ...routes,
  });
}

describe('TransferDetailPage', { timeout: 20_000 }, () => {
  it('offline, an accept waits to be sent and the transfer cannot also be refused', {
    timeout: 60_000,
  }, async () => {
    const queue = await offlineQueue();
    try {
      const calls = as(2, { 'GET /transfers/5': { body: { transfer: transfer() } } });
      renderApp('/machines/transfers/5');
      const user = userEvent.setup();
      const accept = await screen.findByRole('button', { name: 'Accept' });
      queue.offline();
      await user.click(accept);
      const ask = await screen.findByRole('dialog', { name: 'Accept these devices?' });
      await user.click(within(ask).getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Waiting to send: Accept')).toBeVisible();
      const reason = await screen.findByTestId('waiting-reason');
      expect(reason).toHaveTextContent(
        'Waiting to send: Accept TR-000005. Nothing else can be done here until it is sent or discarded.',
      );
      for (const name of ['Accept', 'Refuse']) {
        const button = screen.getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(reason.textContent!);
      }
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    } finally {
      await queue.restore();
    }
  });

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
    expect(screen.queryByRole('region', { name: 'Check the devices before accepting' })).toBeNull();
  });

  it('lets the receiver scan what arrived: the missing and the unexpected are named', async () => {
    const two = transfer({
      machineCount: 2,
      machines: [11, 12].map((id) => ({
        id,
        serialNumber: `SB-${id}`,
        machineType: 'SOUNDBOX',
        model: 'S-10',
        tid: null,
      })),
    });
    const calls = as(2, {
      'GET /transfers/5': { body: { transfer: two } },
      'POST /transfers/5/accept': { body: { transfer: { ...two, status: 'ACCEPTED' } } },
    });
    renderApp('/machines/transfers/5');
    const user = userEvent.setup();
    const check = await screen.findByRole('region', { name: 'Check the devices before accepting' });
    expect(within(check).queryByTestId('transfer-check')).toBeNull();
    const entry = within(check).getByLabelText('Scan a serial number');
    await user.type(entry, 'sb-11{Enter}');
    expect(await within(check).findByText('SB-11 is on this transfer')).toBeVisible();
    await user.type(entry, 'SB-11{Enter}');
    expect(await within(check).findByText('SB-11 was checked already')).toBeVisible();
    expect(await pasteList(user, check, 'STRAY-1 sb-11', 'Check')).toEqual({
      counts: '0 on this transfer · 1 checked already',
      notTaken: 'Not on this transfer (1)',
      lines: ['STRAY-1: NOT on this transfer'],
    });
    const result = within(check).getByTestId('transfer-check');
    expect(within(result).getByText('Checked 1 of 2')).toBeVisible();
    const missing = within(result).getByRole('list', { name: 'Not scanned yet (1)' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SB-12']);
    const stray = within(result).getByRole('list', {
      name: 'Scanned but not on this transfer (1)',
    });
    expect(
      within(stray)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['STRAY-1']);

    // The confirmation repeats what the check found.
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    let dialog = await screen.findByRole('dialog', { name: 'Accept these devices?' });
    expect(dialog).toHaveTextContent('Your check: 1 not scanned, 1 not on this transfer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Started again, both devices pasted: complete, and accepting says nothing more.
    await user.click(within(check).getByRole('button', { name: 'Start the check again' }));
    expect(within(check).queryByTestId('transfer-check')).toBeNull();
    await pasteList(user, check, 'SB-12 SB-11', 'Check');
    expect(
      within(check).getByText(
        'Every device of this transfer is here, and nothing else was scanned.',
      ),
    ).toBeVisible();
    expect(within(check).getByText('Checked 2 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('dialog', { name: 'Accept these devices?' });
    expect(dialog).not.toHaveTextContent('Your check');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Transfer TR-000005 accepted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/transfers/5/accept')).toBe(true);
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
