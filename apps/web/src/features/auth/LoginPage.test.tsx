import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const meta = (demoMode: boolean) => ({ body: { demoMode, version: '1.0.0' } });

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
