import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  admin: { email: 'admin@demo.test', userType: 'admin' },
  distributor: { email: 'distributor@demo.test', userType: 'distributor' },
  distributor2: { email: 'distributor2@demo.test', userType: 'distributor' },
  retailer: { email: 'retailer@demo.test', userType: 'retailer' },
} as const;
export type DemoAccount = keyof typeof DEMO;

/** Where auth.setup.ts keeps each demo account's browser storage after its sign-in. */
export const storageStateFile = (who: DemoAccount) => `e2e/artifacts/auth/${who}.json`;

type StorageState = {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

function storedLocalStorage(who: DemoAccount): { name: string; value: string }[] {
  const file = storageStateFile(who);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the "setup" project (e2e/auth.setup.ts) signs in first`);
  }
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
  return state.origins.flatMap((o) => o.localStorage);
}

/**
 * Signs in through the login form as a demo account and waits for the dashboard. Journeys that
 * test signing in use this; the others use `signIn`.
 */
export async function signInThroughForm(page: Page, who: DemoAccount, password = DEMO_PASSWORD) {
  const account = DEMO[who];
  await page.goto('/login');
  await page.getByLabel('User type').selectOption(account.userType);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens `path` (the dashboard unless told) signed in as a demo account, with the session its one
 * real sign-in made (auth.setup.ts): the browser storage is restored, as Playwright's
 * storageState does, on a small same-origin page first. A journey that starts on another screen
 * names it here: the app then loads once, not first on the dashboard and its charts.
 */
export async function signIn(page: Page, who: DemoAccount, path = '/dashboard') {
  const entries = storedLocalStorage(who);
  await page.goto('/api/health');
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  // The app checks the stored session as it starts: wait for its answer, so the journey's next
  // step does not start before the app knows who is signed in.
  const checked = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/me'));
  await page.goto(path);
  expect((await checked).status(), `the stored session of ${who}`).toBe(200);
  const pathname = new URL(path, 'http://localhost').pathname;
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** The bearer token of a demo account's stored session, for API calls a test makes. */
export async function apiToken(_page: Page, who: DemoAccount): Promise<string> {
  const token = storedLocalStorage(who).find((e) => e.name === 'token')?.value;
  expect(token, `no token stored for ${who}`).toBeTruthy();
  return token!;
}

/** GET /api`path` as a demo account (to compare the screen with the database). */
export async function apiGet<T>(page: Page, who: DemoAccount, path: string): Promise<T> {
  const token = await apiToken(page, who);
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as T;
}

/** Signs in through the API (a real password check and a new session) and answers the reply. */
export function apiSignIn(page: Page, who: DemoAccount, password = DEMO_PASSWORD) {
  const account = DEMO[who];
  return page.request.post('/api/auth/login', {
    data: { email: account.email, password, userType: account.userType },
  });
}
