import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible, screenshotBoth } from './support/screens';
import { apiToken } from './support/session';

/**
 * Two-factor sign-in end to end: a fresh distributor account turns 2FA on in Profile >
 * Security, then signs in with a code from the "app" (otplib, as the server checks it) and
 * later with a recovery code.
 */

const PERIOD = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * A code the server has not accepted yet: the current step's, or the next step's when the
 * current one was used (the server allows one step of drift). A code is never reused, and no
 * test waits on the clock or depends on where in its 30 seconds a step is.
 */
async function freshCode(secret: string, lastStep: number | null) {
  const step = Math.max(stepNow(), (lastStep ?? -1) + 1);
  expect(step, 'two codes in one step at most').toBeLessThanOrEqual(stepNow() + 1);
  return { code: await generate({ secret, epoch: step * PERIOD }), step };
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User type').selectOption('distributor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a user turns on 2FA, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  // A fresh account of distributor 1, so the journey owns its 2FA state.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `twofa-${stamp}@traders.test`;
  const password = 'Two-Factor-9';
  const admin = await apiToken(page, 'admin');
  const created = await page.request.post('/api/distributors/1/account', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email, password, name: 'Two Factor Tester' },
  });
  expect(created.status()).toBe(201);

  // Sign in with the password only (2FA is off), and open Profile > Security.
  await page.goto('/login');
  await page.getByLabel('User type').selectOption('distributor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile?tab=security');
  const section = page
    .getByRole('heading', { level: 2, name: 'Two-Factor Sign-In' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();

  // Enrol: password, then the QR code (drawn from a data: URL) and the key as text.
  await section.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await section.getByLabel('Current Password').fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();
  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);

  const enrolment = await freshCode(secret, null);
  await section.getByLabel('Code from the app').fill(enrolment.code);
  await expect(section.getByRole('checkbox', { name: 'Sign out my other sessions' })).toBeChecked();
  await screenshotBoth(page, 'profile-two-factor-enable');
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await screenshotBoth(page, 'profile-two-factor-codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  await signOut(page);

  // Sign in: the password, then a code from the app.
  await passwordStep(page, email, password);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await expectAccessible(page);
  await screenshotBoth(page, 'login-two-factor');
  const signIn = await freshCode(secret, enrolment.step);
  await page.getByLabel('Authentication code').fill(signIn.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await signOut(page);

  // Sign in again with a recovery code instead; it then counts as used.
  await passwordStep(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile?tab=security');
  await expect(section.getByText('Recovery codes left: 9')).toBeVisible();
});
