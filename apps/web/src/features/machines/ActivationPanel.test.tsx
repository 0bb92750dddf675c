import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { enqueue } from '../../lib/offline-queue';
import { mockFetch } from '../../test/fetch-mock';
import { offlineQueue } from '../../test/offline';
import { openMachineDetail } from '../../test/machine-detail';
import { makeUser } from '../../test/render';
import { machineList, makeMachine } from '../../test/fixtures/machines';
import { today } from '../../lib/clock';

const SLOW = 20_000;

const machine = makeMachine({
  id: 7,
  status: 'ASSIGNED',
  partner: 'ABC Distributors',
  partnerType: 'B2B',
  retailerId: 3,
  activationState: 'ALLOTTED',
  allottedAt: '2026-01-05T10:00:00.000Z',
});

function open(role: 'admin' | 'distributor', routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  const calls = mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /machines': { body: machineList([machine]) },
    'GET /service-providers': { body: [] },
    // The Activity panel beside this one: a device its provider has not reported yet.
    'GET /machines/7/activity': {
      body: {
        health: {
          state: 'NEVER_SEEN',
          lastSeenAt: null,
          lastTransactionAt: null,
          battery: null,
          signal: null,
          network: null,
          appVersion: null,
          firmware: null,
        },
        days: [],
      },
    },
    'GET /reports/machine-history/7': {
      body: {
        machine,
        holding: null,
        history: [
          {
            id: 2,
            at: '2026-02-01T10:00:00.000Z',
            action: 'machine.installed',
            actor: { id: 1, name: 'Demo Admin', role: 'admin' },
            details: { source: 'detail' },
            before: { activationState: 'ALLOTTED' },
            after: {
              activationState: 'INSTALLED',
              installedOn: '2026-02-01',
              installLocation: 'Counter 2',
            },
          },
        ],
      },
    },
    ...routes,
  });
  return calls;
}

async function detail() {
  const opened = await openMachineDetail();
  await within(opened.dialog).findByRole('heading', { name: 'Activation' });
  return opened;
}

describe('ActivationPanel (machine detail)', () => {
  it(
    'while a swap of the device waits offline, no step and no other swap is offered, and it says why',
    async () => {
      const queue = await offlineQueue();
      try {
        await enqueue({
          id: 'swap-key',
          userId: 1,
          kind: 'swap',
          method: 'POST',
          path: '/machines/7/swap',
          body: { replacementSerial: 'POS-9', reason: 'Screen' },
          subject: { machineId: 7, serialNumber: machine.serialNumber, replacement: 'POS-9' },
        });
        // The network is down for the queue's send (the screen's reads come from the cache).
        const calls = open('admin', { 'POST /machines/7/swap': 'network-error' });
        const { dialog } = await detail();
        const reason = await within(dialog).findByTestId('waiting-reason');
        expect(reason).toHaveTextContent(
          `Waiting to send: Swap ${machine.serialNumber} for POS-9. Nothing else can be done here until it is sent or discarded.`,
        );
        for (const name of ['Mark installed', 'Mark activated', 'Swap faulty device']) {
          const button = within(dialog).getByRole('button', { name });
          expect(button).toBeDisabled();
          expect(button).toHaveAccessibleDescription(reason.textContent!);
        }
        expect(calls.filter((c) => c.path === '/machines/7/activation')).toEqual([]);
      } finally {
        await queue.restore();
      }
    },
    SLOW,
  );

  it(
    'an admin marks a device installed; the history names the step and its date and place',
    async () => {
      const calls = open('admin', {
        'POST /machines/7/activation': {
          body: { machine: { ...machine, activationState: 'INSTALLED' } },
        },
      });
      const { user, dialog } = await detail();
      expect(within(dialog).getByText('Allotted')).toBeInTheDocument();
      expect(within(dialog).getByText('Marked installed')).toBeInTheDocument();
      expect(within(dialog).getByText('Date: Feb 1, 2026')).toBeInTheDocument();
      expect(within(dialog).getByText('Location: Counter 2')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Mark installed' }));
      await user.clear(within(dialog).getByLabelText('Date'));
      await user.type(within(dialog).getByLabelText('Date'), '2026-02-01');
      await user.type(within(dialog).getByLabelText('Location'), 'Counter 2');
      await user.click(within(dialog).getByRole('button', { name: 'Mark installed' }));
      await within(dialog).findByRole('button', { name: 'Mark activated' });
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        step: 'INSTALLED',
        date: '2026-02-01',
        location: 'Counter 2',
      });
    },
    SLOW,
  );

  it(
    'shows the KYC refusal in the UI language',
    async () => {
      open('admin', {
        'POST /machines/7/activation': {
          status: 409,
          body: {
            error: 'x',
            code: 'activation_kyc_unverified',
            params: { serials: ['TLR-POS-000001'] },
          },
        },
      });
      const { user, dialog } = await detail();
      await user.click(within(dialog).getByRole('button', { name: 'Mark activated' }));
      await user.click(within(dialog).getByRole('button', { name: 'Mark activated' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "The retailer's KYC is not verified, so these devices cannot be marked activated: TLR-POS-000001",
      );
    },
    SLOW,
  );

  it(
    'the date picker stops at today; a future date is refused with its own message',
    async () => {
      open('admin', {
        'POST /machines/7/activation': {
          status: 400,
          body: {
            error: 'x',
            code: 'activation_date_in_future',
            details: [{ path: 'date', message: 'x', code: 'activation_date_in_future' }],
          },
        },
      });
      const { user, dialog } = await detail();
      await user.click(within(dialog).getByRole('button', { name: 'Mark installed' }));
      const date = within(dialog).getByLabelText('Date');
      expect(date).toHaveAttribute('max', today());
      await user.clear(date);
      await user.type(date, '2999-01-01');
      await user.click(within(dialog).getByRole('button', { name: 'Mark installed' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The date cannot be after today.',
      );
    },
    SLOW,
  );

  it(
    'a distributor may only mark its devices installed',
    async () => {
      open('distributor');
      const { dialog } = await detail();
      expect(within(dialog).getByRole('button', { name: 'Mark installed' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Mark activated' })).toBeNull();
    },
    SLOW,
  );
});
