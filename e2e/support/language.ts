import { expect, type Page } from '@playwright/test';
import { apiToken, type DemoAccount } from './session';

/** The account's language (its profile preference: the app takes it as it starts). */
export async function setLanguage(
  page: Page,
  language: 'en' | 'hi' | 'gu',
  who: DemoAccount = 'admin',
) {
  const token = await apiToken(page, who);
  const res = await page.request.put('/api/auth/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { preferences: { language } },
  });
  expect(res.ok()).toBeTruthy();
}
