import { expect, test } from '@playwright/test';
import { createDevices, devicesAtRetailer } from './support/devices';
import { closeDialog, expectAccessible, screenshotBoth, WIDTHS } from './support/screens';
import { apiToken, signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

test('a retailer marks its own device installed from its dashboard; its distributor sees Installed', async ({
  page,
}) => {
  test.slow();
  // A new device at Shree Ganesh Mobile, the demo retailer's shop: ALLOTTED, newest first.
  const serial = `RIN-${stamp()}`;
  await devicesAtRetailer(page, [serial]);

  await signIn(page, 'retailer');
  const devices = page.getByRole('region', { name: 'My devices' });
  const row = devices.getByTestId(`my-device-${serial}`);
  await expect(row).toContainText('Allotted');
  await expect(row).toContainText('POS');
  // The spec's menu is unchanged: Dashboard and Profile only.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Machines' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'retailer-my-devices');

  await row.getByRole('button', { name: `Mark ${serial} installed` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${serial} installed` });
  const date = dialog.getByLabel('Installed on');
  await date.fill('2026-02-01');
  await expectAccessible(page);
  await screenshotBoth(page, 'retailer-mark-installed');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${serial} marked installed`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Installed');
  await expect(row).toContainText('Feb 1, 2026');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The distributor is told (the outbox is delivered after the commit: wait for it).
  const told = { authorization: `Bearer ${await apiToken(page, 'distributor')}` };
  await expect
    .poll(async () => (await page.request.get('/api/notifications', { headers: told })).text())
    .toContain(serial);
  await signIn(page, 'distributor', `/machines?search=${serial}`);
  await page.getByTestId('notification-bell').click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    inbox.getByText(`${serial} was marked installed at Shree Ganesh Mobile`),
  ).toBeVisible();
  await closeDialog(inbox);
  const listed = page.getByRole('row', { name: new RegExp(serial) });
  await listed.getByRole('button', { name: /View/ }).click();
  const detail = page.getByRole('dialog', { name: 'Machine Details' });
  await expect(detail.getByRole('heading', { name: 'Activation' })).toBeVisible();
  await expect(detail.getByText('Installed', { exact: true })).toBeVisible();
  await expect(detail.getByText(/^(2026-02-01|Feb 1, 2026)$/).first()).toBeVisible();
  await expect(detail.getByText('Marked installed')).toBeVisible();
  await expect(detail.getByText('Mahesh Patel (Retailer)')).toBeVisible();
});

test('a device on an order not delivered yet awaits delivery: no Mark installed, the server refuses it too', async ({
  page,
}) => {
  test.slow();
  const serial = `RIO-${stamp()}`;
  const [machineId] = await createDevices(page, [serial], 'Telering T-300');
  const admin = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const booked = await page.request.post('/api/orders', {
    headers: { ...admin, 'idempotency-key': crypto.randomUUID() },
    data: {
      distributorId: 1,
      retailerId: 1,
      serviceProviderId: 1,
      orderType: 'MACHINE_ALLOTMENT',
      machineIds: [machineId],
      notes: `e2e awaiting delivery ${serial}`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const orderId = ((await booked.json()) as { order: { id: number } }).order.id;
  const moveTo = async (status: string) => {
    const moved = await page.request.put(`/api/orders/${orderId}/status`, {
      headers: admin,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  await moveTo('APPROVED');

  await signIn(page, 'retailer');
  const devices = page.getByRole('region', { name: 'My devices' });
  const row = devices.getByTestId(`my-device-${serial}`);
  // A table at desktop width, a list of cards on a phone.
  for (const [viewport, device] of [
    [WIDTHS.phone, devices.getByRole('listitem').filter({ hasText: serial })],
    [WIDTHS.desktop, row],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(device).toContainText('Allotted');
    await expect(device).toContainText('Awaiting delivery');
    await expect(device.getByRole('button')).toHaveCount(0);
  }
  await screenshotBoth(page, 'retailer-awaiting-delivery');
  // Asked anyway (an old screen, the API), the server says why.
  const retailer = { authorization: `Bearer ${await apiToken(page, 'retailer')}` };
  const refused = await page.request.post(`/api/machines/${machineId}/activation`, {
    headers: { ...retailer, 'idempotency-key': crypto.randomUUID() },
    data: { step: 'INSTALLED', date: '2026-02-01' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'activation_not_delivered' });

  await moveTo('IN_PROGRESS');
  await moveTo('DELIVERED');
  await page.reload();
  await row.getByRole('button', { name: `Mark ${serial} installed` }).click();
  await page
    .getByRole('dialog', { name: `Mark ${serial} installed` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(`${serial} marked installed`)).toBeVisible();
  await expect(row).toContainText('Installed');
  await expect(row).not.toContainText('Awaiting delivery');
});
