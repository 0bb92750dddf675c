import { expect, test, type Locator } from '@playwright/test';
import { expectNoBoxes } from './support/fonts';
import { setLanguage } from './support/language';
import { expectAccessible, SCREENSHOT_DIR, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';

/** The element shows all of its text: nothing cut sideways (ellipsis) or below (a fixed height). */
async function expectWhole(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
    overflow: getComputedStyle(node).textOverflow,
  }));
  expect(box.scrollWidth, 'text is cut sideways').toBeLessThanOrEqual(box.clientWidth);
  expect(box.scrollHeight, 'text is cut below').toBeLessThanOrEqual(box.clientHeight);
  expect(box.overflow).not.toBe('ellipsis');
}

const INDIC_FONT = /noto-sans-(devanagari|gujarati)-.*\.woff2?$/;

test.describe('layout and fonts', () => {
  test.afterEach(async ({ page }) => setLanguage(page, 'en'));

  test('the sidebar brand and the page titles are whole at 1440 px and on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin', '/distributors');
    await expect(page.getByTestId('page-title')).toHaveText('Distributors Management');
    const sidebar = page.locator('aside');
    await expectWhole(sidebar.getByTestId('brand-name'));
    await expect(sidebar.getByTestId('brand-name')).toHaveText('Device Distribution Console');
    await expectWhole(page.getByTestId('page-title'));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-brand-1440.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/distributors', '/machines/rma']) {
      await page.goto(path);
      await expectWhole(page.getByTestId('page-title'));
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-title-phone.png` });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectWhole(page.getByRole('dialog').getByTestId('brand-name'));
  });

  test('Hindi brings its own font from our server; a page without Indic text loads none', async ({
    page,
    baseURL,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (INDIC_FONT.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
    });
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests).toEqual([]);
    const faces = () =>
      page.evaluate(() =>
        Array.from(document.fonts)
          .filter((face) => /Noto Sans (Devanagari|Gujarati)/.test(face.family))
          .map((face) => `${face.family.replaceAll('"', '')} ${face.weight} ${face.status}`),
      );
    // Declared for every language, each script's faces fetched only for text that needs them.
    expect((await faces()).sort()).toEqual(
      ['Devanagari', 'Gujarati'].flatMap((script) =>
        ['400', '500', '600', '700'].map((weight) => `Noto Sans ${script} ${weight} unloaded`),
      ),
    );

    await setLanguage(page, 'hi');
    const served = page.waitForResponse((res) =>
      /noto-sans-devanagari-.*\.woff2$/.test(new URL(res.url()).pathname),
    );
    await page.goto('/distributors');
    await expect(page.getByTestId('page-title')).toHaveText('वितरक प्रबंधन');
    const font = await served;
    expect(font.status()).toBe(200);
    expect(new URL(font.url()).origin).toBe(new URL(baseURL!).origin);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('400 16px "Noto Sans Devanagari"', 'वितरक')),
    ).toBe(true);
    expect(await faces()).toContain('Noto Sans Devanagari 400 loaded');
    expect(fontRequests.every((url) => url.includes('devanagari'))).toBe(true);

    // Hindi on a phone: the longer titles wrap, whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/retailers');
    await expectWhole(page.getByTestId('page-title'));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-title-phone-hi.png` });
  });

  test('a Devanagari and a Gujarati name on an English screen are drawn, not boxes', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/retailers');
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const name = `रमेश कुमार ${tag}`;
    const shop = `શ્રી ગણેશ મોબાઇલ ${tag}`;
    const res = await page.request.post('/api/retailers', {
      headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` },
      data: {
        name,
        shop_name: shop,
        email: `fonts-${tag}@example.test`,
        phone: '+91 91234 56789',
        address: 'Relief Road, Ahmedabad',
        distributor_id: 1,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/retailers?search=${tag}`);
    await expect(page.getByTestId('page-title')).toHaveText('Retailers Management');
    const table = page.getByRole('table');
    await expectNoBoxes(page, table.getByText(name, { exact: true }));
    await expectNoBoxes(page, table.getByText(shop, { exact: true }));
    await expectAccessible(page);
    await screenshotBoth(page, 'layout-indic-names-english');
  });

  for (const { language, role, logout, title, scan } of [
    {
      language: 'hi',
      role: 'एडमिन',
      logout: 'लॉग आउट',
      title: 'मशीन प्रबंधन',
      scan: 'सीरियल नंबर स्कैन करें',
    },
    {
      language: 'gu',
      role: 'એડમિન',
      logout: 'લૉગ આઉટ',
      title: 'મશીન વ્યવસ્થાપન',
      scan: 'સીરીયલ નંબર સ્કેન કરો',
    },
  ] as const) {
    test(`the ${language} header, titles and monospace placeholders are drawn, not boxes`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await setLanguage(page, language);
      await page.goto('/machines');
      const header = page.locator('header');
      await expect(page.getByTestId('page-title')).toHaveText(title);
      await expectNoBoxes(page, page.getByTestId('page-title'));
      await expectNoBoxes(page, header.getByText(role, { exact: true }));
      await expectNoBoxes(page, header.getByRole('button', { name: logout }));
      await screenshotBoth(page, `layout-header-${language}`);
      // A serial field is monospace: its placeholder's letters come from the Indic faces too.
      await page.goto('/inventory/1');
      await expectNoBoxes(page, page.getByLabel(scan), { placeholder: true });
    });
  }
});
