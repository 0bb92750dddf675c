import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth-storage';
import { mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';
import { startSessionCheck } from './session';

describe('the session check started with the app', () => {
  it('asks GET /auth/me before anything renders, and the session uses that one answer', async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin', { name: 'Early Bird' }) } },
      'GET /dashboard/stats': { body: {} },
    });
    startSessionCheck();
    expect(calls.filter((c) => c.path === '/auth/me')).toHaveLength(1);

    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getAllByText('Early Bird').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === '/auth/me')).toHaveLength(1);
  });

  it('checks nothing without a stored token', () => {
    const calls = mockFetch({});
    startSessionCheck();
    expect(calls).toHaveLength(0);
  });
});
