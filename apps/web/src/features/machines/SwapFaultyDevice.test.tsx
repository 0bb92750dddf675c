import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { machineList, makeMachine } from '../../test/fixtures/machines';

const SLOW = 20_000;

const faulty = makeMachine({
  id: 7,
  serialNumber: 'SBX-FAULTY-1',
  type: 'SOUNDBOX',
  status: 'ASSIGNED',
  partner: 'ABC Distributors',
  partnerType: 'B2B',
  qrCode: 'upi://pay?pa=shop@bank',
});
const spare = makeMachine({ id: 8, serialNumber: 'SBX-SPARE-8', type: 'SOUNDBOX' });

function open(
  rule: 'CARRY_OVER' | 'ISSUE_NEW',
  swapAnswer: Parameters<typeof mockFetch>[0][string],
) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /machines': { body: machineList([faulty]) },
    'GET /service-providers': { body: [] },
    'GET /reports/machine-history/7': { body: { machine: faulty, history: [] } },
    'GET /machines/7/swaps': { body: { swaps: [], swapMapping: rule } },
    'GET /service-providers/1/inventory': {
      body: {
        inventory: { pos: [], soundbox: [spare] },
        total: 1,
        counts: { pos: 0, soundbox: 1, available: 1, assigned: 0 },
      },
    },
    'POST /machines/7/swap': swapAnswer,
  });
}

async function openSwap() {
  const user = userEvent.setup();
  renderApp('/machines');
  const serial = await screen.findByText('SBX-FAULTY-1', { selector: 'p' });
  await user.click(within(serial.closest('tr')!).getByRole('button', { name: /View/ }));
  const detail = await screen.findByRole('dialog', { name: 'Machine Details' });
  await user.click(await within(detail).findByRole('button', { name: 'Swap faulty device' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Swap faulty device' }) };
}

describe('Swap faulty device', () => {
  it(
    'a scanned serial + Enter, a reason, a confirmation that the QR moves; an error shown by its code',
    async () => {
      const calls = open('CARRY_OVER', {
        status: 400,
        body: {
          error: 'x',
          code: 'swap_replacement_wrong_type',
          params: { serial: 'POS-1', type: 'POS', expected: 'SOUNDBOX' },
        },
      });
      const { user, dialog } = await openSwap();
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Replacement serial number'), 'POS-1{Enter}');
      expect(within(dialog).getByTestId('swap-pick')).toHaveTextContent('Replacement: POS-1');
      await user.type(within(dialog).getByLabelText('Reason (required)'), 'Speaker dead');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByTestId('swap-mapping')).toHaveTextContent(
        'The TID, MID and QR code of SBX-FAULTY-1 will move to POS-1.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The replacement POS-1 is a POS; the faulty device is a SOUNDBOX',
      );
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.body).toEqual({ replacementSerial: 'POS-1', reason: 'Speaker dead' });
      expect(post?.headers['idempotency-key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'picks from the available devices of the same type and provider; ISSUE_NEW says the mapping stays; shows the result',
    async () => {
      const calls = open('ISSUE_NEW', {
        status: 201,
        body: {
          swap: {
            id: 1,
            faultyMachine: { id: 7, serialNumber: 'SBX-FAULTY-1' },
            replacementMachine: { id: 8, serialNumber: 'SBX-SPARE-8' },
            assignmentId: 3,
            distributorId: 1,
            retailerId: 2,
            serviceProviderId: 1,
            reason: 'Cracked',
            mappingMoved: false,
            mapping: null,
            swappedBy: { id: 1, name: 'Demo Admin' },
            swappedAt: '2026-11-24T05:00:00.000Z',
          },
          faulty: { ...faulty, status: 'MAINTENANCE', partner: null },
          replacement: { ...spare, status: 'ASSIGNED', partner: 'ABC Distributors' },
        },
      });
      const { user, dialog } = await openSwap();
      const list = await within(dialog).findByRole('list', {
        name: 'Available devices of the same type and provider',
      });
      await user.click(within(list).getByRole('button', { name: /SBX-SPARE-8/ }));
      await user.type(within(dialog).getByLabelText('Reason (required)'), 'Cracked');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByTestId('swap-mapping')).toHaveTextContent(
        'The TID, MID and QR code stay with SBX-FAULTY-1',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
      expect(
        await within(dialog).findByText('SBX-FAULTY-1 is now in Maintenance, flagged faulty.'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('SBX-SPARE-8 is assigned to ABC Distributors.'),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        replacementMachineId: 8,
        reason: 'Cracked',
      });
      const inventory = calls.find((c) => c.path === '/service-providers/1/inventory');
      expect(inventory).toBeTruthy();
    },
    SLOW,
  );
});
