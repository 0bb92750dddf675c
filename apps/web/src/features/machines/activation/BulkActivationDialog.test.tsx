import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { machineList, makeMachine } from '../../../test/fixtures/machines';
import { makeUser, renderApp } from '../../../test/render';

const SLOW = 20_000;

const devices = [
  makeMachine({ id: 1, serialNumber: 'SN-A', status: 'ASSIGNED', activationState: 'ALLOTTED' }),
  makeMachine({ id: 2, serialNumber: 'SN-B', status: 'ASSIGNED', activationState: 'ALLOTTED' }),
  makeMachine({ id: 3, serialNumber: 'SN-C', status: 'ASSIGNED', activationState: 'ALLOTTED' }),
];

function open(
  role: 'admin' | 'distributor' | 'retailer',
  answer: Parameters<typeof mockFetch>[0][string],
) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /machines': { body: machineList(devices) },
    'GET /service-providers': { body: [] },
    'POST /machines/activation': answer,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/machines');
  await user.click(await screen.findByRole('button', { name: 'Update activation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update activation' });
  await within(dialog).findByText('SN-A');
  return { user, dialog };
}

describe('Update activation (a selection)', () => {
  it(
    'ticks by hand and by scan, says when a serial is not in the list, checks the date, shows the refusal by its code',
    async () => {
      const calls = open('admin', {
        status: 409,
        body: {
          error: 'x',
          code: 'activation_step_invalid',
          params: { serials: ['SN-B'] },
        },
      });
      const { user, dialog } = await openDialog();
      const go = () => within(dialog).getByRole('button', { name: /Continue with/ });
      expect(go()).toBeDisabled();

      await user.click(within(dialog).getByRole('checkbox', { name: /SN-A/ }));
      const scan = within(dialog).getByLabelText('Scan or type a serial number');
      await user.type(scan, 'sn-b{Enter}');
      expect(within(dialog).getByRole('checkbox', { name: /SN-B/ })).toBeChecked();
      expect(scan).toHaveValue('');
      await user.type(scan, 'NOPE-9{Enter}');
      expect(
        await within(dialog).findByText(
          'NOPE-9 is not in the list of devices that may take this step',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: /SN-C/ })).not.toBeChecked();

      const date = within(dialog).getByLabelText('Date');
      await user.clear(date);
      expect(within(dialog).getByText('Enter the date.')).toBeInTheDocument();
      expect(go()).toBeDisabled();
      await user.type(date, '2999-01-01');
      expect(within(dialog).getByText('The date cannot be in the future.')).toBeInTheDocument();
      expect(go()).toBeDisabled();
      await user.clear(date);
      await user.type(date, '2026-02-01');
      await user.type(within(dialog).getByLabelText('Location'), 'CG Road');

      await user.click(go());
      expect(within(dialog).getByTestId('bulk-activation-confirm')).toHaveTextContent(
        'Mark 2 devices Installed on 2026-02-01?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'These devices cannot take this step from their present state: SN-B',
      );
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.body).toEqual({
        machineIds: [1, 2],
        step: 'INSTALLED',
        date: '2026-02-01',
        location: 'CG Road',
      });
    },
    SLOW,
  );

  it(
    'ticks a whole page, confirms and shows the count updated',
    async () => {
      open('admin', { body: { updated: 3 } });
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Tick all on this page' }));
      expect(within(dialog).getByText('Devices (3 ticked)')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Continue with 3 devices' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(
        await within(dialog).findByText('3 devices marked Installed', { selector: 'p' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the distributor may only install',
    async () => {
      open('distributor', { body: { updated: 0 } });
      const { dialog } = await openDialog();
      const step = within(dialog).getByLabelText('Step');
      expect(
        within(step)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mark installed']);
    },
    SLOW,
  );

  it(
    'a retailer has no action',
    async () => {
      open('retailer', { body: { updated: 0 } });
      renderApp('/machines');
      await screen.findByText('SN-A', { selector: 'p' });
      expect(screen.queryByRole('button', { name: 'Update activation' })).toBeNull();
    },
    SLOW,
  );
});
