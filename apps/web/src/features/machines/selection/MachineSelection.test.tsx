import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, renderApp } from '../../../test/render';
import { machineList, makeMachine, resolveFrom } from '../../../test/fixtures/machines';
import { narrowScreen } from '../../../test/media';
import { makeDistributor, partyList } from '../../../test/fixtures/parties';
import { pasteList } from '../../../test/paste';

const SLOW = 20_000;

const page = [1, 2, 3].map((id) =>
  makeMachine({ id, serialNumber: `SN-${id}`, status: id === 1 ? 'ASSIGNED' : 'AVAILABLE' }),
);

function signedIn(routes: Parameters<typeof mockFetch>[0], user = makeUser('admin')) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    // 3 rows on this page, 60 matching the filter on the server.
    'GET /machines': { body: machineList(page, 60) },
    'GET /distributors': partyList('distributors', [makeDistributor(7, 'Delta Traders')]),
    'GET /retailers': partyList('retailers', []),
    ...routes,
  });
}

describe('bulk actions on the machines list', () => {
  it(
    'ticks the page, offers all 60 matching, and assigns them with the filter after confirming',
    async () => {
      const calls = signedIn({
        'POST /machines/selection/assign': {
          body: {
            matched: 60,
            done: 59,
            unchanged: 0,
            refused: [
              { id: 1, serialNumber: 'SN-1', code: 'machines_unavailable', status: 'ASSIGNED' },
            ],
            assignmentId: 9,
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/machines?manufacturer=Everlife&search=T-300');
      await user.click(
        await screen.findByRole('checkbox', { name: 'Select all machines on this page' }),
      );
      const bar = screen.getByRole('region', { name: 'Selection and export' });
      expect(within(bar).getByText('3 machines selected')).toBeInTheDocument();
      await user.click(
        within(bar).getByRole('button', { name: 'Select all 60 matching this filter' }),
      );
      expect(
        within(bar).getByText('All 60 machines matching this filter are selected'),
      ).toBeInTheDocument();

      await user.click(within(bar).getByRole('button', { name: 'Assign' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign machines' });
      expect(within(dialog).getByText(/Assign 60 machines/)).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Distributor')).toHaveValue('7'));
      // Valid To and Notes, as in New Assignment: a Valid To before Valid From is refused here.
      fireEvent.change(within(dialog).getByLabelText('Valid From'), {
        target: { value: '2026-03-10' },
      });
      fireEvent.change(within(dialog).getByLabelText(/Valid To/), {
        target: { value: '2026-03-01' },
      });
      expect(within(dialog).getByText('Valid To cannot be before Valid From')).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
      fireEvent.change(within(dialog).getByLabelText(/Valid To/), {
        target: { value: '2026-12-31' },
      });
      await user.type(within(dialog).getByLabelText(/Notes/), '  Diwali stock  ');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await within(dialog).findByText('Done: 59')).toBeInTheDocument();
      expect(within(dialog).getByText('Refused: 1')).toBeInTheDocument();
      expect(within(dialog).getByText('SN-1')).toBeInTheDocument();
      expect(within(dialog).getByText('not available (status Assigned)')).toBeInTheDocument();

      const sent = calls.find((c) => c.path === '/machines/selection/assign')!;
      expect(sent.body).toMatchObject({
        selection: { filter: { manufacturer: 'Everlife', search: 'T-300' } },
        distributorId: 7,
        retailerId: null,
        validFrom: '2026-03-10',
        validTo: '2026-12-31',
        notes: 'Diwali stock',
      });
      expect(sent.headers['idempotency-key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'changes the status of the ticked rows only, and shows a too-large selection by its code',
    async () => {
      let answer: { status?: number; body: unknown } = {
        status: 400,
        body: {
          error: 'x',
          code: 'selection_too_large',
          params: { max: 10000, count: 10001 },
        },
      };
      const calls = signedIn({ 'POST /machines/selection/status': () => answer });
      const user = userEvent.setup();
      renderApp('/machines');
      await user.click(await screen.findByRole('checkbox', { name: 'Select SN-2' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select SN-3' }));
      const bar = screen.getByRole('region', { name: 'Selection and export' });
      expect(within(bar).getByText('2 machines selected')).toBeInTheDocument();
      // Not the whole page: "all matching" is not offered yet.
      expect(within(bar).queryByRole('button', { name: /matching this filter/ })).toBeNull();

      await user.click(within(bar).getByRole('button', { name: 'Change status' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change status' });
      await user.selectOptions(within(dialog).getByLabelText('New status'), 'RETIRED');
      expect(
        within(dialog).getByText(/Change the status of 2 machines to Retired/),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'At most 10000 machines can be changed at once; the selection holds 10001',
      );
      answer = { body: { matched: 2, done: 2, unchanged: 0, refused: [] } };
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await within(dialog).findByText('Done: 2')).toBeInTheDocument();
      const sent = calls.filter((c) => c.path === '/machines/selection/status').at(-1)!;
      expect(sent.body).toEqual({ selection: { ids: [2, 3] }, status: 'RETIRED' });
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(within(bar).queryByText(/selected/)).toBeNull());
    },
    SLOW,
  );

  it(
    'on a phone the cards have the page checkbox, and so "Select all 60 matching"',
    async () => {
      narrowScreen('max-width: 767px');
      signedIn({});
      const user = userEvent.setup();
      renderApp('/machines');
      await screen.findByRole('list', { name: 'Machines' });
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: 'Select all machines on this page' }));
      expect(screen.getByRole('checkbox', { name: 'Select SN-3' })).toBeChecked();
      const bar = screen.getByRole('region', { name: 'Selection and export' });
      await user.click(
        within(bar).getByRole('button', { name: 'Select all 60 matching this filter' }),
      );
      expect(
        within(bar).getByText('All 60 machines matching this filter are selected'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'ticks a pasted list of the devices this list holds; the rest are named with the reason',
    async () => {
      const own = makeMachine({ id: 2, serialNumber: 'SN-2', distributorId: 4 });
      const far = makeMachine({ id: 40, serialNumber: 'SN-40', distributorId: 4 });
      // Stock a distributor may book, which its Machines list does not show.
      const stock = makeMachine({ id: 50, serialNumber: 'STOCK-50' });
      signedIn(
        { 'POST /machines/resolve-serials': resolveFrom([own, far, stock]) },
        makeUser('distributor', { distributorId: 4 }),
      );
      const user = userEvent.setup();
      renderApp('/machines');
      await screen.findByRole('checkbox', { name: 'Select SN-2' });
      const bar = screen.getByRole('region', { name: 'Selection and export' });
      const shown = await pasteList(user, bar, 'sn-2, SN-40\nSTOCK-50 NOPE-1', 'Select');
      expect(shown).toEqual({
        counts: '2 selected',
        notTaken: 'Not selected (2)',
        lines: [
          'STOCK-50: not one of the devices this screen can take',
          'NOPE-1: unknown serial number',
        ],
      });
      expect(within(bar).getByText('2 machines selected')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select SN-2' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select SN-3' })).not.toBeChecked();
    },
    SLOW,
  );
});

afterEach(() => vi.restoreAllMocks());
