import { menuFor } from '@dd/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { DEMO, signIn, signInThroughForm } from './support/session';

test('a logged-out visitor is sent to /login from any path', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/machines', '/orders/1', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('admin@demo.test')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'login');
});

for (const role of ['admin', 'distributor', 'retailer'] as const) {
  test(`${role} signs in, sees its menu, and signs out`, async ({ page }) => {
    await signInThroughForm(page, role);
    await expect(page.getByText('Login successful!')).toBeVisible();
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link')).toHaveText(menuFor(role).map((item) => item.label));
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('a wrong password shows the server error and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.admin.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a revoked session (401) clears the token and returns to /login', async ({ page }) => {
  await signInThroughForm(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/machines');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('leaving a page while it checks the stored session keeps the user signed in', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The next page's session check is held unanswered; the user moves on before it is answered.
  let checks = 0;
  let answerFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
  await page.route('**/api/auth/me', async (route) => {
    checks += 1;
    if (checks === 1) await firstHeld;
    await route.continue().catch(() => {}); // the page that asked has gone
  });
  const asked = page.waitForRequest('**/api/auth/me');
  await page.goto('/machines', { waitUntil: 'commit' });
  await asked;
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
  answerFirst();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(checks).toBe(2);
});
