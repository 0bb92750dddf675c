import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const meta = (demoMode: boolean) => ({
  body: { demoMode, version: '1.0.0', requireAdminTwoFactor: false },
});

describe('LoginPage', () => {
  it("renders the spec's fields with Admin as the default user type", async () => {
    mockFetch({ 'GET /meta': meta(false) });
    renderApp('/login');

    const userType = await screen.findByLabelText('User Type');
    expect(userType).toHaveValue('admin');
    expect(
      Array.from((userType as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['Admin', 'Distributor', 'Retailer']);

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByText(/Demo:/)).not.toBeInTheDocument();
  });

  it('shows and hides the password with the toggle button', async () => {
    mockFetch({ 'GET /meta': meta(false) });
    const user = userEvent.setup();
    renderApp('/login');

    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the demo hint only when the server runs in demo mode', async () => {
    mockFetch({ 'GET /meta': meta(true) });
    renderApp('/login');
    expect(await screen.findByText('Demo: admin@demo.test / Demo@1234')).toBeInTheDocument();
  });

  it('sends {email, password, userType}; on 401 shows the server text, keeps the email and clears the password', async () => {
    let release: () => void = () => {};
    const calls = mockFetch({
      'GET /meta': meta(false),
      'POST /auth/login': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 401,
              body: { error: 'Invalid email or password', code: 'invalid_credentials' },
            });
        }),
    });
    const user = userEvent.setup();
    renderApp('/login');

    await user.selectOptions(await screen.findByLabelText('User Type'), 'distributor');
    await user.type(screen.getByLabelText('Email'), 'dist@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Busy: spinner text, button disabled.
    const busyButton = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busyButton).toBeDisabled();
    release();

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    const login = calls.find((call) => call.path === '/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({
      email: 'dist@example.com',
      password: 'wrong-password',
      userType: 'distributor',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('dist@example.com');
    expect(screen.getByLabelText('User Type')).toHaveValue('distributor');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(getToken()).toBeNull();
  });

  it("falls back to 'Login failed' when the server sends no error text", async () => {
    mockFetch({ 'GET /meta': meta(false), 'POST /auth/login': { status: 400 } });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('says so clearly when the server cannot be reached', async () => {
    mockFetch({ 'GET /meta': 'network-error', 'POST /auth/login': 'network-error' });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
  });

  it('stores the token, toasts success and goes to /dashboard', async () => {
    mockFetch({
      'GET /meta': meta(false),
      'POST /auth/login': { body: { token: 'tok-123', user: makeUser('admin') } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(getToken()).toBe('tok-123');
  });
});

describe('LoginPage: the language choice', () => {
  it("names each language in itself, shows the page in the one chosen and makes it the account's at sign-in", async () => {
    const calls = mockFetch({
      'GET /meta': meta(false),
      'POST /auth/login': { body: { token: 'tok-gu', user: makeUser('admin') } },
      'PUT /auth/profile': {
        body: {
          user: {
            ...makeUser('admin'),
            preferences: { ...makeUser('admin').preferences, language: 'gu' },
          },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    const language = await screen.findByLabelText('Language');
    expect(
      Array.from((language as HTMLSelectElement).options).map((o) => [o.text, o.lang]),
    ).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
      ['ગુજરાતી', 'gu'],
    ]);
    await user.selectOptions(language, 'gu');
    expect(await screen.findByRole('heading', { name: 'તમારા ખાતામાં સાઇન ઇન કરો' })).toBeVisible();
    expect(document.documentElement.lang).toBe('gu');

    await user.type(screen.getByLabelText('ઇમેઇલ'), 'admin@example.com');
    await user.type(screen.getByLabelText('પાસવર્ડ'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'સાઇન ઇન કરો' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/auth/profile')?.body).toEqual({
      preferences: { language: 'gu' },
    });
    expect(document.documentElement.lang).toBe('gu');
  });
});

describe('LoginPage: the code step of two-factor sign-in', () => {
  const challengeAnswer = { body: { twoFactorRequired: true, challenge: 'ch-1' } };

  async function passwordStep(routes: Parameters<typeof mockFetch>[0]) {
    const calls = mockFetch({
      'GET /meta': meta(false),
      'POST /auth/login': challengeAnswer,
      ...routes,
    });
    const user = userEvent.setup();
    const rendered = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' });
    return { calls, user, ...rendered };
  }

  it('asks for the code after a right password, then signs in with it', async () => {
    const { calls, user, router } = await passwordStep({
      'POST /auth/login/two-factor': { body: { token: 'tok-2fa', user: makeUser('admin') } },
    });
    expect(
      screen.getByText(
        'Open your authenticator app and enter the 6-digit code for admin@example.com.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/auth/login/two-factor')?.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
    });
    expect(getToken()).toBe('tok-2fa');
  });

  it('a wrong code says so and clears the field; a recovery code can be used instead', async () => {
    let answers = 0;
    const { calls, user } = await passwordStep({
      'POST /auth/login/two-factor': () =>
        ++answers === 1
          ? {
              status: 400,
              body: { error: 'The code is not valid', code: 'two_factor_invalid' },
            }
          : { body: { token: 'tok-rc', user: makeUser('admin') } },
    });
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'The code is not valid. Check your authenticator app or recovery code and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/auth/login/two-factor')[1]?.body).toEqual({
      challenge: 'ch-1',
      recoveryCode: 'ABCD-EFGH-JKMN-PQRS',
    });
    expect(getToken()).toBe('tok-rc');
  });

  it('a code already used (the one that turned 2FA on) is explained, not called wrong', async () => {
    const { user } = await passwordStep({
      'POST /auth/login/two-factor': {
        status: 400,
        body: { error: 'x', code: 'two_factor_code_used' },
      },
    });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'This code was already used. Wait for the next code in your authenticator app and enter that one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The code is not valid/)).not.toBeInTheDocument();
  });

  it('an expired challenge goes back to the password screen; Back does too', async () => {
    const { user } = await passwordStep({
      'POST /auth/login/two-factor': {
        status: 401,
        body: { error: 'expired', code: 'two_factor_sign_in_expired' },
      },
    });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This sign-in has expired. Please enter your password again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    expect(getToken()).toBeNull();
  });
});
