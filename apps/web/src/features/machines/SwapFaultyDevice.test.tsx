import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
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

type Answer = Parameters<typeof mockFetch>[0][string];

const MOVED = { tid: 'T-FAULTY', mid: 'M-FAULTY', qrCode: 'upi://pay?pa=shop@bank' };

/** The check's answer for the spare: it can replace, and (with `own`) has its own TID/MID. */
const spareChecked = (own: { tid: string; mid: string } | null = null): Answer => ({
  body: {
    replacement: { ...spare, ...own },
    moves: MOVED,
    overwrites: own ? { ...own, qrCode: null } : null,
  },
});

/** The swap's answer: the spare replaced the faulty one, with `mapping` moved (null: none). */
const swapDone = (reason: string, mapping: typeof MOVED | null): Answer => ({
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
      reason,
      mappingMoved: mapping !== null,
      mapping,
      swappedBy: { id: 1, name: 'Demo Admin' },
      swappedAt: '2026-11-24T05:00:00.000Z',
    },
    faulty: {
      ...faulty,
      status: 'MAINTENANCE',
      partner: null,
      qrCode: mapping ? null : faulty.qrCode,
    },
    replacement: { ...spare, status: 'ASSIGNED', partner: 'ABC Distributors' },
  },
});

function open(rule: 'CARRY_OVER' | 'ISSUE_NEW', swapAnswer: Answer, checkAnswer: Answer) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /machines': { body: machineList([faulty]) },
    'GET /service-providers': { body: [] },
    'GET /reports/machine-history/7': { body: { machine: faulty, holding: null, history: [] } },
    'GET /machines/7/swaps': { body: { swaps: [], swapMapping: rule } },
    'GET /service-providers/1/inventory': {
      body: {
        inventory: { pos: [], soundbox: [spare] },
        total: 1,
        counts: { pos: 0, soundbox: 1, available: 1, assigned: 0 },
      },
    },
    'GET /machines/7/swap-check': checkAnswer,
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
    'a scanned serial + Enter is checked at once: what is wrong shows by its code before Continue',
    async () => {
      const calls = open(
        'CARRY_OVER',
        { status: 500, body: {} },
        {
          status: 400,
          body: {
            error: 'x',
            code: 'swap_replacement_wrong_type',
            params: { serial: 'POS-1', type: 'POS', expected: 'SOUNDBOX' },
          },
        },
      );
      const { user, dialog } = await openSwap();
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Replacement serial number'), 'POS-1{Enter}');
      expect(within(dialog).getByTestId('swap-pick')).toHaveTextContent('Replacement: POS-1');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The replacement POS-1 is a POS; the faulty device is a Soundbox',
      );
      await user.type(within(dialog).getByLabelText('Reason (required)'), 'Speaker dead');
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
      expect(queriesTo('/machines/7/swap-check').map((q) => q.get('replacementSerial'))).toEqual([
        'POS-1',
      ]);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
    SLOW,
  );

  it(
    'a typed serial that can replace it: says so, warns that its own TID and MID will be overwritten, confirms and names every identifier that moved',
    async () => {
      const own = { tid: 'T-OWN-8', mid: 'M-OWN-8' };
      const calls = open('CARRY_OVER', swapDone('Speaker dead', MOVED), spareChecked(own));
      const { user, dialog } = await openSwap();
      await user.type(
        within(dialog).getByLabelText('Replacement serial number'),
        'sbx-spare-8{Enter}',
      );
      expect(
        await within(dialog).findByText(
          'SBX-SPARE-8 is in stock, of the same type and provider: it can replace the faulty device.',
        ),
      ).toBeVisible();
      const warning =
        'SBX-SPARE-8 already has its own TID T-OWN-8, MID M-OWN-8. The swap replaces them with those of SBX-FAULTY-1.';
      expect(within(dialog).getByTestId('swap-overwrites')).toHaveTextContent(warning);
      await user.type(within(dialog).getByLabelText('Reason (required)'), 'Speaker dead');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByTestId('swap-overwrites')).toHaveTextContent(warning);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
      const moved = await within(dialog).findByTestId('swap-moved');
      expect(moved).toHaveTextContent('Moved from SBX-FAULTY-1 to SBX-SPARE-8:');
      expect(
        within(moved)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['TID T-FAULTY', 'MID M-FAULTY', 'QR code upi://pay?pa=shop@bank']);
      // The swap names the device the check found (by id), not the typed spelling.
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        replacementMachineId: 8,
        reason: 'Speaker dead',
      });
      expect(calls.find((c) => c.method === 'POST')?.headers['idempotency-key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'picks from the available devices of the same type and provider; ISSUE_NEW says the mapping stays; shows the result',
    async () => {
      const calls = open('ISSUE_NEW', swapDone('Cracked', null), spareChecked());
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
