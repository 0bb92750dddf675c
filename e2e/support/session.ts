import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  admin: { email: 'admin@demo.test', userType: 'admin' },
  distributor: { email: 'distributor@demo.test', userType: 'distributor' },
  distributor2: { email: 'distributor2@demo.test', userType: 'distributor' },
  retailer: { email: 'retailer@demo.test', userType: 'retailer' },
} as const;
export type DemoAccount = keyof typeof DEMO;

/** Signs in through the login form as a demo account and waits for the dashboard. */
export async function signIn(page: Page, who: DemoAccount, password = DEMO_PASSWORD) {
  const account = DEMO[who];
  await page.goto('/login');
  await page.getByLabel('User type').selectOption(account.userType);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A token for API calls made by a test (e.g. to read what the database holds). */
export async function apiToken(page: Page, who: DemoAccount): Promise<string> {
  const account = DEMO[who];
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: DEMO_PASSWORD, userType: account.userType },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}
