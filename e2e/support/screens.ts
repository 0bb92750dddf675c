import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where screenshots are kept (CI artifact folder named in README). */
export const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

/**
 * A whole-page screenshot. List tables render only the rows in view, so the viewport is first
 * made as tall as the page (a full-page capture alone would show their other rows blank).
 */
async function wholePage(page: Page, size: { width: number; height: number }, path: string) {
  let height = size.height;
  await page.setViewportSize(size);
  for (let i = 0; i < 3; i++) {
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight <= height) break;
    height = pageHeight;
    await page.setViewportSize({ width: size.width, height });
    await page.waitForTimeout(100); // the rows now in view are rendered and measured
  }
  await page.screenshot({ path, fullPage: true });
}

/** Screenshots the page at desktop and phone width, then restores the desktop size. */
export async function screenshotBoth(page: Page, name: string) {
  await wholePage(page, { width: 1280, height: 800 }, `${SCREENSHOT_DIR}/${name}-desktop.png`);
  await wholePage(page, { width: 390, height: 844 }, `${SCREENSHOT_DIR}/${name}-phone.png`);
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
