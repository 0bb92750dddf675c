import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth, WIDTHS } from './support/screens';
import { setLanguage } from './support/language';
import { openAvailableSoundboxes, selectMachines } from './support/inventory';
import { apiToken, DEMO, DEMO_PASSWORD, signIn } from './support/session';

const SERIAL = /(?:TLR|EVL)-(?:SB|POS)-\d{6}/;

/** The first provider's live figure named `label` (the providers screen's "Live stock" block). */
async function liveFigure(page: Page, label: string): Promise<number> {
  const live = page
    .getByRole('region', { name: 'Stock by provider' })
    .getByRole('region', { name: 'Live stock' })
    .first();
  const value = live.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

async function chooseRetailerAndType(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Select Retailer' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio').first().check();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order Details' })).toBeVisible();
  // The order type follows the selected soundboxes: nothing to choose, Next is ready.
  await expect(page.getByLabel('Order Type')).toHaveValue('Soundbox Allotment');
  await expect(page.getByLabel('Order Type')).not.toBeEditable();
  await expect(next).toBeEnabled();
}

test('admin books three available soundboxes and finds the order in /orders', async ({ page }) => {
  await signIn(page, 'admin', '/service-providers');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByText('390', { exact: true })).toBeVisible();
  await expect(page.getByText('251', { exact: true })).toBeVisible();
  // Beside the fixed figures, each provider's live ones, labelled as such.
  await expect(page.getByRole('region', { name: 'Live stock' })).toHaveCount(2);
  const inStock = await liveFigure(page, 'In stock');
  const booked = await liveFigure(page, 'Booked');
  await expectAccessible(page);
  await screenshotBoth(page, 'providers');

  await openAvailableSoundboxes(page);
  await expect(
    page.getByRole('region', { name: 'Live stock' }).getByText('In stock', { exact: true }),
  ).toBeVisible();
  const serials = await selectMachines(page, 3);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'inventory');

  await page.getByRole('button', { name: 'Proceed to Booking' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: /ABC Distributors/ }).check();
  await next.click();
  await chooseRetailerAndType(page);
  const note = `e2e admin booking ${Date.now()}`;
  await page.getByLabel('Notes', { exact: true }).fill(note);
  await page.getByLabel('Delivery Address').fill('Shop 4, CG Road, Ahmedabad 380009');
  await page.getByLabel('Contact Person').fill('Mahesh Patel');
  await page.getByLabel('Contact Phone').fill('+91 98790 12345');
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
  for (const serial of serials) await expect(page.getByText(serial)).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  // Step 4 shows the delivery details the order keeps, and no field it would throw away.
  const delivery = page.getByRole('region', { name: 'Delivery Details' });
  await expect(delivery).toContainText('Shop 4, CG Road, Ahmedabad 380009');
  await expect(page.getByLabel('Delivery Status')).toHaveCount(0);
  await expect(page.getByLabel('Delivered By')).toHaveCount(0);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'booking-review');

  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByRole('searchbox', { name: 'Search orders' }).fill(serials[0]!);
  await expect(page).toHaveURL(new RegExp(`search=${serials[0]}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('ABC Distributors');
  await expect(rows.nth(1)).toContainText('3 machines');
  await expect(rows.nth(1)).toContainText('Pending');
  // The stored selection is cleared once the order is booked.
  expect(await page.evaluate(() => sessionStorage.getItem('booking.selection'))).toBeNull();

  // The provider's live figures moved the three soundboxes from in stock to booked.
  await page.goto('/service-providers');
  await expect.poll(() => liveFigure(page, 'Booked')).toBe(booked + 3);
  expect(await liveFigure(page, 'In stock')).toBe(inStock - 3);
});

async function loginToken(request: APIRequestContext, who: keyof typeof DEMO) {
  const account = DEMO[who];
  const res = await request.post('/api/auth/login', {
    data: { email: account.email, password: DEMO_PASSWORD, userType: account.userType },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

test('a distributor books for its own retailers without a distributor step, and books one machine', async ({
  page,
}) => {
  await signIn(page, 'distributor');
  await openAvailableSoundboxes(page);
  const [serial] = await selectMachines(page, 1);
  await page.getByRole('button', { name: 'Proceed to Booking' }).click();

  const steps = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps).not.toContainText('Select Distributor');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /ABC Distributors/ })).toHaveCount(0);
  await chooseRetailerAndType(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(serial!);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('1 machine');
  // A distributor cannot change a delivery status.
  await expect(page.getByRole('button', { name: /^Update/ })).toHaveCount(0);
});

test('a machine booked from another browser meanwhile fails cleanly, naming its serial', async ({
  page,
  browser,
}) => {
  await signIn(page, 'distributor');
  await openAvailableSoundboxes(page);
  const [serial] = await selectMachines(page, 1);
  await page.getByRole('button', { name: 'Proceed to Booking' }).click();
  await chooseRetailerAndType(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(serial!)).toBeVisible();

  // Someone else (another browser, another account) books the same machine first.
  const selection = (await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('booking.selection') ?? 'null'),
  )) as { providerId: number; machines: { id: number; serialNumber: string }[] };
  expect(selection.machines.map((m) => m.serialNumber)).toEqual([serial]);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const token = await loginToken(other.request, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const retailers = await other.request.get('/api/retailers?distributorId=1&status=ACTIVE', {
      headers,
    });
    const retailerId = ((await retailers.json()) as { retailers: { id: number }[] }).retailers[0]!
      .id;
    const booked = await other.request.post('/api/orders', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        distributorId: 1,
        retailerId,
        serviceProviderId: selection.providerId,
        orderType: 'SOUNDBOX_ALLOTMENT',
        machineIds: selection.machines.map((m) => m.id),
      },
    });
    expect(booked.status()).toBe(201);
  } finally {
    await other.close();
  }

  await page.getByRole('button', { name: 'Create Order' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`These machines are no longer available: ${serial}`);
  await expect(alert).toContainText('booked by someone else');
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
  await expect(page.getByText('No machines are left in this order.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Please complete all required fields');
  await expect(page).toHaveURL(/\/order\/\d+$/);
});

test('the inventory sorts from its sort bar (mouse and keyboard), keeps the sort in the URL and the selection', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const token = await loginToken(page.request, 'admin');
  const serialsOf = async (query: string) => {
    const res = await page.request.get(`/api/service-providers/1/inventory?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { inventory: { soundbox: { serialNumber: string }[] } };
    return body.inventory.soundbox.map((m) => m.serialNumber);
  };
  const list = page.getByRole('list', { name: 'Machines' });
  const cards = list.getByRole('button');
  // Each card in the API's order. Any serial: other journeys add devices of their own naming.
  const shown = async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false');
    return cards.allTextContents();
  };
  const inOrder = (serials: string[]) => serials.map((serial) => expect.stringContaining(serial));
  const bar = page.getByRole('group', { name: 'Sort by' });

  await page.goto('/inventory/1?type=SOUNDBOX');
  const unsorted = await serialsOf('type=SOUNDBOX&pageSize=50');
  await expect(cards.first()).toContainText(unsorted[0]!);
  await expect(bar.getByRole('button', { name: 'Serial Number' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await selectMachines(page, 1);

  await bar.getByRole('button', { name: 'Serial Number' }).click();
  await expect(page).toHaveURL(/\?type=SOUNDBOX&sort=serialNumber&order=asc$/);
  const ascending = await serialsOf('type=SOUNDBOX&pageSize=50&sort=serialNumber&order=asc');
  await expect(cards.first()).toContainText(ascending[0]!);
  expect(await shown()).toEqual(inOrder(ascending));

  // Keyboard: Enter on the pressed button flips the order.
  await bar.getByRole('button', { name: 'Serial Number (ascending)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=serialNumber&order=desc/);
  const descending = await serialsOf('type=SOUNDBOX&pageSize=50&sort=serialNumber&order=desc');
  expect(descending).not.toEqual(ascending);
  await expect(cards.first()).toContainText(descending[0]!);
  expect(await shown()).toEqual(inOrder(descending));

  // A reload keeps the sort and the selection.
  await page.reload();
  await expect(bar.getByRole('button', { name: 'Serial Number (descending)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards.first()).toContainText(descending[0]!);
  await expect(page.getByRole('region', { name: 'Selected machines' })).toContainText(
    '1 machine selected',
  );

  // Space on the next button sorts by model.
  await bar.getByRole('button', { name: 'Serial Number (descending)' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Model' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/sort=model&order=asc/);
  const byModel = await serialsOf('type=SOUNDBOX&pageSize=50&sort=model&order=asc');
  await expect(cards.first()).toContainText(byModel[0]!);
  expect(await shown()).toEqual(inOrder(byModel));

  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/sort=model&order=asc&pageSize=100/);
  const hundred = await serialsOf('type=SOUNDBOX&pageSize=100&sort=model&order=asc');
  await expect(cards).toHaveCount(hundred.length);
  await expect(page.getByRole('region', { name: 'Selected machines' })).toContainText(
    '1 machine selected',
  );
  await expectAccessible(page);
});

/** The demo retailer (retailer@demo.test, of ABC Distributors): its person, phone and address. */
async function demoRetailer(page: Page) {
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${await apiToken(page, 'retailer')}` },
  });
  const { retailerId } = ((await me.json()) as { user: { retailerId: number } }).user;
  const res = await page.request.get(`/api/retailers/${retailerId}`, {
    headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` },
  });
  const r = ((await res.json()) as { retailer: Record<string, string | null> }).retailer;
  return {
    name: r.name!,
    phone: r.phone!,
    address: [r.address, r.city, r.state].filter((v) => v && v.trim() !== '').join(', '),
  };
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the delivery details, prefilled from the retailer, survive Previous, the browser's Back and Forward and a reload, and reach the order", async ({
    page,
  }) => {
    test.slow();
    const shop = await demoRetailer(page);
    await signIn(page, 'admin');
    // The last card: the other booking journeys take the first ones.
    const cards = await openAvailableSoundboxes(page);
    const card = cards.last();
    const serial = SERIAL.exec((await card.textContent()) ?? '')?.[0] ?? '';
    expect(serial).not.toBe('');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Proceed to Booking' }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });
    await page.getByRole('radio', { name: /ABC Distributors/ }).check();
    await next.click();
    await page.getByRole('radio', { name: new RegExp(shop.name) }).check();
    await next.click();

    // Step 3: contact and address come from the retailer; Quantity is the selection's.
    await expect(page.getByRole('heading', { level: 2, name: 'Order Details' })).toBeVisible();
    await expect(page.getByLabel('Contact Person')).toHaveValue(shop.name);
    await expect(page.getByLabel('Contact Phone')).toHaveValue(shop.phone);
    await expect(page.getByLabel('Delivery Address')).toHaveValue(shop.address);
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await expect(page.getByLabel('Quantity')).not.toBeEditable();
    const address = `Gate 2, ${serial} lane, Navrangpura, Ahmedabad`;
    await expect(page.getByLabel('Order Type')).toHaveValue('Soundbox Allotment');
    await page.getByLabel('Delivery Address').fill(address);
    await page.getByLabel('Contact Person').fill('Kiran Desai');
    await page.getByLabel('Expected Delivery Date').fill('2030-01-15');
    await expectAccessible(page);
    await screenshotBoth(page, 'booking-details');
    await page.setViewportSize({ width: 390, height: 844 });
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();

    // Back a step, then away and back with the browser, then a reload: nothing typed is lost.
    await previous.click();
    await expect(page.getByLabel('Delivery Address')).toHaveValue(address);
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\/\d+/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Order Details' })).toBeVisible();
    await expect(page.getByLabel('Delivery Address')).toHaveValue(address);
    await page.reload();
    await expect(page.getByLabel('Contact Person')).toHaveValue('Kiran Desai');
    await expect(page.getByLabel('Expected Delivery Date')).toHaveValue('2030-01-15');
    await next.click();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByText(`Kiran Desai · ${shop.phone}`)).toBeVisible();
    await page.getByRole('button', { name: 'Create Order' }).click();
    await expect(page.getByText('Order created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);

    // The order holds them, and its detail shows them.
    const token = await apiToken(page, 'admin');
    const found = await page.request.get(`/api/orders?search=${serial}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [order] = ((await found.json()) as { orders: { id: number }[] }).orders;
    await page.goto(`/orders/${order!.id}`);
    await expect(page.getByRole('heading', { name: 'Delivery Details' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByText(`Kiran Desai · ${shop.phone}`)).toBeVisible();
    const expected = page.getByText('Expected Delivery', { exact: true });
    await expect(expected.locator('xpath=following-sibling::dd')).toContainText('2030');
    await screenshotBoth(page, 'booking-order-delivery');
  });
});

test.describe('in Gujarati', () => {
  test.afterEach(async ({ page }) => setLanguage(page, 'en', 'distributor'));

  for (const [width, size] of Object.entries(WIDTHS)) {
    test(`a distributor books a soundbox in Gujarati at ${width} width (${size.width}x${size.height}): its retailer first, the order type from the machine`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, 'distributor');
      await openAvailableSoundboxes(page);
      const [serial] = await selectMachines(page, 1);
      await setLanguage(page, 'gu', 'distributor');
      await page.getByRole('button', { name: 'Proceed to Booking' }).click();
      await expect(page).toHaveURL(/\/order\/\d+$/);
      // The app takes the language as it starts: the selection survives the reload.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'gu');

      const next = page.getByRole('button', { name: 'આગળ' });
      await expect(
        page.getByRole('heading', { level: 2, name: 'છૂટક વેપારી પસંદ કરો' }),
      ).toBeVisible();
      const steps = page.getByRole('navigation', { name: 'બુકિંગના તબક્કા' });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      await expect(steps).not.toContainText('વિતરક પસંદ કરો');
      await page.getByRole('radio').first().check();
      await next.click();
      await expect(page.getByRole('heading', { level: 2, name: 'ઓર્ડર વિગતો' })).toBeVisible();
      await expect(page.getByLabel('ઓર્ડરનો પ્રકાર')).toHaveValue('સાઉન્ડબોક્સ ફાળવણી');
      await next.click();
      await expect(page.getByRole('heading', { level: 2, name: 'સમીક્ષા અને પુષ્ટિ' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'ઓર્ડર સારાંશ' })).toContainText(
        'સાઉન્ડબોક્સ ફાળવણી',
      );
      await expect(page.getByRole('region', { name: 'ડિલિવરી વિગતો' })).toBeVisible();
      await expect(page.getByText(serial!)).toBeVisible();
      await expectAccessible(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `e2e/artifacts/screenshots/booking-review-gu-${width}.png`,
        fullPage: true,
      });

      await page.getByRole('button', { name: 'ઓર્ડર બનાવો' }).click();
      await expect(page.getByText('ઓર્ડર સફળતાપૂર્વક બનાવાયો!')).toBeVisible();
      await expect(page).toHaveURL(/\/orders$/);
      const token = await apiToken(page, 'distributor');
      const found = await page.request.get(`/api/orders?search=${serial}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [order] = ((await found.json()) as { orders: { id: number; orderType: string }[] })
        .orders;
      expect(order!.orderType).toBe('SOUNDBOX_ALLOTMENT');
      await page.goto(`/orders/${order!.id}`);
      await expect(page.getByText('સાઉન્ડબોક્સ ફાળવણી')).toBeVisible();
    });
  }
});

test('the server refuses an order type that does not fit the machines, by its code', async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const stock = await page.request.get(
    '/api/service-providers/2/inventory?status=AVAILABLE&type=POS&pageSize=1',
    { headers },
  );
  const [pos] = ((await stock.json()) as { inventory: { pos: { id: number }[] } }).inventory.pos;
  const retailers = await page.request.get('/api/retailers?distributorId=1&status=ACTIVE', {
    headers,
  });
  const retailerId = ((await retailers.json()) as { retailers: { id: number }[] }).retailers[0]!.id;
  const res = await page.request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      distributorId: 1,
      retailerId,
      serviceProviderId: 2,
      orderType: 'SOUNDBOX_ALLOTMENT',
      machineIds: [pos!.id],
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { code: string }).code).toBe('order_type_mismatch');
});

test('opening the booking page without a selection says so', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/order/1');
  await expect(page.getByText('No machines selected')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute(
    'href',
    '/inventory/1',
  );
});
