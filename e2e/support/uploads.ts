import { expect, type Page } from '@playwright/test';

/**
 * Uploads a file by `send` with the answer to `path` held back a moment, so that the progress
 * bar can be seen; checks that the file went up as it is (text/csv). Answers the request, its
 * query, and `release` (later answers are not held back).
 */
export async function slowUpload(page: Page, path: string, send: () => Promise<void>) {
  const url = `**${path}?**`;
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  const upload = page.waitForRequest((r) => r.url().includes(path));
  await send();
  const sent = await upload;
  expect(sent.headers()['content-type']).toBe('text/csv');
  return { sent, query: new URL(sent.url()).searchParams, release: () => page.unroute(url) };
}
