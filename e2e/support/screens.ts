import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where screenshots are kept (the CI artifact folder named in docs/testing.md). */
export const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

/**
 * A whole-page screenshot. A table body of more than 100 rows renders only the rows in view, so
 * the viewport is first made as tall as the page (a full-page capture alone would show their
 * other rows blank).
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

/** The two widths every journey that runs twice runs at (a journey at phone width: 390 px). */
export const WIDTHS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Screenshots the page at desktop and phone width, then restores the size the journey had (a
 * journey at phone width stays at phone width).
 */
export async function screenshotBoth(page: Page, name: string) {
  const size = page.viewportSize() ?? WIDTHS.desktop;
  await wholePage(page, WIDTHS.desktop, `${SCREENSHOT_DIR}/${name}-desktop.png`);
  await wholePage(page, WIDTHS.phone, `${SCREENSHOT_DIR}/${name}-phone.png`);
  await page.setViewportSize(size);
}

/** One element (a dialog) at desktop and phone width, then the journey's size again. */
export async function screenshotElementBoth(page: Page, element: Locator, name: string) {
  const size = page.viewportSize() ?? WIDTHS.desktop;
  for (const [width, to] of Object.entries(WIDTHS)) {
    await page.setViewportSize(to);
    await element.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/**
 * Resolves once no finite CSS animation or transition has run for two frames in a row. axe reads
 * colours from the current computed styles, so text in the middle of a fade (a list refetch's
 * opacity change, a toast coming in) would be measured half transparent. Endless animations
 * (spinners, skeleton pulses) never finish; they carry no text and are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const busy = () =>
      document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let quiet = 0; quiet < 2; ) {
      await frame();
      quiet = busy() ? 0 : quiet + 1;
    }
  });
}

/**
 * axe-core for a page. Legacy mode runs axe in the page itself: the default composes the frames'
 * results in a new blank page per check, which took 2.5 of each check's 4.5 s. The app has no
 * cross-origin frames, so the rules and results are the same.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** No serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page) {
  // Debounced refetches finish first (their answer starts the fade back to full opacity).
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
  // Toasts are left out: one whose timed exit starts while axe runs is measured half faded, a
  // contrast failure nobody sees (the journeys failed on it at random). Their colours are fixed.
  const results = await axe(page).exclude('[data-rht-toaster]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Closes a dialog with its Close button and waits until it has gone: while it closes, its focus
 * trap takes the focus back, and typing meant for the page behind it with it.
 */
export async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}
