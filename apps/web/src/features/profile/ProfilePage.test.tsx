import { NOTIFICATION_EVENT_TYPES, type User } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { captureDownloads } from '../../test/downloads';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { moduleAccess, permissionsOf } from './access';
import { checkNewPassword } from './password-rules';

const SESSIONS = {
  sessions: [
    {
      id: 'a',
      createdAt: '2025-03-01T00:00:00.000Z',
      lastSeenAt: '2025-03-05T10:00:00.000Z',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ip: '10.0.0.1',
      current: true,
    },
    {
      id: 'b',
      createdAt: '2025-03-01T00:00:00.000Z',
      lastSeenAt: '2025-03-02T10:00:00.000Z',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ip: '10.0.0.2',
      current: false,
    },
  ],
};

function signedIn(user: User, routes = {}): MockCall[] {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /auth/sessions': { body: SESSIONS },
    ...routes,
  });
}

const admin = () =>
  makeUser('admin', {
    id: 7,
    name: 'Demo Admin',
    phone: '+91 98765 43210',
    lastLoginAt: '2025-03-05T09:15:00.000Z',
  });

describe('password rules', () => {
  it('checks the match first, then the length', () => {
    expect(checkNewPassword('short', 'other')).toBe('mismatch');
    expect(checkNewPassword('long-enough-1', 'long-enough-2')).toBe('mismatch');
    expect(checkNewPassword('short', 'short')).toBe('tooShort');
    expect(checkNewPassword('1234567', '1234567')).toBe('tooShort');
    expect(checkNewPassword('12345678', '12345678')).toBeNull();
  });
});

describe('system access from the permission matrix', () => {
  it('gives an admin exactly the four spec permissions and full access to every module', () => {
    expect(permissionsOf('admin')).toEqual([
      'fullAccess',
      'userManagement',
      'systemConfiguration',
      'reportsAccess',
    ]);
    expect(moduleAccess('admin').every((m) => m.level === 'full')).toBe(true);
  });

  it('lists what a distributor and a retailer may do', () => {
    expect(permissionsOf('distributor')).toEqual([
      'reportsAccess',
      'orderBooking',
      'assignmentManagement',
      'retailerManagement',
      'orderTracking',
      'dashboardAccess',
    ]);
    expect(permissionsOf('retailer')).toEqual(['orderTracking', 'dashboardAccess']);
    expect(Object.fromEntries(moduleAccess('retailer').map((m) => [m.module, m.level]))).toEqual({
      dashboard: 'full',
      users: 'none',
      machines: 'limited',
      orders: 'limited',
      reports: 'none',
      settings: 'none',
    });
  });
});

describe('ProfilePage', () => {
  /** Opens the profile and its Edit Profile form. */
  async function openEditForm() {
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    return user;
  }

  async function replaceEmail(user: UserEvent, email: string) {
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), email);
  }

  it("shows the user's own card: role, status, employee id and last login in their time zone", async () => {
    signedIn(admin());
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Admin' })).toBeVisible();
    expect(screen.getByText('Administrator', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Active')).toHaveClass('bg-green-100');
    expect(screen.getByText('EMP-0007')).toBeVisible();
    expect(screen.getByText('Operations')).toBeVisible();
    expect(screen.getByText('Head Office')).toBeVisible();
    // 09:15 UTC is 14:45 in India.
    expect(screen.getByTestId('last-login')).toHaveTextContent(
      'Mar 5, 2025, 2:45 PM (Asia/Kolkata)',
    );
  });

  it('formats the last login in the preferred time zone', async () => {
    signedIn(
      makeUser('retailer', {
        lastLoginAt: '2025-03-05T09:15:00.000Z',
        preferences: { theme: 'light', language: 'en', timezone: 'America/New_York' },
      }),
    );
    renderApp('/profile');
    expect(await screen.findByTestId('last-login')).toHaveTextContent(
      'Mar 5, 2025, 4:15 AM (America/New_York)',
    );
  });

  it('the camera button says photo upload is not available yet', async () => {
    signedIn(admin());
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change photo' }));
    expect(await screen.findByText('Photo upload is not available yet.')).toBeInTheDocument();
  });

  it('Edit Profile saves name, email and phone, updates the header; Cancel restores', async () => {
    const calls = signedIn(admin(), {
      'PUT /auth/profile': (call: MockCall) => ({
        body: {
          user: { ...admin(), ...(call.body as object) },
          message: 'Profile updated successfully',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Demo Admin');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Demo Admin');
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Asha Rao',
      email: 'admin@demo.test',
      phone: null,
    });
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Asha Rao');
    const header = screen.getByRole('region', { name: 'Account' });
    expect(within(header).getAllByText('Asha Rao')[0]).toBeInTheDocument();
  });

  it('checks fields before saving and shows the server error text', async () => {
    signedIn(admin(), {
      'PUT /auth/profile': {
        status: 409,
        body: { error: 'An account with this email already exists', code: 'email_taken' },
      },
    });
    const user = await openEditForm();
    await replaceEmail(user, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');

    await replaceEmail(user, 'taken@demo.test');
    await user.type(screen.getByLabelText('Current Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    // Still editing, nothing lost.
    expect(screen.getByLabelText('Email Address')).toHaveValue('taken@demo.test');
  });

  it('asks for the current password only when the email changes, and shows it refused', async () => {
    const calls = signedIn(admin(), {
      'PUT /auth/profile': {
        status: 400,
        body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
      },
    });
    const user = await openEditForm();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await replaceEmail(user, 'new.me@demo.test');
    const password = screen.getByLabelText('Current Password');
    expect(password).toHaveAccessibleDescription('Needed to change the email you sign in with.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter your current password to change your email.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Current password is incorrect/);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      email: 'new.me@demo.test',
      currentPassword: 'wrong-one',
    });

    // Back to the old email: no password asked for, none sent.
    await replaceEmail(user, 'ADMIN@demo.test');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("says 'Profile update failed' when the server gives no reason", async () => {
    signedIn(admin(), { 'PUT /auth/profile': { status: 400 } });
    const user = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
  });
});

describe('ProfilePage security', () => {
  async function openPasswordForm() {
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    expect(await screen.findByText('Password last changed 30 days ago')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    return user;
  }

  /** Types the current, new and confirmed password and sends them. */
  async function submitPasswords(user: UserEvent, current: string, next: string, confirm = next) {
    await user.type(screen.getByLabelText('Current Password'), current);
    await user.type(screen.getByLabelText('New Password'), next);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('checks a mismatch before the length, and sends nothing until both pass', async () => {
    const calls = signedIn(admin());
    const user = await openPasswordForm();
    await submitPasswords(user, 'Demo@1234', 'short', 'shorter');
    expect(await screen.findByText('New passwords do not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/auth/change-password')).toBe(false);
  });

  it("shows the server's error, then its success message and closes the form", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
    };
    const calls = signedIn(admin(), { 'POST /auth/change-password': () => answer });
    const user = await openPasswordForm();
    await submitPasswords(user, 'wrong-one', 'Another-Pass-1');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/auth/change-password')?.body).toEqual({
      currentPassword: 'wrong-one',
      newPassword: 'Another-Pass-1',
    });

    answer = { status: 200, body: { message: 'Password changed successfully' } };
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("shows the server's password_too_weak under New Password, after the client's checks", async () => {
    signedIn(admin(), {
      'POST /auth/change-password': {
        status: 400,
        body: {
          error: 'This password is too easy to guess',
          code: 'password_too_weak',
          params: { warning: 'simpleRepeat', suggestions: ['anotherWord'] },
          details: [{ path: 'newPassword', code: 'password_too_weak', message: 'x' }],
        },
      },
    });
    const user = await openPasswordForm();
    await submitPasswords(user, 'Demo@1234', 'aaaaaaaa');
    const field = screen.getByLabelText('New Password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/too easy to guess/);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Current Password')).not.toHaveAttribute('aria-invalid');
  });

  it("falls back to 'Password change failed' when the server gives no reason", async () => {
    signedIn(admin(), { 'POST /auth/change-password': { status: 400 } });
    const user = await openPasswordForm();
    await submitPasswords(user, 'x', 'Another-Pass-1');
    expect(await screen.findByText('Password change failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the sessions and signs out the others after confirmation', async () => {
    const calls = signedIn(admin(), {
      'POST /auth/sessions/revoke-others': {
        body: { message: 'Signed out of all other sessions' },
      },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const list = await screen.findByRole('list', { name: 'Active Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('IP address 10.0.0.1');
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).not.toHaveTextContent('This device');

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out of all other sessions')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/sessions/revoke-others')).toHaveLength(1);
  });

  it('downloads the own data, and asks before sending a deletion request, then says it waits', async () => {
    const pending = {
      id: 3,
      status: 'PENDING',
      requestedAt: '2025-03-05T09:15:00.000Z',
      user: { id: 7, name: 'Demo Admin', email: 'admin@demo.test', userType: 'admin' },
      decidedAt: null,
      decidedBy: null,
    };
    let mine: unknown = null;
    const calls = signedIn(admin(), {
      'GET /auth/data-export': { body: { profile: { id: 7 } } },
      'GET /auth/deletion-request': () => ({ body: { request: mine } }),
      'POST /auth/deletion-request': () => {
        mine = pending;
        return {
          status: 201,
          body: { request: pending, message: 'Account deletion request submitted.' },
        };
      },
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/profile?tab=security');
    const exportButton = await screen.findByRole('button', { name: 'Export Data' });
    // No text promises an email that is not sent.
    expect(screen.getByText(/Download a copy of your account data/)).toBeVisible();
    expect(screen.queryByText(/by email|an email/i)).not.toBeInTheDocument();
    await user.click(exportButton);
    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual([expect.stringMatching(/^my-data-.*\.json$/)]);

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Account' }),
    );
    expect(await screen.findByText('Account deletion request submitted.')).toBeInTheDocument();
    const posted = calls.filter((c) => c.path === '/auth/deletion-request' && c.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.headers['idempotency-key']).toBeTruthy();
    expect(
      await screen.findByText(/You asked for your account to be deleted on Mar 5, 2025/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});

describe('ProfilePage preferences, notifications and access', () => {
  it('previews the theme at once, keeps it on Save, and puts the saved one back on leaving', async () => {
    const calls = signedIn(admin());
    const user = userEvent.setup();
    const { router } = renderApp('/profile?tab=preferences');
    expect(
      await screen.findByText(
        'Theme and language change at once so you can try them; Save Preferences keeps them. Dates show in your time zone.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Theme'), 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByLabelText('Theme')).toHaveValue('light');

    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.lang).toBe('en');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the theme and applies it at once', async () => {
    const calls = signedIn(admin(), {
      'PUT /auth/profile': (call: MockCall) => {
        const body = call.body as { preferences: User['preferences'] };
        return {
          body: {
            user: { ...admin(), preferences: body.preferences },
            message: 'Profile updated successfully',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=preferences');
    const theme = await screen.findByLabelText('Theme');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
    await user.selectOptions(theme, 'dark');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferences: { theme: 'dark', language: 'en', timezone: 'Asia/Kolkata' },
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('switches the whole app to Gujarati on save', async () => {
    signedIn(admin(), {
      'PUT /auth/profile': (call: MockCall) => ({
        body: {
          user: {
            ...admin(),
            preferences: (call.body as { preferences: User['preferences'] }).preferences,
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=preferences');
    await user.selectOptions(await screen.findByLabelText('Language'), 'gu');
    // The preview: the app is in Gujarati before saving.
    expect(await screen.findByRole('heading', { level: 1, name: 'પ્રોફાઇલ' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'પસંદગીઓ સાચવો' }));
    expect(await screen.findByText('પ્રોફાઇલ સફળતાપૂર્વક અપડેટ થઈ')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('gu');
  });

  it('saves a notification switch on the server; email switches are off without SMTP', async () => {
    const prefs = (emailAvailable: boolean, deliveredInApp = true) => ({
      emailAvailable,
      emailDelivery: 'perEvent',
      preferences: NOTIFICATION_EVENT_TYPES.map((type) => ({
        type,
        inApp: type === 'order.delivered' ? deliveredInApp : true,
        // Chosen earlier, while the server had email: still stored, yet nothing is sent.
        email: type === 'order.created',
      })),
    });
    const calls = signedIn(makeUser('distributor', { id: 7 }), {
      'GET /notifications/preferences': { body: prefs(false) },
      'PUT /notifications/preferences': { body: prefs(false, false) },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=notifications');
    expect(
      await screen.findByText(
        'Email is not set up on this server, so email notifications are off.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeVisible();
    // A distributor is never told of stock receipts (admins only).
    expect(screen.queryByText('Stock receipt with a discrepancy')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email: Order delivered' })).toBeDisabled();
    const chosenEmail = screen.getByRole('switch', { name: 'Email: Order booked' });
    expect(chosenEmail).toBeDisabled();
    expect(chosenEmail).toHaveAttribute('aria-checked', 'false');
    const inApp = screen.getByRole('switch', { name: 'In-app: Order delivered' });
    expect(inApp).toHaveAttribute('aria-checked', 'true');
    await user.click(inApp);
    await waitFor(() => expect(inApp).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferences: [{ type: 'order.delivered', inApp: false, email: false }],
    });
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('shows a chosen email switch as on and usable when the server has email', async () => {
    signedIn(makeUser('distributor', { id: 7 }), {
      'GET /notifications/preferences': {
        body: {
          emailAvailable: true,
          emailDelivery: 'perEvent',
          preferences: NOTIFICATION_EVENT_TYPES.map((type) => ({
            type,
            inApp: true,
            email: type === 'order.created',
          })),
        },
      },
    });
    renderApp('/profile?tab=notifications');
    const chosenEmail = await screen.findByRole('switch', { name: 'Email: Order booked' });
    expect(chosenEmail).toBeEnabled();
    expect(chosenEmail).toHaveAttribute('aria-checked', 'true');
  });

  it('lets an admin choose the daily digest or one email per event; others have no such choice', async () => {
    const prefs = (emailDelivery: 'perEvent' | 'dailyDigest') => ({
      emailAvailable: true,
      emailDelivery,
      preferences: NOTIFICATION_EVENT_TYPES.map((type) => ({ type, inApp: true, email: true })),
    });
    const calls = signedIn(admin(), {
      'GET /notifications/preferences': { body: prefs('dailyDigest') },
      'PUT /notifications/preferences': { body: prefs('perEvent') },
    });
    const user = userEvent.setup();
    renderApp('/profile?tab=notifications');
    const delivery = await screen.findByRole('group', { name: 'Email delivery' });
    const digest = within(delivery).getByRole('radio', { name: 'Daily digest' });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(
      "One email at 09:00 India time listing the day's events by kind, with counts and links. Security alerts still arrive at once.",
    );
    const perEvent = within(delivery).getByRole('radio', { name: 'One email per event' });
    await user.click(perEvent);
    await waitFor(() => expect(perEvent).toBeChecked());
    expect(digest).not.toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ emailDelivery: 'perEvent' });
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('offers a distributor no digest', async () => {
    signedIn(makeUser('distributor', { id: 7 }), {
      'GET /notifications/preferences': {
        body: {
          emailAvailable: true,
          emailDelivery: 'perEvent',
          preferences: NOTIFICATION_EVENT_TYPES.map((type) => ({ type, inApp: true, email: true })),
        },
      },
    });
    renderApp('/profile?tab=notifications');
    expect(await screen.findByRole('switch', { name: 'Email: Order booked' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Email delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("shows the retailer's own access, not an administrator's", async () => {
    signedIn(makeUser('retailer'));
    renderApp('/profile?tab=systemAccess');
    const permissions = await screen.findByTestId('permissions');
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Order Tracking', 'Dashboard Access']);
    expect(screen.queryByText('Full Access')).not.toBeInTheDocument();
  });

  it('moves between sections with the arrow keys', async () => {
    signedIn(admin());
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    const security = screen.getByRole('tab', { name: 'Security' });
    expect(security).toHaveFocus();
    expect(security).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=security');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'System Access' })).toHaveFocus();
    expect(await screen.findByText('Full Access')).toBeVisible();
  });
});
