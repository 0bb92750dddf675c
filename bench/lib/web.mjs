// The web app: initial JS size (gzip) and the /machines screen in headless Chromium.
/* global document, window -- the page.evaluate callback runs in the browser */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The JS files index.html loads at start (entry script + modulepreloads), gzipped (level 9). */
export function initialJs(webDist) {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
    refs.add(m[1]);
  const files = [...refs].map((ref) => {
    const buf = fs.readFileSync(path.join(webDist, ref.replace(/^\//, '')));
    return { file: ref, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
  });
  return {
    files,
    raw: files.reduce((a, f) => a + f.raw, 0),
    gzip: files.reduce((a, f) => a + f.gzip, 0),
  };
}

const VIEWPORT = { width: 1280, height: 800 };

/**
 * Signs in through the login form, then for each of `paths` (the Machines screen, by default with
 * its default page size) measures navigation until the first table row is visible (`runs` times:
 * the first with a cold API, then warm; the median is reported), and counts the table rows in the
 * DOM (and those inside the viewport). Answers one result per path, in order.
 */
export async function machinesScreen({ base, email, password, runs = 3, paths = ['/machines'] }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    page.setDefaultTimeout(60_000);
    await page.goto(`${base}/login`);
    await page.getByLabel('User type').selectOption('admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);

    const results = [];
    for (const path of paths) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        await page.goto('about:blank');
        const t0 = performance.now();
        await page.goto(`${base}${path}`, { waitUntil: 'commit' });
        await page.locator('tbody tr').first().waitFor({ state: 'visible' });
        times.push(performance.now() - t0);
      }
      const rows = await page.evaluate(() => {
        const all = [...document.querySelectorAll('tbody tr')];
        const visible = all.filter((tr) => {
          const r = tr.getBoundingClientRect();
          return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
        });
        return { dom: all.length, visible: visible.length };
      });
      const sorted = [...times].sort((a, b) => a - b);
      results.push({ path, times, median: sorted[Math.floor(sorted.length / 2)], ...rows });
    }
    return results;
  } finally {
    await browser.close();
  }
}
