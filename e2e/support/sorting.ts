import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './screens';
import { apiToken } from './session';
import { allRows } from './tables';

/** A list answer's rows as the text the first column shows (the record's number). */
export type NumbersOf = (query: string) => Promise<string[]>;

/**
 * The record numbers GET /api/<path>?<query> answers (as the admin), in its order: `key` is the
 * answer's list, `number` the row's field the table's first column shows.
 */
export function numbersFrom(page: Page, path: string, key: string, number: string): NumbersOf {
  return async (query) => {
    const token = await apiToken(page, 'admin');
    const separator = path.includes('?') ? '&' : '?';
    const res = await page.request.get(`/api${path}${separator}${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = (await res.json()) as Record<string, Record<string, string>[]>;
    return body[key]!.map((row) => row[number]!);
  };
}

/**
 * The list on screen sorts on the server from the column header `header`: pressing it asks for
 * `sort` ascending (in the URL, `aria-sort` on the header), and the rows the user sees, read by
 * their first column, are the server's answer for that sort; pressing it again, descending.
 */
async function expectHeaderSorts(
  page: Page,
  { header, sort, numbersOf }: { header: string; sort: string; numbersOf: NumbersOf },
) {
  const table = page.getByRole('table');
  const th = table.getByRole('columnheader', { name: header, exact: true });
  const shown = async () => (await allRows(table)).map((cells) => cells[0]!.split(/\s/)[0]!);
  for (const [order, ariaSort] of [
    ['asc', 'ascending'],
    ['desc', 'descending'],
  ] as const) {
    await th.getByRole('button', { name: header, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}&order=${order}(&|$)`));
    await expect(th).toHaveAttribute('aria-sort', ariaSort);
    const expected = await numbersOf(`pageSize=25&sort=${sort}&order=${order}`);
    expect(expected.length, 'at least two rows to sort').toBeGreaterThan(1);
    await expect.poll(shown).toEqual(expected);
  }
}

/**
 * At phone width the rows are cards under a sort bar that shows the current sort (pressed, its
 * direction said); pressing another column's button sorts by it. Back to the desktop size after.
 */
async function expectPhoneSortBar(
  page: Page,
  { current, other, sort }: { current: string; other: string; sort: string },
) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const bar = page.getByRole('group', { name: 'Sort by' });
  await expect(bar.getByRole('button', { name: current })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: other, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}&order=asc(&|$)`));
  await expect(bar.getByRole('button', { name: `${other} (ascending)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(before);
}

/**
 * A list's sorting journey: each of `headers` ([header, sort]) sorts on the server, the sorted
 * screen is accessible and photographed as `screenshot`, and at phone width the sort bar works.
 */
export async function expectListSorts(
  page: Page,
  {
    numbersOf,
    headers,
    screenshot,
    phone,
  }: {
    numbersOf: NumbersOf;
    headers: [header: string, sort: string][];
    screenshot: string;
    phone: { current: string; other: string; sort: string };
  },
) {
  for (const [header, sort] of headers) await expectHeaderSorts(page, { header, sort, numbersOf });
  await expectAccessible(page);
  await screenshotBoth(page, screenshot);
  await expectPhoneSortBar(page, phone);
}
