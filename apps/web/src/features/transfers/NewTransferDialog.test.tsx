import type { TransferMachine } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeMachine, resolveFrom } from '../../test/fixtures/machines';
import { makeDistributor } from '../../test/fixtures/parties';
import { pasteList } from '../../test/paste';
import { makeUser, renderApp } from '../../test/render';

const held = (id: number): TransferMachine => ({
  id,
  serialNumber: `SB-${id}`,
  machineType: 'SOUNDBOX',
  model: 'S-10',
  tid: null,
});

/** ABC (1) may send SB-11 and SB-12; SB-13 is ABC's but with a retailer; SB-21 is XYZ's. */
function admin() {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /transfers': {
      body: {
        transfers: [],
        stats: { total: 0, pending: 0, accepted: 0, refused: 0, cancelled: 0 },
        total: 0,
        page: 1,
        pageSize: 25,
      },
    },
    'GET /distributors': {
      body: {
        distributors: [
          makeDistributor(1, 'ABC Distributors'),
          makeDistributor(2, 'XYZ Distributors'),
        ],
        stats: { total: 2, active: 2, inactive: 0 },
        total: 2,
        page: 1,
        pageSize: 500,
      },
    },
    'GET /transfers/available': { body: { machines: [held(11), held(12)] } },
    'POST /machines/resolve-serials': resolveFrom([
      makeMachine({ id: 11, serialNumber: 'SB-11', distributorId: 1 }),
      makeMachine({ id: 12, serialNumber: 'SB-12', distributorId: 1 }),
      makeMachine({ id: 13, serialNumber: 'SB-13', distributorId: 1, retailerId: 5 }),
      makeMachine({ id: 21, serialNumber: 'SB-21', distributorId: 2 }),
    ]),
    'POST /transfers': { status: 500, body: { error: 'stop here' } },
  });
}

describe('NewTransferDialog', { timeout: 40_000 }, () => {
  it('ticks devices scanned or pasted, and names the unknown and the ones ABC cannot send', async () => {
    const calls = admin();
    renderApp('/machines/transfers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer to distributor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to distributor' });
    const sender = within(dialog).getByLabelText('Sending distributor');
    await within(sender).findByRole('option', { name: 'ABC Distributors' });
    await user.selectOptions(sender, 'ABC Distributors');
    const entry = await within(dialog).findByLabelText('Scan a serial number');
    await user.type(entry, 'sb-11{Enter}');
    expect(await within(dialog).findByText('SB-11 added')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: /SB-11/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /SB-12/ })).not.toBeChecked();

    expect(await pasteList(user, dialog, 'SB-12 SB-11 SB-13 SB-21 NOPE', 'Select')).toEqual({
      counts: '1 selected · 1 already selected',
      notTaken: 'Not selected (3)',
      lines: [
        'SB-13: not available',
        'SB-21: not one of the devices this screen can take',
        'NOPE: unknown serial number',
      ],
    });
    expect(within(dialog).getByRole('checkbox', { name: /SB-12/ })).toBeChecked();
    expect(within(dialog).getByText('Devices held without a retailer (selected: 2)')).toBeVisible();
    await user.selectOptions(
      within(dialog).getByLabelText('Receiving distributor'),
      'XYZ Distributors',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    // The server refuses (500), so the dialog stays open; what was sent is what counts here.
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/transfers');
    expect(sent?.body).toMatchObject({
      fromDistributorId: 1,
      toDistributorId: 2,
      machineIds: [11, 12],
    });
  });
});
