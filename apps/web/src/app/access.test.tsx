import type { UserType } from '@dd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth-storage';
import { mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';

const signedInAs = (userType: UserType, routes: Parameters<typeof mockFetch>[0] = {}) => {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user: makeUser(userType) } }, ...routes });
};

const denied = () =>
  screen.findByRole('heading', { level: 1, name: "You don't have access to this page" });

describe('route guards', () => {
  it.each([
    '/service-providers',
    '/inventory/1',
    '/assignments',
    '/reports',
    '/order/1',
    '/billing',
    '/billing/invoices/1',
  ])(
    'shows a retailer the access screen at %s, without asking the server for its data',
    async (path) => {
      const calls = signedInAs('retailer');
      renderApp(path);
      expect(await denied()).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      const asked = calls.map((c) => c.path).filter((p) => p !== '/auth/me');
      expect(asked.filter((p) => p.startsWith(path.replace(/\/\d+$/, '')))).toEqual([]);
    },
  );

  it('takes the retailer back to the dashboard', async () => {
    signedInAs('retailer');
    const { router } = renderApp('/reports');
    await denied();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText("You don't have access to this page")).not.toBeInTheDocument();
  });

  it('lets a distributor use the screens its role allows', async () => {
    signedInAs('distributor', { 'GET /service-providers': { body: [] } });
    renderApp('/service-providers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Providers' }),
    ).toBeInTheDocument();
    expect(screen.queryByText("You don't have access to this page")).not.toBeInTheDocument();
  });

  it.each(['forbidden', 'admin_only'])(
    'shows the access screen, not "Try again", when the page\'s data answers 403 %s',
    async (code) => {
      signedInAs('distributor', {
        'GET /distributors': { status: 403, body: { error: 'Forbidden', code } },
      });
      renderApp('/distributors');
      expect(await denied()).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );
});
