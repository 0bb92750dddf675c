import { expect, test } from '@playwright/test';
import { issuedInvoiceOf } from './support/billing';
import { expectNoBoxes } from './support/fonts';
import { setLanguage } from './support/language';
import { expectAccessible, SCREENSHOT_DIR, WIDTHS } from './support/screens';
import { apiGet, DEMO, DEMO_PASSWORD } from './support/session';

type Order = { id: number };

/** Each language's words the journey looks for (the catalogues' texts, as a reader sees them). */
const WORDS = {
  gu: {
    name: 'ગુજરાતી',
    title: 'તમારા ખાતામાં સાઇન ઇન કરો',
    userType: 'વપરાશકર્તા પ્રકાર',
    userTypeDistributor: 'વિતરક',
    email: 'ઇમેઇલ',
    password: 'પાસવર્ડ',
    submit: 'સાઇન ઇન કરો',
    timeline: 'ડિલિવરી ટાઇમલાઇન',
    created: 'ઓર્ડર બનાવાયો',
    rent: /^ભાડું: .+, \d+ માંથી \d+ દિવસ$/,
  },
  hi: {
    name: 'हिन्दी',
    title: 'अपने खाते में साइन इन करें',
    userType: 'उपयोगकर्ता प्रकार',
    userTypeDistributor: 'वितरक',
    email: 'ईमेल',
    password: 'पासवर्ड',
    submit: 'साइन इन करें',
    timeline: 'डिलीवरी टाइमलाइन',
    created: 'ऑर्डर बनाया गया',
    rent: /^किराया: .+, \d+ में से \d+ दिन$/,
  },
} as const;

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`Languages (#50 item 14) at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.afterEach(async ({ page }) => setLanguage(page, 'en', 'distributor'));

    for (const [lang, words] of Object.entries(WORDS)) {
      test(`${lang}: chosen on the sign-in page; the order's timeline and the invoice's lines in it`, async ({
        page,
      }) => {
        const invoice = await issuedInvoiceOf(page, 1);
        const { orders } = await apiGet<{ orders: Order[] }>(page, 'distributor', '/orders');
        const order = orders.at(-1)!;

        await page.goto('/login');
        const picker = page.getByLabel('Language');
        await expect(picker.locator('option')).toHaveText(['English', 'हिन्दी', 'ગુજરાતી']);
        await picker.selectOption({ label: words.name });
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.getByLabel(words.userType).selectOption(DEMO.distributor.userType);
        await expect(page.getByLabel(words.userType)).toHaveValue('distributor');
        await expect(page.getByLabel(words.userType).locator('option:checked')).toHaveText(
          words.userTypeDistributor,
        );
        await page.getByLabel(words.email).fill(DEMO.distributor.email);
        await page.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/languages-login-${lang}-${width}.png` });
        await page.getByRole('button', { name: words.submit }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        // The choice is the account's now: its emails and the next sign-in speak it too.
        const { user } = await apiGet<{ user: { preferences: { language: string } } }>(
          page,
          'distributor',
          '/auth/me',
        );
        expect(user.preferences.language).toBe(lang);

        await page.goto(`/orders/${order.id}`);
        const timeline = page.getByRole('list', { name: words.timeline });
        const created = timeline.getByText(words.created, { exact: true });
        await expect(created).toBeVisible();
        await expect(timeline).not.toContainText('Order created');
        await expectNoBoxes(page, created);
        await expectAccessible(page);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/languages-timeline-${lang}-${width}.png`,
          fullPage: true,
        });

        await page.goto(`/billing/invoices/${invoice.id}`);
        const rent = page.getByText(words.rent).first();
        await expect(rent).toBeVisible();
        await expect(page.locator('main')).not.toContainText('Rent: ');
        await expectNoBoxes(page, rent);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/languages-invoice-${lang}-${width}.png`,
          fullPage: true,
        });
      });
    }
  });
}
