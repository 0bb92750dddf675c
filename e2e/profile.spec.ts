import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiSignIn, apiToken, signIn } from './support/session';

const account = (page: Page) => page.getByRole('region', { name: 'Account' });

test('admin sees its own profile, sessions and full system access', async ({ page }) => {
  await signIn(page, 'admin', '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Admin' })).toBeVisible();
  await expect(page.getByText('Administrator').first()).toBeVisible();
  await expect(page.getByText(/^EMP-\d{4}$/)).toBeVisible();
  // Just signed in: the last login is today, in India time.
  await expect(page.getByTestId('last-login')).toContainText('(Asia/Kolkata)');
  await expect(page.getByTestId('profile-email')).toHaveText('admin@demo.test');
  await expectAccessible(page);
  await screenshotBoth(page, 'profile-admin');

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/tab=security/);
  await expect(page.getByText('Password last changed 30 days ago')).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Active Sessions' });
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'System Access' }).click();
  await expect(page.getByTestId('permissions').getByRole('listitem')).toHaveText([
    'Full Access',
    'User Management',
    'System Configuration',
    'Reports Access',
  ]);
  await expectAccessible(page);
});

test('admin finds a failed sign-in in Security events, filters it, exports it, on a phone too', async ({
  page,
}) => {
  const email = `intruder-${Date.now().toString(36)}@example.test`;
  const failed = await page.request.post('/api/auth/login', {
    data: { email, password: 'not-the-password', userType: 'admin' },
  });
  expect(failed.status()).toBe(401);

  // Wide enough for the table (from lg to 2xl the profile's column shows cards).
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'admin', '/profile?tab=systemAccess');
  const section = page.getByRole('region', { name: 'Security events' });
  await section.getByLabel('Search', { exact: true }).fill(email);
  await section.getByLabel('Event', { exact: true }).selectOption({ label: 'Sign-in failed' });
  await expect(page).toHaveURL(/type=sign_in_failed/);
  const rows = section.getByRole('table', { name: 'Security events' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sign-in failed');
  await expect(rows.nth(1)).toContainText(email);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^security-events-\d{4}-\d{2}-\d{2}\.csv$/);

  // A reload keeps the filters; at phone width the events are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const cards = page.getByRole('list', { name: 'Security events' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshotBoth(page, 'profile-security-events-phone');
});

test('retailer sees its own data and access, not an administrator profile', async ({ page }) => {
  await signIn(page, 'retailer', '/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Mahesh Patel' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText('retailer@demo.test');
  await expect(page.getByTestId('profile-role')).toHaveText('Retailer');
  await expect(page.getByText('Administrator')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'profile-retailer');

  await page.getByRole('tab', { name: 'System Access' }).click();
  await expect(page.getByTestId('permissions').getByRole('listitem')).toHaveText([
    'Order Tracking',
    'Dashboard Access',
  ]);
});

test('a distributor renames itself, sees it in the header, and changes it back', async ({
  page,
}) => {
  await signIn(page, 'distributor2', '/profile');
  const original = (await page.getByTestId('profile-name').textContent())?.trim() ?? '';
  expect(original).not.toBe('');
  const renamed = `${original} QA ${Date.now() % 100000}`;

  try {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(account(page)).toContainText(renamed);
    await expect(page.getByTestId('profile-name')).toHaveText(renamed);

    // It was saved: a reload still shows it.
    await page.reload();
    await expect(account(page)).toContainText(renamed);

    // Cancel restores what was there.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Not Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(renamed);
  } finally {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(original);
  }
  await expect(account(page)).toContainText(original);
});

test('password change: client checks in order, then the server refuses a wrong current password', async ({
  page,
}) => {
  await signIn(page, 'distributor2', '/profile?tab=security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  const submit = page.getByRole('button', { name: 'Update Password' });

  await current.fill('not-my-password');
  await next.fill('short');
  await confirm.fill('shorter');
  await submit.click();
  await expect(page.getByText('New passwords do not match!')).toBeVisible();

  await confirm.fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters long!')).toBeVisible();

  await next.fill('Another-Pass-1');
  await confirm.fill('Another-Pass-1');
  await submit.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toHaveValue('not-my-password');
  // Nothing changed: the demo password still works.
  expect((await apiSignIn(page, 'distributor2')).ok()).toBe(true);
  await expectAccessible(page);
});

test('switching the theme to dark applies it at once and after a reload', async ({ page }) => {
  await signIn(page, 'distributor2', '/profile?tab=preferences');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  try {
    await page.getByLabel('Theme').selectOption('dark');
    // A preview before saving: the text says theme and language change at once.
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.goto('/dashboard');
    await expect(html).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await screenshotBoth(page, 'dashboard-dark');
    await page.goto('/profile?tab=preferences');
  } finally {
    await page.getByLabel('Theme').selectOption('light');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  }
});

test("a retailer's notification switches are saved on the server, only for what it is told of", async ({
  page,
}) => {
  await signIn(page, 'retailer', '/profile?tab=notifications');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  // A retailer is never told of transfers, stock receipts or assignments.
  await expect(page.getByText('Transfer started')).toHaveCount(0);
  await expect(page.getByText('Stock receipt with a discrepancy')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Assignments' })).toHaveCount(0);
  const delivered = page.getByRole('switch', { name: 'In-app: Order delivered' });
  const before = await delivered.getAttribute('aria-checked');
  await delivered.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(delivered).not.toHaveAttribute('aria-checked', before ?? '');
  await expectAccessible(page);
  await delivered.click();
  await expect(delivered).toHaveAttribute('aria-checked', before ?? '');
});

test('a user downloads their own data and asks to be deleted; an admin deactivates the account', async ({
  page,
}) => {
  // A fresh distributor account of ABC Distributors, so no demo account is deactivated.
  const email = `leaving-${Date.now().toString(36)}@example.test`;
  const password = 'Leaving-Account-9';
  const created = await page.request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` },
    data: { name: 'Leaving User', email, password, userType: 'distributor', distributorId: 1 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('User type').selectOption('distributor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile?tab=security');
  const data = page.getByRole('region', { name: 'Your Data' });
  await expect(data.getByText(/email/i)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { email: string };
    securityEvents: { type: string }[];
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.securityEvents.map((e) => e.type)).toContain('sign_in');

  await data.getByRole('button', { name: 'Delete Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Account' })
    .getByRole('button', { name: 'Delete Account' })
    .click();
  await expect(page.getByText('Account deletion request submitted.')).toBeVisible();
  await expect(data.getByText(/You asked for your account to be deleted on/)).toBeVisible();
  await expect(data.getByRole('button', { name: 'Delete Account' })).toBeDisabled();

  await signIn(page, 'admin', '/profile?tab=systemAccess');
  const queue = page.getByRole('region', { name: 'Account deletion requests' });
  const row = queue.getByRole('listitem', { name: email });
  await expect(row).toContainText('Leaving User');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate account' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(row).toHaveCount(0);

  const signInAgain = await page.request.post('/api/auth/login', {
    data: { email, password, userType: 'distributor' },
  });
  expect(signInAgain.status()).toBe(401);
});
