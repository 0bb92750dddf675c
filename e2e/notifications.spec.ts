import { expect, test } from '@playwright/test';
import { expectAccessible, SCREENSHOT_DIR } from './support/screens';
import { bookOrderForDistributorOne } from './support/orders';
import { apiToken, signIn } from './support/session';

test('a distributor is told of its order, follows the link, and chooses what it is told', async ({
  page,
  browser,
}) => {
  // The admin signs in first: events of earlier journeys are delivered meanwhile, so the
  // distributor's slate below starts clean.
  await signIn(page, 'admin');
  const distributorHeaders = { authorization: `Bearer ${await apiToken(page, 'distributor')}` };
  const unread = async () =>
    (
      (await (
        await page.request.get('/api/notifications/unread-count', { headers: distributorHeaders })
      ).json()) as { unread: number }
    ).unread;
  expect(
    (
      await page.request.post('/api/notifications/read-all', { headers: distributorHeaders })
    ).status(),
  ).toBe(200);

  // The admin books an order for distributor 1 and approves it on the Orders screen.
  const order = await bookOrderForDistributorOne(page, { notes: 'e2e notifications journey' });
  await page.goto('/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
  await page.getByRole('button', { name: `Update ${order.order_number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Delivery Status' });
  await dialog.getByLabel('Status').selectOption('APPROVED');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order status updated successfully!').first()).toBeVisible();
  // The admin did it, so the admin's own bell says nothing of it.
  await expect.poll(unread).toBe(2);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const dist = await context.newPage();
    await signIn(dist, 'distributor');
    const bell = dist.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect(dist.getByTestId('notification-badge')).toHaveText('2');

    await bell.click();
    const panel = dist.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByTestId('notification');
    await expect(items.first()).toContainText(`Order ${order.order_number} is now Approved`);
    await expect(items.first()).toContainText('Unread');
    await expect(items.nth(1)).toContainText(`New order ${order.order_number} was booked`);
    await expectAccessible(dist);

    // At phone width the panel fits the screen.
    const before = dist.viewportSize()!;
    await dist.setViewportSize({ width: 390, height: 844 });
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dist.screenshot({ path: `${SCREENSHOT_DIR}/notifications-panel-phone.png` });
    await dist.setViewportSize(before);

    // Following it opens the order and marks it read.
    await items.first().getByRole('link').click();
    await expect(dist).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // Mark all as read; Escape closes the panel and the focus is back on the bell.
    await bell.click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(items.first()).not.toContainText('Unread');
    await dist.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(dist.getByTestId('notification-badge')).toHaveCount(0);

    // Profile > Notifications: a switch saved on the server, still off after a reload.
    await dist.goto('/profile?tab=notifications');
    await expect(
      dist.getByText('Email is not set up on this server, so email notifications are off.'),
    ).toBeVisible();
    await expect(dist.getByRole('switch', { name: 'Email: Order delivered' })).toBeDisabled();
    const statusSwitch = dist.getByRole('switch', { name: 'In-app: Order status changed' });
    await expect(statusSwitch).toHaveAttribute('aria-checked', 'true');
    await statusSwitch.click();
    await expect(dist.getByText('Notification settings saved')).toBeVisible();
    await dist.reload();
    await expect(statusSwitch).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(dist);
    // Back as it was, for the journeys that follow.
    await statusSwitch.click();
    await expect(statusSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(dist.getByText('Notification settings saved').first()).toBeVisible();
  } finally {
    await context.close();
  }
});
