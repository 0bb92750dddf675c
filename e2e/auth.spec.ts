import { menuFor } from '@dd/contract';
import { expect, test } from '@playwright/test';
import { animationsSettled, expectAccessible, screenshotBoth } from './support/screens';
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

test('what is typed at once on the sign-in form stays while the stored session is checked', async ({
  page,
}) => {
  // A previous session's token is still stored; its check is answered late (401).
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('token', 'previous-session'));
  let answerCheck = () => {};
  const held = new Promise<void>((resolve) => (answerCheck = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  const checked = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/me'));
  await page.goto('/login');
  answerCheck();
  const type = page.getByLabel('User Type');
  await type.selectOption('distributor');
  await page.getByLabel('Email').fill(DEMO.distributor.email);
  await page.getByLabel('Password', { exact: true }).fill('typed-at-once');
  expect((await checked).status()).toBe(401);
  // The demo hint (the server's meta) has arrived too: everything the page waits for is in.
  await expect(page.getByRole('button', { name: 'Use demo account' })).toBeVisible();
  await expect(type).toHaveValue('distributor');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.distributor.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-at-once');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("toasts show below the header: the user's name and Logout stay visible", async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.removeItem('token')); // a sign-in of its own each time
    await signInThroughForm(page, 'admin');
    const toast = page.getByRole('status').filter({ hasText: 'Login successful!' });
    await expect(toast).toBeVisible();
    const header = page.getByRole('banner');
    const logout = header.getByRole('button', { name: 'Logout' });
    const shown = [logout];
    if (viewport.width > 640) shown.push(header.getByText('Demo Admin', { exact: true }));
    // The toast slides in from above; measure where it comes to rest.
    await animationsSettled(page);
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    for (const target of shown) {
      const box = (await target.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await target.textContent()}`).toBe(false);
    }
    await page.screenshot({
      path: `e2e/artifacts/screenshots/toast-below-header-${viewport.width}.png`,
    });
  }
});
