import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MachineListResponse } from '@dd/contract';
import { api } from '../lib/api';
import { getToken, setToken } from '../lib/auth-storage';
import { mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';

const signedIn = (user = makeUser('admin')) => {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user } }, 'POST /auth/logout': { body: {} } });
};

describe('routing and session', () => {
  it('sends a logged-out visit to /machines to /login', async () => {
    mockFetch({
      'GET /meta': { body: { demoMode: false, version: '1', requireAdminTwoFactor: false } },
    });
    const { router } = renderApp('/machines');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('removes the token when /auth/me answers 401 and shows the login page', async () => {
    setToken('expired');
    const calls = mockFetch({
      'GET /auth/me': { status: 401, body: { error: 'Session expired' } },
      'GET /meta': { body: { demoMode: false, version: '1', requireAdminTwoFactor: false } },
    });
    const { router } = renderApp('/orders');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.find((c) => c.path === '/auth/me')?.headers.authorization).toBe('Bearer expired');
  });

  it('shows a loading screen while the session loads', async () => {
    setToken('tok');
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch({ 'GET /auth/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer({ body: { user: makeUser('admin') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('redirects / and unknown paths to /dashboard when signed in', async () => {
    signedIn();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in user away from /login', async () => {
    signedIn();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/service-providers', 'Service Providers', 'Service Providers'],
    ['/inventory/3', 'Inventory', 'Service Providers'],
    ['/order/3', 'Order Booking', 'Service Providers'],
    ['/orders', 'Orders Management', 'Orders'],
    ['/orders/42', 'Order Details', 'Orders'],
    ['/machines', 'Machines Management', 'Machines'],
    ['/assignments', 'Machine Assignments', 'Assignments'],
    ['/distributors', 'Distributors Management', 'Distributors'],
    ['/retailers', 'Retailers Management', 'Retailers'],
    ['/reports', 'Reports', 'Reports'],
    ['/profile', 'Profile', 'Profile'],
  ])('%s shows %s with %s highlighted', async (path, title, menu) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(menu);
    expect(screen.getByRole('banner')).toHaveTextContent(title);
  });

  it("shows the user's name and type in the header and logs out", async () => {
    const calls = signedIn(makeUser('distributor', { name: 'Ravi Kumar' }));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    const header = await screen.findByRole('banner');
    await within(header).findByText('Ravi Kumar');
    expect(within(header).getAllByText('Distributor').length).toBeGreaterThan(0);

    await user.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });

  it('sends the user to /login when a later call answers 401', async () => {
    signedIn();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    mockFetch({ 'GET /machines': { status: 401, body: { error: 'Session expired' } } });
    await expect(api.get('/machines', { schema: MachineListResponse })).rejects.toMatchObject({
      status: 401,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });
});
