import type { DashboardStatsResponse } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const STATS: DashboardStatsResponse = {
  machines: { total: 20, pos: 12, soundbox: 8, available: 5, assigned: 12, maintenance: 3 },
  assignments: { total: 4, active: 3, returned: 1 },
  orders: { total: 6, pending: 2, completed: 3 },
  activationFunnel: { allotted: 1250, installed: 40, activated: 300, deactivated: 2, idle: 17 },
};

function signedInAs(role: 'admin' | 'distributor' | 'retailer') {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /dashboard/stats': { body: STATS },
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard activation funnel', { timeout: 20_000 }, () => {
  it('shows allotted / installed / activated, deactivated and idle after the spec panels', async () => {
    signedInAs('admin');
    renderApp('/dashboard');
    const panel = await screen.findByTestId('activation-funnel');
    await waitFor(() => expect(screen.getByTestId('funnel-allotted')).toHaveTextContent('1,250'));
    expect(within(panel).getByRole('heading', { name: 'Activation funnel' })).toBeInTheDocument();
    expect(screen.getByTestId('funnel-allotted')).toHaveTextContent('Allotted');
    expect(screen.getByTestId('funnel-installed')).toHaveTextContent('Installed40');
    expect(screen.getByTestId('funnel-activated')).toHaveTextContent('Activated300');
    expect(screen.getByTestId('funnel-deactivated')).toHaveTextContent('Deactivated2');
    expect(screen.getByTestId('funnel-idle')).toHaveTextContent('Idle17');
    expect(within(panel).getByRole('link', { name: 'View idle devices' })).toHaveAttribute(
      'href',
      '/machines?idle=true',
    );
    // The spec's panels stay, before the funnel.
    const recent = screen.getByRole('heading', { name: 'Recent Orders' });
    expect(recent.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives a retailer its figures, with no link to Machines (not in its menu)', async () => {
    signedInAs('retailer');
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('funnel-idle')).toHaveTextContent('17'));
    expect(screen.queryByRole('link', { name: 'View idle devices' })).toBeNull();
  });
});
