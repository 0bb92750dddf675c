import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './support/session';

/** Stored values with script/HTML payloads render as text: no dialog, no injected element. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
];

async function expectNoInjection(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
}

test('script and HTML payloads in every text field render as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const token = await apiToken(page, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const tag = Date.now().toString(36);
  const [payload0, payload1, payload2] = PAYLOADS as [string, string, string];

  const distributor = await page.request.post('/api/distributors', {
    headers,
    data: {
      name: `${payload0} ${tag}`,
      email: `xss-${tag}@example.test`,
      phone: '+91 98765 43210',
      company_name: payload1,
      address: payload2,
      city: payload0,
    },
  });
  expect(distributor.status()).toBe(201);
  const d = (await distributor.json()).distributor;
  const retailer = await page.request.post('/api/retailers', {
    headers,
    data: {
      name: `${payload1} ${tag}`,
      email: `xss-r-${tag}@example.test`,
      phone: '+91 91234 56789',
      shop_name: payload0,
      address: payload2,
      distributor_id: d.id,
    },
  });
  expect(retailer.status()).toBe(201);
  const r = (await retailer.json()).retailer;
  const machine = await page.request.post('/api/machines', {
    headers,
    data: {
      serialNumber: `XSS-${tag}`,
      model: payload0,
      manufacturer: 'Telering',
      type: 'POS',
      partner: payload1,
      serviceProviderId: 1,
    },
  });
  expect(machine.status()).toBe(201);
  const order = await page.request.post('/api/orders', {
    headers,
    data: {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: 1,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [(await machine.json()).machine.id],
      notes: payload0,
      deliveryAddress: payload1,
    },
  });
  expect(order.status()).toBe(201);
  const orderId = (await order.json()).id;

  await signIn(page, 'admin');
  const screens = [
    `/distributors?search=${tag}`,
    `/retailers?search=${tag}`,
    `/machines?search=XSS-${tag}`,
    `/orders?search=${tag}`,
    `/orders/${orderId}`,
    `/assignments?search=${tag}`,
  ];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoInjection(page);
  }
  await page.goto(`/distributors?search=${tag}`);
  await expect(page.getByText(`${payload0} ${tag}`).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the Content Security Policy blocks inline script', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.goto('/login');
  const ran = await page.evaluate(async () => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        e.violatedDirective,
      ),
    );
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __inline?: number }).__inline;
  });
  expect(ran).toBeUndefined();
  expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
});

test('security headers on pages and API answers', async ({ page }) => {
  for (const path of ['/login', '/machines']) {
    const h = (await page.request.get(path)).headers();
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
  }
  // JSON answers: nothing may run or be framed, nothing is cached.
  for (const path of ['/api/health', '/api/nothing', '/api/machines']) {
    const h = (await page.request.get(path)).headers();
    expect(h['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['cache-control']).toBe('no-store');
  }
});
