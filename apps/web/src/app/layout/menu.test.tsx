import type { UserType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

async function menuLinks(userType: UserType) {
  setToken('tok');
  mockFetch({ 'GET /auth/me': { body: { user: makeUser(userType) } } });
  renderApp('/dashboard');
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('sidebar menu per role', () => {
  it('admin sees all ten items in the spec order', async () => {
    expect(await menuLinks('admin')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Service Providers', '/service-providers'],
      ['Orders', '/orders'],
      ['Machines', '/machines'],
      ['Assignments', '/assignments'],
      ['Distributors', '/distributors'],
      ['Retailers', '/retailers'],
      ['Reports', '/reports'],
      ['Billing', '/billing'],
      ['Profile', '/profile'],
    ]);
  });

  it('distributor sees everything except Distributors', async () => {
    const links = await menuLinks('distributor');
    expect(links.map(([label]) => label)).toEqual([
      'Dashboard',
      'Service Providers',
      'Orders',
      'Machines',
      'Assignments',
      'Retailers',
      'Reports',
      'Billing',
      'Profile',
    ]);
  });

  it('retailer sees only Dashboard and Profile', async () => {
    const links = await menuLinks('retailer');
    expect(links.map(([label]) => label)).toEqual(['Dashboard', 'Profile']);
  });

  it('highlights the current screen', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } } });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Dashboard');
    await user.click(within(nav).getByRole('link', { name: 'Machines' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Machines'),
    );
  });
});

describe('phone drawer', () => {
  it('opens from the menu button, closes on Escape and gives focus back', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getAllByRole('link')).toHaveLength(10);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes after choosing a screen', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } } });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
