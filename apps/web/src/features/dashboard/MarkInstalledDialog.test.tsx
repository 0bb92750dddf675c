import type { Machine } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { machineList, makeMachine } from '../../test/fixtures/machines';
import { makeUser, renderApp } from '../../test/render';
import { today } from '../../lib/clock';

const SLOW = 20_000;

function signedInRetailer(devices: Machine[]) {
  setToken('tok');
  let held = devices;
  const calls = mockFetch({
    'GET /auth/me': { body: { user: makeUser('retailer', { retailerId: 3 }) } },
    'GET /machines': () => ({ body: machineList(held) }),
    'POST /machines/1/activation': (call) => {
      const { date } = call.body as { date: string };
      held = held.map((m) =>
        m.id === 1 ? { ...m, activationState: 'INSTALLED', installedOn: date } : m,
      );
      return { body: { machine: held[0] } };
    },
  });
  return calls;
}

const allotted = makeMachine({
  id: 1,
  serialNumber: 'SN-SHOP-1',
  status: 'ASSIGNED',
  retailerId: 3,
  activationState: 'ALLOTTED',
});
const installed = makeMachine({
  id: 2,
  serialNumber: 'SN-SHOP-2',
  type: 'SOUNDBOX',
  status: 'ASSIGNED',
  retailerId: 3,
  activationState: 'INSTALLED',
  installedOn: '2026-02-01',
});

describe("a retailer's My devices", () => {
  it(
    'lists the shop’s devices; Mark installed asks the date (today, not later) and the row shows Installed',
    async () => {
      const calls = signedInRetailer([allotted, installed]);
      const user = userEvent.setup();
      renderApp('/dashboard');
      const table = await screen.findByRole('table', { name: 'My devices' });
      const second = within(table).getByTestId('my-device-SN-SHOP-2');
      expect(second).toHaveTextContent('Soundbox');
      expect(second).toHaveTextContent('Installed');
      expect(second).toHaveTextContent('Feb 1, 2026');
      expect(within(second).queryByRole('button')).not.toBeInTheDocument();

      await user.click(within(table).getByRole('button', { name: 'Mark SN-SHOP-1 installed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark SN-SHOP-1 installed' });
      const date = within(dialog).getByLabelText('Installed on');
      expect(date).toHaveValue(today());
      expect(date).toHaveAttribute('max', today());

      await user.clear(date);
      await user.type(date, '2999-01-01');
      expect(within(dialog).getByText('The date cannot be in the future.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.clear(date);
      await user.type(date, '2026-03-04');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('SN-SHOP-1 marked installed')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/machines/1/activation',
        body: { step: 'INSTALLED', date: '2026-03-04' },
      });
      const first = await within(table).findByTestId('my-device-SN-SHOP-1');
      await within(first).findByText('Mar 4, 2026');
      expect(first).toHaveTextContent('Installed');
      expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'offers no Mark installed on a device whose order is not delivered yet: it says it awaits delivery',
    async () => {
      const onItsWay = makeMachine({
        id: 3,
        serialNumber: 'SN-SHOP-3',
        status: 'ASSIGNED',
        retailerId: 3,
        activationState: 'ALLOTTED',
        awaitingDelivery: true,
      });
      signedInRetailer([onItsWay, { ...allotted, awaitingDelivery: false }]);
      renderApp('/dashboard');
      const table = await screen.findByRole('table', { name: 'My devices' });
      const row = within(table).getByTestId('my-device-SN-SHOP-3');
      expect(row).toHaveTextContent('Allotted');
      expect(row).toHaveTextContent('Awaiting delivery');
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      const delivered = within(table).getByTestId('my-device-SN-SHOP-1');
      expect(
        within(delivered).getByRole('button', { name: 'Mark SN-SHOP-1 installed' }),
      ).toBeEnabled();
    },
    SLOW,
  );

  it('says so when the shop holds no devices', async () => {
    signedInRetailer([]);
    renderApp('/dashboard');
    expect(await screen.findByText('Your shop holds no devices yet.')).toBeInTheDocument();
  });

  it('is not on a distributor’s dashboard (it has the Machines screen)', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('distributor') } } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'My devices' })).not.toBeInTheDocument();
  });
});
