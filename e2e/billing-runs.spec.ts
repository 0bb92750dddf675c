import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { call, lastMonth } from './support/billing';
import { monthWithDrafts } from './support/billing-runs';
import { expectButtonsOneLine, expectNoOverflow } from './support/fit';
import { expectAccessible, SCREENSHOT_DIR, WIDTHS } from './support/screens';
import { apiGet, signIn } from './support/session';

type Organisation = Record<string, unknown> & { tdsRateBp: number; tdsThresholdPaise: number };
type Run = { issue: { state: string; total: number; done: number; errors: unknown[] } };

/** "August 2026" as the screens write a month in English. */
const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The page fits the width it runs at, axe finds nothing serious, and a screenshot is kept. */
async function checkScreen(page: Page, name: string, width: string) {
  await expectNoOverflow(page);
  await expectButtonsOneLine(page.locator('main'));
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
}

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`Books (#49) at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Issue all is a job on the server: its progress to the end, shown again after a reload', async ({
      page,
    }) => {
      const { month, drafts } = await monthWithDrafts(page);
      await signIn(page, 'admin', `/billing/runs?month=${month}`);
      const card = page.getByRole('region', { name: `Drafts of ${monthName(month)}` });
      await card.getByRole('button', { name: `Issue all (${drafts})` }).click();
      const ask = page.getByRole('dialog', { name: 'Issue every draft?' });
      await expect(ask).toContainText(` of ${monthName(month)}`);
      await ask.getByRole('button', { name: `Issue all (${drafts})` }).click();
      await expect(
        card.getByRole('progressbar', { name: /^Issuing \d+ of \d+\.\.\.$/ }),
      ).toBeVisible();

      // The job goes on without the page: opened again, the month shows where it is.
      await page.reload();
      const done = card.getByText(`Drafts issued: ${drafts} of ${drafts}.`);
      await expect(card.getByRole('progressbar').or(done)).toBeVisible();
      await expect(done).toBeVisible();
      await expect(card.getByText('No drafts for this month')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Issue all (0)' })).toBeDisabled();

      const { runs } = await apiGet<{ runs: Run[] }>(page, 'admin', `/billing/runs?month=${month}`);
      expect(runs[0]!.issue).toEqual(
        expect.objectContaining({ state: 'DONE', total: drafts, done: drafts, errors: [] }),
      );
      const left = await apiGet<{ total: number }>(
        page,
        'admin',
        `/invoices?month=${month}&status=DRAFT`,
      );
      expect(left.total).toBe(0);
      await checkScreen(page, 'billing-runs-issued', width);
    });

    test('GSTR-1 of last month: the file is saved, named, and reads as JSON with gstin and fp', async ({
      page,
    }) => {
      await signIn(page, 'admin', '/billing/invoices');
      await page
        .getByRole('navigation', { name: 'Billing' })
        .getByRole('link', { name: 'Returns & exports' })
        .click();
      await expect(page).toHaveURL(/\/billing\/exports$/);
      const month = lastMonth();
      const gstr1 = page.getByRole('region', { name: 'GSTR-1' });
      await expect(gstr1.getByLabel('Tax period', { exact: true })).toHaveValue(month);
      await checkScreen(page, 'billing-exports', width);

      const download = page.waitForEvent('download');
      await gstr1.getByRole('button', { name: 'Download GSTR-1' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.json$/);
      const body = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as Record<
        string,
        unknown
      >;
      const { organisation } = await apiGet<{ organisation: { gstin: string } }>(
        page,
        'admin',
        '/organisation',
      );
      expect(body.gstin).toBe(organisation.gstin);
      expect(body.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
      await expect(gstr1.getByRole('alert')).toHaveCount(0);
    });

    test('TDS on commissions is saved in Profile > Organisation', async ({ page }) => {
      const { organisation: before } = await apiGet<{ organisation: Organisation }>(
        page,
        'admin',
        '/organisation',
      );
      // Each width saves its own figures, typed as a person would: [rate, bp, threshold, paise, shown].
      const [typedRate, bp, typedThreshold, paise, shownThreshold] =
        width === 'desktop'
          ? ['1.5', 150, '25,000', 2500000, '25000.00']
          : ['0.75', 75, '30,000.50', 3000050, '30000.50'];
      expect(before.tdsRateBp).toBe(200);
      try {
        await signIn(page, 'admin', '/profile?tab=organisation');
        const rate = page.getByLabel('TDS rate (%)', { exact: true });
        const threshold = page.getByLabel('Yearly threshold', { exact: true });
        await expect(rate).toHaveValue('2');
        await expect(page.getByText(/^Section 194H: no TDS while/)).toBeVisible();
        await rate.fill('2.125');
        await page.getByRole('button', { name: 'Save details' }).click();
        await expect(page.getByText('At most two decimals', { exact: true })).toBeVisible();
        await rate.fill(typedRate);
        await threshold.fill(typedThreshold);
        await page.getByRole('button', { name: 'Save details' }).click();
        await expect(page.getByText('Organisation details saved')).toBeVisible();
        const { organisation } = await apiGet<{ organisation: Organisation }>(
          page,
          'admin',
          '/organisation',
        );
        expect([organisation.tdsRateBp, organisation.tdsThresholdPaise]).toEqual([bp, paise]);
        expect(organisation.gstin).toBe(before.gstin);

        await page.reload();
        await expect(rate).toHaveValue(typedRate);
        await expect(threshold).toHaveValue(shownThreshold);
        await checkScreen(page, 'profile-organisation-tds', width);
      } finally {
        // Other journeys' commissions expect the demo's TDS: it is put back as it was.
        const { updatedAt: _at, ...details } = before;
        const res = await call(page, 'PUT', '/organisation', details);
        expect(res.status(), await res.text()).toBe(200);
      }
    });
  });
}
