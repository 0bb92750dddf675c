import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { loadSelection } from '../../lib/booking-selection';
import { fetchUrls, makeMachine, makeProvider } from '../../test/fixtures/orders';

const PAGE_1 = [
  makeMachine(1, { hasStandee: true }),
  makeMachine(2),
  makeMachine(3, { status: 'ASSIGNED' }),
  makeMachine(4, {
    type: 'POS',
    serialNumber: 'TLR-POS-000004',
    model: 'Telering T-300',
    mid: '837100000000001',
    tid: '20009973',
    qrCode: null,
  }),
];
const PAGE_2 = [makeMachine(70), makeMachine(71)];

function inventory(
  machines: ReturnType<typeof makeMachine>[],
  total: number,
  availableMatching?: number,
) {
  return {
    body: {
      availableMatching,
      inventory: {
        pos: machines.filter((m) => m.type === 'POS'),
        soundbox: machines.filter((m) => m.type === 'SOUNDBOX'),
      },
      total,
      counts: { pos: 390, soundbox: 500, available: 850, assigned: 40 },
    },
  };
}

function signedIn() {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /service-providers/1': { body: makeProvider(1) },
    'GET /distributors': {
      body: { distributors: [], stats: { total: 0, active: 0, inactive: 0 }, total: 0 },
    },
    'GET /service-providers/1/inventory': () => {
      const page = fetchUrls('/service-providers/1/inventory').at(-1)?.searchParams.get('page');
      return page === '2' ? inventory(PAGE_2, 62) : inventory(PAGE_1, 62);
    },
  });
}

afterEach(() => window.sessionStorage.clear());

describe('InventoryPage', { timeout: 20_000 }, () => {
  it('shows the counts and machine cards; only available machines can be selected', async () => {
    signedIn();
    renderApp('/inventory/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bharat Payment Services' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Providers/ })).toHaveAttribute(
      'href',
      '/service-providers',
    );
    for (const [label, value] of [
      ['POS', '390'],
      ['Soundboxes', '500'],
      ['Available', '850'],
      ['Assigned', '40'],
    ] as const) {
      expect(
        screen
          .getAllByText(label)
          .some((el) => el.parentElement?.textContent === `${label}${value}`),
      ).toBe(true);
    }
    const pos = await screen.findByRole('button', { name: /TLR-POS-000004/ });
    expect(pos).toHaveTextContent('837100000000001');
    expect(pos).toHaveTextContent('20009973');
    expect(screen.getByRole('button', { name: /TLR-SB-000001/ })).toHaveTextContent('With Standee');
    expect(screen.getByRole('button', { name: /TLR-SB-000001/ })).toHaveTextContent(
      'upi://pay?pa=merchant1@bps',
    );
    expect(screen.getByRole('button', { name: /TLR-SB-000003/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /TLR-SB-000002/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends filters only when set, keeps the selection across pages and carries it to booking', async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/inventory/1');
    await screen.findByRole('button', { name: /TLR-SB-000001/ });
    expect([...fetchUrls('/service-providers/1/inventory')[0]!.searchParams.keys()].sort()).toEqual(
      ['page', 'pageSize'],
    );

    await user.click(screen.getByRole('button', { name: /TLR-SB-000002/ }));
    expect(screen.getByRole('button', { name: /TLR-SB-000002/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'AVAILABLE');
    await user.selectOptions(screen.getByLabelText('Type'), 'SOUNDBOX');
    await waitFor(() => {
      const last = fetchUrls('/service-providers/1/inventory').at(-1)!;
      expect(last.searchParams.get('status')).toBe('AVAILABLE');
      expect(last.searchParams.get('type')).toBe('SOUNDBOX');
    });

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /TLR-SB-000070/ }));
    await user.click(screen.getByRole('button', { name: 'Select All Available' }));
    const banner = screen.getByRole('region', { name: 'Selected machines' });
    expect(banner).toHaveTextContent('3 machines selected');

    await user.click(within(banner).getByRole('button', { name: /Proceed to Booking/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/1'));
    expect(loadSelection(1)?.machines.map((m) => m.id)).toEqual([2, 70, 71]);
    expect(router.state.location.state).toMatchObject({
      providerId: 1,
      provider: { name: 'Bharat Payment Services' },
    });
  });

  it('sorts from the sort bar and picks the page size, in the request and the URL; the selection stays', async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/inventory/1?type=SOUNDBOX&page=2');
    await user.click(await screen.findByRole('button', { name: /TLR-SB-000070/ }));
    const bar = screen.getByRole('group', { name: 'Sort by' });
    expect(within(bar).getByRole('button', { name: 'Model' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(bar).getByRole('button', { name: 'Model' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(fetchUrls('/service-providers/1/inventory').at(-1)!.searchParams),
      ).toEqual({ type: 'SOUNDBOX', page: '1', pageSize: '50', sort: 'model', order: 'asc' }),
    );
    expect(router.state.location.search).toBe('?type=SOUNDBOX&sort=model&order=asc');
    expect(within(bar).getByRole('button', { name: 'Model (ascending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(bar).getByRole('button', { name: 'Model (ascending)' }));
    await waitFor(() => expect(router.state.location.search).toContain('order=desc'));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() =>
      expect(fetchUrls('/service-providers/1/inventory').at(-1)!.searchParams.get('pageSize')).toBe(
        '100',
      ),
    );
    expect(router.state.location.search).toBe('?type=SOUNDBOX&sort=model&order=desc&pageSize=100');
    expect(screen.getByRole('region', { name: 'Selected machines' })).toHaveTextContent(
      '1 machine selected',
    );
    expect(loadSelection(1)?.machines.map((m) => m.id)).toEqual([70]);
  });

  it("shows the machines in the server's sorted order across both types", async () => {
    setToken('tok');
    const pos = makeMachine(4, { type: 'POS', serialNumber: 'TLR-POS-000004' });
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /service-providers/1': { body: makeProvider(1) },
      // Serial number descending: each type's array comes in that order.
      'GET /service-providers/1/inventory': inventory(
        [makeMachine(3, { status: 'ASSIGNED' }), makeMachine(2), pos, makeMachine(1)],
        4,
      ),
    });
    renderApp('/inventory/1?sort=serialNumber&order=desc');
    const cards = within(await screen.findByRole('list', { name: 'Machines' })).getAllByRole(
      'button',
    );
    expect(cards.map((card) => /TLR-[A-Z]+-\d+/.exec(card.textContent ?? '')?.[0])).toEqual([
      'TLR-SB-000003',
      'TLR-SB-000002',
      'TLR-SB-000001',
      'TLR-POS-000004',
    ]);
    expect(screen.getByRole('button', { name: 'Serial Number (descending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows 'No machines found' and keeps the search from the URL", async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /service-providers/1': { body: makeProvider(1) },
      'GET /service-providers/1/inventory': inventory([], 0),
    });
    renderApp('/inventory/1?search=zzz');
    expect(await screen.findByText('No machines found')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
  });

  it('offers all N available across pages after the page is selected, and books them', async () => {
    setToken('tok');
    const ALL = [2, 70, 71, 80, 81].map((id) => makeMachine(id));
    const routes = {
      'GET /service-providers/1/inventory': () => inventory(PAGE_1, 62, 5),
      'GET /service-providers/1/inventory/available': () => ({
        body: { machines: ALL, total: 5 },
      }),
    };
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /service-providers/1': { body: makeProvider(1) },
      ...routes,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/inventory/1?type=SOUNDBOX');
    await screen.findByRole('button', { name: /TLR-SB-000001/ });
    expect(screen.queryByRole('button', { name: /Select all \d+ available/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select All Available' }));
    await user.click(screen.getByRole('button', { name: 'Select all 5 available' }));
    const banner = screen.getByRole('region', { name: 'Selected machines' });
    await waitFor(() => expect(banner).toHaveTextContent('7 machines selected'));
    const asked = fetchUrls('/service-providers/1/inventory/available').at(-1)!;
    expect(asked.searchParams.get('type')).toBe('SOUNDBOX');
    expect(screen.queryByRole('button', { name: 'Select all 5 available' })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: /Proceed to Booking/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/1'));
    expect(
      loadSelection(1)
        ?.machines.map((m) => m.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 4, 70, 71, 80, 81]);
  });
});
