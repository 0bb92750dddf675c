import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth-storage';
import { mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';

describe("the user's preferences", () => {
  it('uses the preferred language and dark theme, and sets <html lang>', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': {
        body: {
          user: makeUser('admin', {
            preferences: { theme: 'dark', language: 'hi', timezone: 'Asia/Kolkata' },
          }),
        },
      },
    });
    renderApp('/machines');
    expect(await screen.findByRole('heading', { level: 1, name: 'मशीन प्रबंधन' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    expect(within(nav).getByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('speaks Gujarati and follows the system theme for auto', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': {
        body: {
          user: makeUser('retailer', {
            preferences: { theme: 'auto', language: 'gu', timezone: 'UTC' },
          }),
        },
      },
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'પ્રોફાઇલ' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('gu'));
    // The test environment reports a light system theme.
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('is English and light when signed out', async () => {
    mockFetch({
      'GET /meta': { body: { demoMode: false, version: '1', requireAdminTwoFactor: false } },
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
