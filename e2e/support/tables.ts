import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every row of a list table, as the texts of its cells. List tables are windowed (only the rows
 * in view are in the DOM), so this scrolls the page down through the table as a user would,
 * reading each row once by its `aria-rowindex`, until it has read as many rows as the table's
 * `aria-rowcount` says (less the header row).
 */
export async function allRows(table: Locator): Promise<string[][]> {
  const page = table.page();
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(total, 'the table tells its row count').toBeGreaterThanOrEqual(0);
  const seen = new Map<number, string[]>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; seen.size < total; step++) {
    expect(step, `read ${seen.size} of ${total} rows while scrolling`).toBeLessThan(200);
    const batch = await table
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll((rows) =>
        rows.map((row) => [
          Number(row.getAttribute('aria-rowindex')),
          Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim()),
        ]),
      );
    for (const [index, cells] of batch as Array<[number, string[]]>) seen.set(index, cells);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells);
}

/**
 * The rows in view of the page's list table (its top) are the first of `expected`, in its order:
 * the name is the first line of each row's first cell.
 */
export function namesShownInOrder(page: Page, expected: string[]) {
  return expect
    .poll(async () => {
      const shown = await page
        .locator('table tbody tr[aria-rowindex]')
        .locator('td:first-child > p:first-child')
        .allTextContents();
      return shown.length > 0 && shown.every((name, i) => name === expected[i]);
    })
    .toBe(true);
}

/**
 * The texts the account lists (distributors, retailers) share: the stat cards `total`, Active and
 * Inactive, the status filter's options, the search box's `search` placeholder and the table's
 * `columns`.
 */
export async function expectAccountListTexts(
  page: Page,
  { total, search, columns }: { total: string; search: string; columns: string[] },
) {
  for (const text of [total, 'Active', 'Inactive']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'All Status',
    'Active',
    'Inactive',
  ]);
  await expect(page.getByPlaceholder(search)).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(columns);
}
