import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { machineList, makeMachine, resolveFrom } from '../../test/fixtures/machines';
import { NO_BATCHES } from '../../test/fixtures/rma';
import { pasteList } from '../../test/paste';
import { makeUser, renderApp } from '../../test/render';

const provider = (id: number, name: string) => ({
  id,
  name,
  company_name: name,
  email: null,
  phone: null,
  address: null,
  status: 'ACTIVE',
  createdAt: '2024-01-01T00:00:00.000Z',
});

/** Provider 1 has SB-1 and SB-2 in maintenance; SB-3 is its but available; SB-9 is provider 2's. */
const faulty = [1, 2].map((id) =>
  makeMachine({ id, serialNumber: `SB-${id}`, status: 'MAINTENANCE' }),
);

describe('SendToProviderDialog', { timeout: 40_000 }, () => {
  it('ticks faulty devices scanned or pasted and names the ones it cannot send', async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /rma-batches': NO_BATCHES,
      'GET /service-providers': {
        body: [provider(1, 'Bharat Payment Services'), provider(2, 'Paynet')],
      },
      'GET /machines': { body: machineList(faulty) },
      'POST /machines/resolve-serials': resolveFrom([
        ...faulty,
        makeMachine({ id: 3, serialNumber: 'SB-3', status: 'AVAILABLE' }),
        makeMachine({ id: 9, serialNumber: 'SB-9', status: 'MAINTENANCE', serviceProviderId: 2 }),
      ]),
      'POST /rma-batches': { status: 500, body: { error: 'stop here' } },
    });
    renderApp('/machines/rma');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Send faulty devices to provider' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send faulty devices to provider' });
    const providers = within(dialog).getByLabelText('Service provider');
    await within(providers).findByRole('option', { name: 'Bharat Payment Services' });
    await user.selectOptions(providers, 'Bharat Payment Services');
    await within(dialog).findByRole('checkbox', { name: /SB-2/ });

    await user.type(within(dialog).getByLabelText('Scan a serial number'), 'sb-1{Enter}');
    expect(await within(dialog).findByText('SB-1 added')).toBeVisible();
    expect(await pasteList(user, dialog, 'SB-2\nSB-3\nSB-9\nGONE-1', 'Select')).toEqual({
      counts: '1 selected',
      notTaken: 'Not selected (3)',
      lines: [
        'SB-3: not available',
        'SB-9: not one of the devices this screen can take',
        'GONE-1: unknown serial number',
      ],
    });

    for (const serial of ['SB-1', 'SB-2'])
      expect(within(dialog).getByRole('checkbox', { name: new RegExp(serial) })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Reference'), 'RET-1');
    await user.type(within(dialog).getByLabelText('Courier name'), 'BlueDart');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'BD-1');
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 devices' }));
    await screen.findByText('Could not create the return batch');
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/rma-batches');
    expect(sent?.body).toMatchObject({ machineIds: [1, 2], reference: 'RET-1' });
  });
});
