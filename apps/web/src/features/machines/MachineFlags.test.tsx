import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { openMachineDetail } from '../../test/machine-detail';
import { narrowScreen } from '../../test/media';
import { makeUser, renderApp } from '../../test/render';
import { heldMachine, machineList, makeMachine, queriesOf } from '../../test/fixtures/machines';

const SLOW = 20_000;

const moving = heldMachine({
  id: 7,
  serialNumber: 'TLR-POS-000007',
  retailerId: null,
  retailerName: null,
  retailerShopName: null,
  inTransit: true,
  inRma: false,
});
const returned = makeMachine({
  id: 8,
  serialNumber: 'TLR-POS-000008',
  status: 'MAINTENANCE',
  inTransit: false,
  inRma: true,
});
const plain = makeMachine({
  id: 9,
  serialNumber: 'TLR-POS-000009',
  inTransit: false,
  inRma: false,
});

function signedIn() {
  setToken('tok');
  mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /machines': { body: machineList([moving, returned, plain]) },
    'GET /service-providers': { body: [] },
    'GET /distributors': { body: { distributors: [], total: 0 } },
    'GET /reports/machine-history/7': { body: { machine: moving, holding: null, history: [] } },
  });
}

/** The texts of the badges in `scope` (the status first). */
const badgesIn = (scope: HTMLElement) =>
  [...scope.querySelectorAll('span.rounded-full')].map((b) => b.textContent);

afterEach(() => vi.restoreAllMocks());

describe('Machines: the In transit and RMA badges', () => {
  it(
    'shows them after the status in the list rows, and only on the machines they hold for',
    async () => {
      signedIn();
      renderApp('/machines');
      const row = async (serial: string) => {
        const shown = await screen.findByText(serial, { selector: 'p' });
        // The Status column: the sixth cell (after the selection checkbox's).
        return within(shown.closest('tr')!).getAllByRole('cell')[5]!;
      };
      expect(badgesIn(await row('TLR-POS-000007'))).toEqual(['Assigned', 'In transit']);
      expect(badgesIn(await row('TLR-POS-000008'))).toEqual(['Maintenance', 'RMA']);
      expect(badgesIn(await row('TLR-POS-000009'))).toEqual(['Available']);
    },
    SLOW,
  );

  it(
    'shows them on a phone card under the status, one under another',
    async () => {
      narrowScreen();
      signedIn();
      renderApp('/machines');
      const cards = await screen.findByRole('list', { name: 'Machines' });
      const card = within(cards).getByText('TLR-POS-000007', { selector: 'p' }).closest('li')!;
      const badge = within(card).getByText('In transit');
      expect(badge.parentElement).toHaveClass('flex-col', 'items-end');
      expect(badgesIn(badge.parentElement!)).toEqual(['Assigned', 'In transit']);
    },
    SLOW,
  );

  it(
    "shows them beside the status in the machine's details",
    async () => {
      signedIn();
      const { dialog } = await openMachineDetail('TLR-POS-000007');
      const status = await within(dialog).findByText('Status');
      expect(badgesIn(status.nextElementSibling as HTMLElement)).toEqual([
        'Assigned',
        'In transit',
      ]);
    },
    SLOW,
  );
});

describe('Machines: the In transit / RMA filter', () => {
  it(
    'offers All, In transit and RMA, sends flag= and keeps it in the URL',
    async () => {
      signedIn();
      const user = userEvent.setup();
      const { router } = renderApp('/machines?page=2');
      await screen.findByText('TLR-POS-000007', { selector: 'p' });
      const filter = screen.getByLabelText('In transit / RMA');
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'In transit', 'RMA']);
      await user.selectOptions(filter, 'In transit');
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toEqual({
          flag: 'inTransit',
          page: '1',
          pageSize: '25',
        }),
      );
      expect(router.state.location.search).toBe('?flag=inTransit');
      await user.selectOptions(filter, 'RMA');
      await waitFor(() => expect(router.state.location.search).toBe('?flag=inRma'));
      await user.selectOptions(filter, 'All');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toEqual({
        page: '1',
        pageSize: '25',
      });
    },
    SLOW,
  );

  it(
    'reads it from a link',
    async () => {
      signedIn();
      renderApp('/machines?flag=inRma');
      await screen.findByText('TLR-POS-000007', { selector: 'p' });
      expect(screen.getByLabelText('In transit / RMA')).toHaveValue('inRma');
      expect(queriesOf('/machines').at(-1)!.get('flag')).toBe('inRma');
    },
    SLOW,
  );

  it(
    'treats an unknown value in a link as All',
    async () => {
      signedIn();
      renderApp('/machines?flag=broken');
      await screen.findByText('TLR-POS-000007', { selector: 'p' });
      expect(screen.getByLabelText('In transit / RMA')).toHaveValue('');
      expect(queriesOf('/machines').at(-1)!.get('flag')).toBeNull();
    },
    SLOW,
  );
});
