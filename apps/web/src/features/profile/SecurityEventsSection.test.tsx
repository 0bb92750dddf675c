import { SECURITY_EVENT_TYPES, type SecurityEvent, type User } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue, type Tree } from '../../i18n/catalogues';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const failed: SecurityEvent = {
  id: 41,
  at: '2025-03-05T04:30:00.000Z',
  type: 'sign_in_failed',
  userId: null,
  user: null,
  email: 'ghost@example.test',
  actor: null,
  ip: '10.9.0.1',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  details: null,
};
const deactivated: SecurityEvent = {
  id: 40,
  at: '2025-03-04T10:00:00.000Z',
  type: 'status_changed',
  userId: 12,
  user: { id: 12, name: 'Mehul Shah', email: 'mehul@example.in', userType: 'retailer' },
  email: 'mehul@example.in',
  actor: { id: 1, name: 'Demo Admin' },
  ip: '10.0.0.5',
  userAgent: null,
  details: { status: 'INACTIVE' },
};

function signedIn(user: User, events: SecurityEvent[] = [failed, deactivated]) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /security-events': {
      body: { events, total: events.length, page: 1, pageSize: 25 },
    },
  });
}

describe('Profile > System Access > Security events', { timeout: 20_000 }, () => {
  it('shows an admin the events: time, event, account, IP and device', async () => {
    signedIn(makeUser('admin'));
    renderApp('/profile?tab=systemAccess');
    const table = await screen.findByRole('table', { name: 'Security events' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Sign-in failed');
    expect(rows[1]).toHaveTextContent('ghost@example.test');
    expect(rows[1]).toHaveTextContent('10.9.0.1');
    expect(rows[1]).toHaveTextContent('Chrome on Linux');
    expect(rows[2]).toHaveTextContent('Status changed');
    expect(rows[2]).toHaveTextContent('Mehul Shah');
    expect(rows[2]).toHaveTextContent('by Demo Admin');
    expect(queriesTo('/security-events')[0]?.toString()).toBe('page=1&pageSize=25');
  });

  it('keeps the filters in the URL and sends them; the export takes the same filters', async () => {
    signedIn(makeUser('admin'));
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn(() => 'blob:x'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/profile?tab=systemAccess');
    await screen.findByRole('table', { name: 'Security events' });

    await user.selectOptions(screen.getByLabelText('Event'), 'Sign-in failed');
    await user.type(screen.getByLabelText('From Date'), '2025-03-01');
    await user.type(screen.getByLabelText('Search'), 'ghost');
    await waitFor(() =>
      expect(queriesTo('/security-events').at(-1)?.toString()).toBe(
        'page=1&pageSize=25&search=ghost&type=sign_in_failed&dateFrom=2025-03-01',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('sign_in_failed');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('systemAccess');

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(queriesTo('/security-events/export')).toHaveLength(1));
    expect(queriesTo('/security-events/export')[0]?.toString()).toBe(
      'search=ghost&type=sign_in_failed&dateFrom=2025-03-01&format=xlsx',
    );
    clicked.mockRestore();
  });

  it('says when a To Date is before the From Date, and asks nothing', async () => {
    signedIn(makeUser('admin'));
    renderApp('/profile?tab=systemAccess&dateFrom=2025-03-05&dateTo=2025-03-01');
    expect(await screen.findByText('To Date cannot be before From Date')).toBeVisible();
    expect(screen.getByLabelText('To Date')).toHaveAttribute('aria-invalid', 'true');
    expect(queriesTo('/security-events')).toHaveLength(0);
  });

  it('shows the empty state, with a hint while filtered', async () => {
    signedIn(makeUser('admin'), []);
    renderApp('/profile?tab=systemAccess&type=sign_out');
    expect(await screen.findByText('No security events found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  });

  it('is not there for a distributor or a retailer', async () => {
    for (const role of ['distributor', 'retailer'] as const) {
      signedIn(makeUser(role, role === 'retailer' ? { retailerId: 3 } : { distributorId: 1 }));
      const { unmount } = renderApp('/profile?tab=systemAccess');
      expect(await screen.findByRole('heading', { name: 'System Access' })).toBeVisible();
      expect(screen.queryByText('Security events')).not.toBeInTheDocument();
      expect(queriesTo('/security-events')).toHaveLength(0);
      unmount();
    }
  });

  it('names every event type of the contract', async () => {
    const profile = (await loadCatalogue('en')).profile as Tree;
    const types = (profile.securityEvents as Tree).types as Record<string, string>;
    for (const type of SECURITY_EVENT_TYPES) expect(types[type], type).toBeTruthy();
  });
});
