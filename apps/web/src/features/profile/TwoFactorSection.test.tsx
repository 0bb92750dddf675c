import type { TwoFactorStatus, User } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { sectionNamed } from './profile-queries.test-helpers';

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2025-03-05T09:15:00.000Z',
  recoveryCodesLeft: 7,
  required: false,
};
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '0')}`);

function signedIn(user: User, status: TwoFactorStatus, routes = {}): MockCall[] {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /auth/sessions': { body: { sessions: [] } },
    'GET /auth/two-factor': { body: status },
    ...routes,
  });
}

const section = () => sectionNamed('Two-Factor Sign-In');

describe('Profile > Security: two-factor sign-in', () => {
  it('sets it up: password, QR code and key, a confirming code, then the recovery codes once', async () => {
    let status = OFF;
    const calls = signedIn(makeUser('distributor'), OFF, {
      'GET /auth/two-factor': () => ({ body: status }),
      'POST /auth/two-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /auth/two-factor/enable': () => {
        status = ON;
        return { body: { recoveryCodes: CODES } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const box = await section();
    expect(await box.findByText('Off')).toBeVisible();

    await user.click(box.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    await user.type(box.getByLabelText('Current Password'), 'Demo@1234');
    await user.click(box.getByRole('button', { name: 'Continue' }));

    const qr = await box.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(box.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await user.type(box.getByLabelText('Code from the app'), '654321');
    // It offers to end the other ways in: other sessions ticked, API tokens not.
    expect(box.getByRole('checkbox', { name: 'Sign out my other sessions' })).toBeChecked();
    const tokens = box.getByRole('checkbox', { name: /Revoke my API tokens/ });
    expect(tokens).not.toBeChecked();
    await user.click(tokens);
    await user.click(box.getByRole('button', { name: 'Turn On' }));

    const list = await box.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(box.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(box.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    expect(calls.find((c) => c.path === '/auth/two-factor/setup')?.body).toEqual({
      password: 'Demo@1234',
    });
    expect(calls.find((c) => c.path === '/auth/two-factor/enable')?.body).toEqual({
      code: '654321',
      endOtherSessions: true,
      revokeApiTokens: true,
    });
    expect(await box.findByText('On')).toBeVisible();

    await user.click(box.getByRole('button', { name: 'I have saved them' }));
    expect(box.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turning it off needs the password and a code; a wrong code keeps the form', async () => {
    let answers = 0;
    const calls = signedIn(makeUser('retailer'), ON, {
      'POST /auth/two-factor/disable': () =>
        ++answers === 1
          ? { status: 400, body: { error: 'x', code: 'two_factor_invalid' } }
          : { body: { message: 'Two-factor sign-in turned off' } },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const box = await section();
    expect(await box.findByText('Recovery codes left: 7')).toBeVisible();

    await user.click(box.getByRole('button', { name: 'Turn Off' }));
    await user.type(box.getByLabelText('Current Password'), 'Demo@1234');
    await user.type(box.getByLabelText('Code from the app'), '111111');
    await user.click(box.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));
    expect(
      await screen.findByText(
        'The code is not valid. Check your authenticator app or recovery code and try again.',
      ),
    ).toBeInTheDocument();
    expect(box.getByLabelText('Code from the app')).toHaveValue('');

    await user.click(box.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(box.getByLabelText('Recovery code'), 'AAAA-BBBB-CCCC-0001');
    await user.click(box.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/two-factor/disable').map((c) => c.body)).toEqual([
      { password: 'Demo@1234', code: '111111' },
      { password: 'Demo@1234', recoveryCode: 'AAAA-BBBB-CCCC-0001' },
    ]);
  });

  it('makes new recovery codes with the password and a code, and shows them', async () => {
    signedIn(makeUser('admin', { twoFactorEnabled: true }), ON, {
      'POST /auth/two-factor/recovery-codes': { body: { recoveryCodes: CODES } },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const box = await section();
    await user.click(await box.findByRole('button', { name: 'New Recovery Codes' }));
    await user.type(box.getByLabelText('Current Password'), 'Demo@1234');
    await user.type(box.getByLabelText('Code from the app'), '222222');
    await user.click(box.getByRole('button', { name: 'Make New Codes' }));
    expect(await box.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
  });
});

describe('REQUIRE_ADMIN_2FA in the web app', () => {
  const required = { ...OFF, required: true };

  it('sends an admin without 2FA from any screen to Profile > Security, which says why', async () => {
    signedIn(makeUser('admin'), required, {
      'GET /meta': { body: { demoMode: false, version: '1', requireAdminTwoFactor: true } },
    });
    const { router } = renderApp('/machines');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=security');
    expect(
      await screen.findByText(
        'Two-factor sign-in is required for admin accounts. Set it up here to use the rest of the console.',
      ),
    ).toBeVisible();
  });

  it('an admin with 2FA under the rule cannot turn it off', async () => {
    signedIn(
      makeUser('admin', { twoFactorEnabled: true }),
      { ...ON, required: true },
      {
        'GET /meta': { body: { demoMode: false, version: '1', requireAdminTwoFactor: true } },
      },
    );
    renderApp('/profile?tab=security');
    const box = await section();
    expect(
      await box.findByText('Required for admin accounts: it cannot be turned off.'),
    ).toBeVisible();
    expect(box.queryByRole('button', { name: 'Turn Off' })).not.toBeInTheDocument();
  });

  it('a 403 two_factor_setup_required from any call leads there too', async () => {
    signedIn(makeUser('distributor'), OFF, {
      'GET /dashboard/stats': {
        status: 403,
        body: { error: 'x', code: 'two_factor_setup_required' },
      },
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(
      await screen.findByText(
        'Admins must use two-factor sign-in. Set it up in Profile > Security to continue.',
      ),
    ).toBeInTheDocument();
  });
});
