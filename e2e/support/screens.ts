import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where screenshots are kept (CI artifact folder named in README). */
export const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

/** Screenshots the page at desktop and phone width, then restores the desktop size. */
export async function screenshotBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** No serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page) {
  // Let debounced refetches finish and their fade transitions end, or axe measures faded text.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
