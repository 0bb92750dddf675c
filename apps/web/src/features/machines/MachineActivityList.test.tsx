import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { formatDateIn } from '../../lib/dates';
import { mockFetch } from '../../test/fetch-mock';
import { expectHeaderSorts } from '../../test/header-sort';
import { narrowScreen } from '../../test/media';
import { makeUser, renderApp } from '../../test/render';
import { heldMachine, machineList, makeMachine, queriesOf } from '../../test/fixtures/machines';

const SLOW = 20_000;
const SEEN = '2026-12-04T06:30:00.000Z';
const seenText = formatDateIn(SEEN, 'dateTime', 'en', 'Asia/Kolkata');

const MACHINES = [
  heldMachine({ id: 1, activity: 'ONLINE', lastSeenAt: SEEN }),
  heldMachine({
    id: 2,
    serialNumber: 'TLR-POS-000002',
    activity: 'DORMANT',
    lastSeenAt: '2026-11-01T06:30:00.000Z',
  }),
  makeMachine({ id: 3, serialNumber: 'TLR-POS-000003', activity: 'NEVER_SEEN', lastSeenAt: null }),
];

function signedIn() {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /machines': { body: machineList(MACHINES) },
  });
}

/** The row of `serial` as its cells' texts by column header. */
async function rowOf(serial: string) {
  const shown = await screen.findByText(serial, { selector: 'p' });
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
  const cells = within(shown.closest('tr')!).getAllByRole('cell');
  // The first cell is the selection checkbox's (its header has none).
  return Object.fromEntries(
    headers.map((h, n) => [h, cells[n]?.textContent ?? ''] as const).filter(([h]) => h),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Machines: activity', () => {
  it(
    "shows each device's activity badge and when it was last seen",
    async () => {
      signedIn();
      renderApp('/machines');
      const column = 'Activity & Last seen';
      expect(await rowOf('TLR-POS-000001')).toMatchObject({
        [column]: `OnlineLast seen: ${seenText}`,
      });
      expect((await rowOf('TLR-POS-000002'))[column]).toMatch(/^DormantLast seen: /);
      expect(await rowOf('TLR-POS-000003')).toMatchObject({ [column]: 'Never seen' });
      expect(screen.getByText('Online', { selector: 'td span' })).toHaveClass('bg-green-100');
    },
    SLOW,
  );

  it(
    'offers All, Online, Offline, Dormant and Never seen, sends activity= and keeps it in the URL',
    async () => {
      signedIn();
      const user = userEvent.setup();
      const { router } = renderApp('/machines?page=2');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      const filter = screen.getByLabelText('Activity');
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Online', 'Offline', 'Dormant', 'Never seen']);
      await user.selectOptions(filter, 'OFFLINE');
      await waitFor(() => expect(router.state.location.search).toBe('?activity=OFFLINE'));
      expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toEqual({
        activity: 'OFFLINE',
        page: '1',
        pageSize: '25',
      });
    },
    SLOW,
  );

  it(
    'opens filtered from a link (the dashboard tiles) and sorts by last seen on the server',
    async () => {
      signedIn();
      const user = userEvent.setup();
      const { router } = renderApp('/machines?activity=DORMANT');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      expect(screen.getByLabelText('Activity')).toHaveValue('DORMANT');
      await expectHeaderSorts({
        user,
        router,
        name: 'Activity & Last seen',
        lastQuery: () => Object.fromEntries(queriesOf('/machines').at(-1)!),
        query: { activity: 'DORMANT', page: '1', pageSize: '25', sort: 'lastSeenAt', order: 'asc' },
        search: '?activity=DORMANT&sort=lastSeenAt&order=asc',
      });
    },
    SLOW,
  );

  it(
    'shows the activity badge and last seen on a phone card',
    async () => {
      narrowScreen();
      signedIn();
      renderApp('/machines');
      const cards = await screen.findByRole('list', { name: 'Machines' });
      const card = within(cards).getByText('TLR-POS-000001', { selector: 'p' }).closest('li')!;
      expect(within(card).getByText('Online')).toBeVisible();
      expect(card).toHaveTextContent(`Last seen: ${seenText}`);
    },
    SLOW,
  );
});
