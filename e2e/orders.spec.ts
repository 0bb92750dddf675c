import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { bookOrderForDistributorOne } from './support/orders';
import { apiToken, signIn } from './support/session';
import { allRows } from './support/tables';

async function updateStatus(page: Page, orderNumber: string, status: string, notes: string) {
  await page.getByRole('button', { name: `Update ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Delivery Status' });
  await expect(dialog).toContainText(`Order: ${orderNumber}`);
  await dialog.getByLabel('Status').selectOption(status);
  await dialog.getByLabel('Delivery Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  return dialog;
}

test('admin moves an order along its delivery and sees the timeline', async ({ page }) => {
  await signIn(page, 'admin');
  const order = await bookOrderForDistributorOne(page, {
    count: 2,
    notes: 'e2e orders journey',
    extra: {
      expectedDeliveryDate: '2099-12-31',
      deliveryAddress: 'Shop 4, CG Road, Ahmedabad 380009',
    },
  });

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Order' })).toHaveAttribute(
    'href',
    '/service-providers',
  );
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'orders');

  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText('2 machines');
  await expect(row).toContainText('via ');
  await expect(row).toContainText('Expected: Dec 31, 2099');

  for (const [status, label, note] of [
    ['APPROVED', 'Approved', 'Approved by e2e'],
    ['IN_PROGRESS', 'Out for Delivery', 'Handed to courier'],
    ['DELIVERED', 'Delivered', 'Received at the shop'],
  ] as const) {
    const dialog = await updateStatus(page, order.order_number, status, note);
    await expect(page.getByText('Order status updated successfully!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(label);
    if (status === 'IN_PROGRESS') await expect(row).toContainText('Out for delivery');
  }

  // A delivered order is closed: the modal offers no step back (the server's rule, shared).
  await page.getByRole('button', { name: `Update ${order.order_number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Delivery Status' });
  await expect(
    dialog.getByText('This order is closed: its status can no longer change.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Status')).toBeDisabled();
  await expect(dialog.getByLabel('Status').getByRole('option')).toHaveText(['Select status']);
  await screenshotBoth(page, 'order-status-closed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('link', { name: `View ${order.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: order.order_number })).toBeVisible();
  await expect(page.getByText('Shop 4, CG Road, Ahmedabad 380009')).toBeVisible();
  await expect(page.getByText('Sarvatra Pay Networks', { exact: true })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Delivery Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText('Pending');
  await expect(timeline.nth(1)).toContainText('Approved by e2e');
  await expect(timeline.nth(2)).toContainText('Out for Delivery');
  await expect(timeline.nth(2)).toContainText('Handed to courier');
  await expect(timeline.nth(3)).toContainText('Received at the shop');
  await expect(timeline.nth(3)).toContainText('Demo Admin');
  await expectAccessible(page);
  await screenshotBoth(page, 'order-detail');
});

test('sorts orders from a header (mouse and keyboard) and keeps the sort in the URL', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const token = await apiToken(page, 'admin');
  const numbersOf = async (query: string) => {
    const res = await page.request.get(`/api/orders?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBeTruthy();
    return ((await res.json()) as { orders: { order_number: string }[] }).orders.map(
      (o) => o.order_number,
    );
  };
  const table = page.getByRole('table');
  const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
  const sortButton = (name: string) => table.getByRole('button', { name, exact: true });
  /** The order numbers in the table, top to bottom (the first line of Order Details). */
  const shown = async () => (await allRows(table)).map((cells) => cells[0]!.split('\n')[0]);

  await page.goto('/orders');
  const unsorted = await numbersOf('pageSize=25');
  expect(unsorted.length).toBeGreaterThan(1);
  await expect(table.locator('tbody tr').first()).toContainText(unsorted[0]!);
  await expect(header('Order Details')).toHaveAttribute('aria-sort', 'none');

  await sortButton('Order Details').click();
  await expect(page).toHaveURL(/\/orders\?sort=order_number&order=asc$/);
  await expect(header('Order Details')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await numbersOf('pageSize=25&sort=order_number&order=asc');
  expect(ascending).not.toEqual(unsorted);
  await expect(table.locator('tbody tr').first()).toContainText(ascending[0]!);
  expect(await shown()).toEqual(ascending);

  // Keyboard: Enter on the focused header flips the order.
  await sortButton('Order Details').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=order_number&order=desc/);
  await expect(header('Order Details')).toHaveAttribute('aria-sort', 'descending');
  const descending = await numbersOf('pageSize=25&sort=order_number&order=desc');
  await expect(table.locator('tbody tr').first()).toContainText(descending[0]!);
  expect(await shown()).toEqual(descending);

  // A reload (or a shared link) keeps the sort.
  await page.reload();
  await expect(header('Order Details')).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toContainText(descending[0]!);

  // Space on another header sorts by it (the date, oldest first).
  await sortButton('Date').focus();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/sort=createdAt&order=asc/);
  await expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Order Details')).toHaveAttribute('aria-sort', 'none');
  const oldest = await numbersOf('pageSize=25&sort=createdAt&order=asc');
  await expect(table.locator('tbody tr').first()).toContainText(oldest[0]!);
  expect(await shown()).toEqual(oldest);

  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page).toHaveURL(/sort=createdAt&order=asc&pageSize=50/);
  await expectAccessible(page);
});

test("a search that matches nothing shows 'No orders found'", async ({ page }) => {
  await signIn(page, 'admin', '/orders?search=no-such-order-zzz');
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(
    'no-such-order-zzz',
  );
});

test("an unknown order shows 'Order not found' with a way back", async ({ page }) => {
  await signIn(page, 'distributor', '/orders/999999');
  await expect(page.getByText('Order not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Orders' }).first().click();
  await expect(page).toHaveURL(/\/orders$/);
});
