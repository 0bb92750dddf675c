import type { ApiToken } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { sectionNamed } from './profile-queries.test-helpers';

const SYNC: ApiToken = {
  id: 7,
  name: 'Nightly sync',
  scope: 'read',
  prefix: 'ddt_Ab12Cd34',
  createdAt: '2026-11-01T04:30:00.000Z',
  expiresAt: '2026-12-01T04:30:00.000Z',
  expired: false,
  lastUsedAt: null,
};
const SECRET = `ddt_${'x'.repeat(43)}`;

const section = () => sectionNamed('API tokens');

describe('Profile > Security: API tokens', () => {
  it('lists the tokens, creates one shown once, and revokes one after confirming', async () => {
    let tokens = [SYNC];
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('distributor') } },
      'GET /auth/sessions': { body: { sessions: [] } },
      'GET /auth/two-factor': {
        body: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
      },
      'GET /tokens': () => ({ body: { tokens } }),
      'POST /tokens': () => {
        const token: ApiToken = { ...SYNC, id: 8, name: 'Stock export', scope: 'read_write' };
        tokens = [token, ...tokens];
        return { status: 201, body: { token, secret: SECRET } };
      },
      'DELETE /tokens/7': () => {
        tokens = tokens.filter((x) => x.id !== 7);
        return { body: { message: 'API token revoked' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const box = await section();
    const list = await box.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Nightly sync')).toBeVisible();
    expect(within(list).getByText('Read only')).toBeVisible();
    expect(within(list).getByText('ddt_Ab12Cd34…')).toBeVisible();
    expect(within(list).getByText(/Last used: Never/)).toBeVisible();

    await user.click(box.getByRole('button', { name: 'New token' }));
    const form = await screen.findByRole('dialog', { name: 'New API token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByText('Name is required')).toBeVisible();
    await user.type(within(form).getByLabelText('Name'), 'Stock export');
    await user.click(within(form).getByRole('radio', { name: /Read and write/ }));
    await user.selectOptions(within(form).getByLabelText('Expires in'), '90');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByDisplayValue(SECRET)).toBeVisible();
    expect(within(shown).getByText(/will not be shown again/)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/tokens')?.body).toEqual({
      name: 'Stock export',
      scope: 'read_write',
      expiresInDays: 90,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await within(list).findByText('Stock export')).toBeVisible();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();

    await user.click(box.getByRole('button', { name: 'Revoke Nightly sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('API token revoked')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/tokens/7')).toBe(true);
    await expect.poll(() => within(list).queryByText('Nightly sync')).toBeNull();
  });

  it('says when there are none', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('retailer') } },
      'GET /auth/sessions': { body: { sessions: [] } },
      'GET /tokens': { body: { tokens: [] } },
    });
    renderApp('/profile?tab=security');
    const box = await section();
    expect(await box.findByText('No API tokens yet.')).toBeVisible();
  });
});
