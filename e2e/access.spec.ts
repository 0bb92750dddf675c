import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { signIn } from './support/session';

const DENIED = "You don't have access to this page";

// A retailer's role (packages/contract permissions) has no providers, inventory, assignments or
// reports: a typed or bookmarked link shows one access screen with the way back.
test('a retailer opening screens its role may not use sees the access screen', async ({ page }) => {
  await signIn(page, 'retailer');
  for (const path of ['/service-providers', '/inventory/1', '/assignments', '/reports']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await expectAccessible(page);
  await screenshotBoth(page, 'access-denied');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DENIED })).toHaveCount(0);
});

test('a distributor still reaches the screens its role allows', async ({ page }) => {
  await signIn(page, 'distributor', '/assignments');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Assignments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DENIED })).toHaveCount(0);
  await page.goto('/machines/rma');
  await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
});
