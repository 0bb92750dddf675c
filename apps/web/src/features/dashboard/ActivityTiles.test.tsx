import type { DashboardStatsResponse } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { heldMachine, machineList } from '../../test/fixtures/machines';
import { makeUser, renderApp } from '../../test/render';

const STATS: DashboardStatsResponse = {
  machines: { total: 20, pos: 12, soundbox: 8, available: 5, assigned: 12, maintenance: 3 },
  assignments: { total: 4, active: 3, returned: 1 },
  orders: { total: 6, pending: 2, completed: 3 },
  activationFunnel: { allotted: 5, installed: 4, activated: 3, deactivated: 0, idle: 1 },
  activity: { offline: 1234, dormant: 7 },
};

function signedInAs(role: 'admin' | 'distributor' | 'retailer', routes = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /dashboard/stats': { body: STATS },
    ...routes,
  });
}

const tile = (key: 'offline' | 'dormant') => screen.getByTestId(`activity-${key}`);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard: device activity', () => {
  it.each(['admin', 'distributor'] as const)(
    'shows %s the Offline now and Dormant counts, each linking to the filtered Machines list',
    async (role) => {
      signedInAs(role);
      renderApp('/dashboard');
      const section = await screen.findByRole('region', { name: 'Device activity' });
      await waitFor(() => expect(tile('offline')).toHaveTextContent('Offline now1,234'));
      expect(tile('dormant')).toHaveTextContent('Dormant7');
      expect(within(section).getByRole('link', { name: 'View offline devices' })).toHaveAttribute(
        'href',
        '/machines?activity=OFFLINE',
      );
      expect(within(section).getByRole('link', { name: 'View dormant devices' })).toHaveAttribute(
        'href',
        '/machines?activity=DORMANT',
      );
    },
    20_000,
  );

  it('says them in Hindi for a Hindi user', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': {
        body: {
          user: makeUser('admin', {
            preferences: { theme: 'light', language: 'hi', timezone: 'Asia/Kolkata' },
          }),
        },
      },
      'GET /dashboard/stats': { body: STATS },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(tile('offline')).toHaveTextContent('अभी ऑफ़लाइन1,234'));
    expect(tile('dormant')).toHaveTextContent('सुप्त7');
  });

  it('shows a retailer its counts without links, and each of its devices with its activity', async () => {
    signedInAs('retailer', {
      'GET /machines': {
        body: machineList([
          heldMachine({ id: 1, activationState: 'ACTIVATED', activity: 'OFFLINE' }),
          heldMachine({
            id: 2,
            serialNumber: 'TLR-POS-000002',
            activationState: 'ALLOTTED',
            activity: 'NEVER_SEEN',
          }),
        ]),
      },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(tile('offline')).toHaveTextContent('Offline now1,234'));
    expect(within(tile('offline')).queryByRole('link')).not.toBeInTheDocument();
    expect(tile('offline')).toHaveTextContent('Not heard from within the heartbeat window');
    const offline = await screen.findByTestId('my-device-TLR-POS-000001');
    expect(within(offline).getByText('Offline')).toHaveClass('bg-red-100');
    expect(
      within(screen.getByTestId('my-device-TLR-POS-000002')).getByText('Never seen'),
    ).toBeVisible();
  });

  it('shows a dash, never a 0, when the figures failed', async () => {
    signedInAs('admin', { 'GET /dashboard/stats': { status: 500, body: { error: 'Boom' } } });
    renderApp('/dashboard');
    await screen.findByText('The figures could not be loaded.');
    await waitFor(() => expect(tile('offline')).toHaveTextContent('Offline now—'));
  });
});
