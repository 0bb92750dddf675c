import { expect, type Page } from '@playwright/test';

const SERIAL = /(?:TLR|EVL)-(?:SB|POS)-\d{6}/;

/** Opens the first provider's inventory filtered to the demo's own AVAILABLE soundboxes. */
export async function openAvailableSoundboxes(page: Page) {
  await page.goto('/service-providers');
  const first = page.getByRole('radio').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Inventory' })).toBeDisabled();
  await page.getByRole('radiogroup').locator('label').first().click();
  await expect(first).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory\/\d+$/);
  await page.getByLabel('Status').selectOption('AVAILABLE');
  await page.getByLabel('Type').selectOption('SOUNDBOX');
  await expect(page).toHaveURL(/status=AVAILABLE&type=SOUNDBOX/);
  // The demo's own devices only: other journeys add soundboxes to this provider (E2E-TS-…),
  // AVAILABLE for a moment before they assign them, and those sort first.
  await page.getByRole('searchbox', { name: 'Search' }).fill('EVL-SB-');
  await expect(page).toHaveURL(/search=EVL-SB-/);
  const list = page.getByRole('list', { name: 'Machines' });
  // The URL changes a moment before the list asks for the search: until then the cards are
  // the unsearched ones and the list is not yet busy.
  await expect(list.getByRole('button').first()).toContainText('EVL-SB-');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.getByRole('button');
}

/** Clicks the first `n` machine cards and answers their serial numbers. */
export async function selectMachines(page: Page, n: number): Promise<string[]> {
  const cards = page.getByRole('list', { name: 'Machines' }).getByRole('button');
  const serials: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const card = cards.nth(i);
    await expect(card).toContainText(SERIAL);
    serials.push(SERIAL.exec((await card.textContent()) ?? '')?.[0] ?? '');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('region', { name: 'Selected machines' })).toContainText(
    `${n} machine${n === 1 ? '' : 's'} selected`,
  );
  return serials;
}
