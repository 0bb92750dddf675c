import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { EMPTY_INVENTORY, makeProvider } from '../../test/fixtures/orders';
import { providerFigures } from './figures';

function signedIn(
  routes: Parameters<typeof mockFetch>[0],
  role: 'admin' | 'distributor' = 'admin',
) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user: makeUser(role) } }, ...routes });
}

const twoProviders = {
  'GET /service-providers': { body: [makeProvider(1), makeProvider(2)] },
  'GET /service-providers/stock': { body: { scope: 'all', stock: [] } },
};

describe('ServiceProvidersPage', { timeout: 20_000 }, () => {
  it('selects one provider (keyboard too) and continues to its inventory', async () => {
    signedIn({
      'GET /service-providers': {
        body: [makeProvider(1), makeProvider(2, { status: 'INACTIVE' })],
      },
      'GET /service-providers/stock': { body: { scope: 'all', stock: [] } },
      'GET /service-providers/2': { body: makeProvider(2) },
      'GET /service-providers/2/inventory': { body: EMPTY_INVENTORY },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/service-providers');

    const first = await screen.findByRole('radio', { name: /Bharat Payment Services/ });
    const second = screen.getByRole('radio', { name: /Sarvatra Pay Networks/ });
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
    expect(screen.getByText('Bharat Payment Services Pvt Ltd')).toBeVisible();
    expect(screen.getByText('p1@example.in')).toBeVisible();

    const proceed = screen.getByRole('button', { name: /Continue to Inventory/ });
    expect(proceed).toBeDisabled();
    await user.click(first);
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    await user.click(proceed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/2'));
  });

  it('shows the fixed figures: 390 POS for the first provider, 251 otherwise, 500 soundboxes', () => {
    const list = [{ name: 'Bharat Payment Services' }, { name: 'Sarvatra Pay Networks' }];
    expect(providerFigures(list[0]!, list)).toEqual({ pos: 390, soundbox: 500 });
    expect(providerFigures(list[1]!, list)).toEqual({ pos: 251, soundbox: 500 });
    expect(providerFigures({ name: 'Bharat Payment Services North' }, list).pos).toBe(390);
  });

  it("offers an admin each provider's receipts and Receive stock; a distributor neither", async () => {
    signedIn(twoProviders);
    const { unmount } = renderApp('/service-providers');
    const receive = await screen.findAllByRole('link', { name: 'Receive stock' });
    expect(receive).toHaveLength(2);
    expect(receive[1]).toHaveAttribute('href', '/inventory/2/receipts');
    expect(screen.getAllByRole('link', { name: 'Stock receipts' })[0]).toHaveAttribute(
      'href',
      '/inventory/1/receipts',
    );
    unmount();

    signedIn(twoProviders, 'distributor');
    renderApp('/service-providers');
    await screen.findByRole('radio', { name: /Sarvatra Pay Networks/ });
    expect(screen.queryByRole('link', { name: 'Receive stock' })).toBeNull();
  });

  it('only logs a failure and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn({ 'GET /service-providers': { status: 500, body: { error: 'boom' } } });
    renderApp('/service-providers');
    expect(await screen.findByText('No service providers found')).toBeVisible();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
