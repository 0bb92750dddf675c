import { expect, test, type Page } from '@playwright/test';
import { axe, expectAccessible, screenshotBoth } from './support/screens';
import { apiToken, signIn, type DemoAccount } from './support/session';

type Stats = {
  machines: {
    total: number;
    pos: number;
    soundbox: number;
    available: number;
    assigned: number;
    maintenance: number;
  };
  assignments: { total: number; active: number; returned: number };
  orders: { total: number; pending: number; completed: number };
};
type OrderRow = { id: number; order_number: string; createdAt: string };

const n = (value: number) => new Intl.NumberFormat('en-IN').format(value);

async function apiGet<T>(page: Page, who: DemoAccount, path: string): Promise<T> {
  const token = await apiToken(page, who);
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The four cards and the inventory summary show exactly the API's figures for this user. */
async function expectFigures(page: Page, stats: Stats) {
  const { machines: m, assignments: a, orders: o } = stats;
  await expect(page.getByTestId('stat-machines')).toHaveText(
    `Total Machines${n(m.total)}POS: ${n(m.pos)} · Soundbox: ${n(m.soundbox)}`,
  );
  await expect(page.getByTestId('stat-available')).toHaveText(
    `Available${n(m.available)}Assigned: ${n(m.assigned)} · Maintenance: ${n(m.maintenance)}`,
  );
  await expect(page.getByTestId('stat-assignments')).toHaveText(
    `Assignments${n(a.total)}Active: ${n(a.active)} · Returned: ${n(a.returned)}`,
  );
  await expect(page.getByTestId('stat-orders')).toHaveText(
    `Orders${n(o.total)}Pending: ${n(o.pending)} · Completed: ${n(o.completed)}`,
  );
  await expect(page.getByTestId('inventory-posMachines')).toHaveText(`POS Machines${n(m.pos)}`);
  await expect(page.getByTestId('inventory-posTerminals')).toHaveText(`POS Terminals${n(m.pos)}`);
  await expect(page.getByTestId('inventory-soundboxDevices')).toHaveText(
    `Soundbox Devices${n(m.soundbox)}`,
  );
}

async function chartsLoaded(page: Page) {
  await expect(page.getByText('Machines by Status', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Loading charts…')).toHaveCount(0);
}

test('admin: the figures are the API stats, the recent orders are the newest five', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const stats = await apiGet<Stats>(page, 'admin', '/dashboard/stats');
  expect(stats.machines.total).toBeGreaterThan(0);
  await expectFigures(page, stats);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tiles = page.getByRole('navigation', { name: 'Quick access' }).getByRole('link');
  await expect(tiles).toHaveCount(4);
  await expect(page.getByText('Process Flow')).toBeVisible();
  for (const step of ['Service Provider', 'Inventory', 'Order Booking', 'Delivery Tracking']) {
    await expect(page.getByRole('list', { name: 'Process Flow' })).toContainText(step);
  }

  // Newest first: the five most recently created of all the admin's orders.
  const all = await apiGet<{ orders: OrderRow[] }>(page, 'admin', '/orders?pageSize=500');
  const newest = [...all.orders]
    .sort((x, y) =>
      x.createdAt === y.createdAt ? y.id - x.id : x.createdAt < y.createdAt ? 1 : -1,
    )
    .slice(0, 5)
    .map((o) => o.order_number);
  const recent = page.getByRole('list', { name: 'Recent Orders' }).getByRole('listitem');
  await expect(recent).toHaveCount(5);
  for (const [index, number] of newest.entries()) {
    await expect(recent.nth(index)).toContainText(number);
  }
  await expect(
    page.getByRole('list', { name: 'Recent Assignments' }).getByRole('listitem'),
  ).toHaveCount(5);

  await chartsLoaded(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'dashboard-admin');

  // A tile opens its screen.
  await page
    .getByRole('navigation', { name: 'Quick access' })
    .getByRole('link', { name: /^Machines/ })
    .click();
  await expect(page).toHaveURL(/\/machines$/);
});

// The charts' legends lie over the drawing, so axe usually cannot tell their background and skips
// them; when the layout let it see the white card, it found the series-coloured legend text too light
// (2.9:1): the flaky journey. With the drawing hidden axe always measures them.
test('admin: the chart legends are readable text on the card', async ({ page }) => {
  await signIn(page, 'admin');
  await chartsLoaded(page);
  await expect(page.locator('.recharts-legend-item-text').first()).toBeVisible();
  await page.addStyleTag({ content: '.recharts-surface { visibility: hidden; }' });
  const results = await axe(page).include('figure').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')))).toEqual(
    [],
  );
});

test("distributor: its own scope's figures, which differ from the admin's", async ({ page }) => {
  const adminStats = await apiGet<Stats>(page, 'admin', '/dashboard/stats');
  await signIn(page, 'distributor');
  const stats = await apiGet<Stats>(page, 'distributor', '/dashboard/stats');
  expect(stats).not.toEqual(adminStats);
  expect(stats.machines.total).toBeLessThan(adminStats.machines.total);
  await expectFigures(page, stats);
  await expect(page.getByTestId('stat-machines')).not.toContainText(
    `Total Machines${n(adminStats.machines.total)}`,
  );

  const recent = await apiGet<{ orders: OrderRow[] }>(page, 'distributor', '/orders?limit=5');
  const rows = page.getByRole('list', { name: 'Recent Orders' }).getByRole('listitem');
  await expect(rows).toHaveCount(recent.orders.length);
  for (const [index, order] of recent.orders.entries()) {
    await expect(rows.nth(index)).toContainText(order.order_number);
  }
});

test('retailer: its figures, no tiles and no assignments panel', async ({ page }) => {
  await signIn(page, 'retailer');
  const stats = await apiGet<Stats>(page, 'retailer', '/dashboard/stats');
  await expectFigures(page, stats);
  await expect(page.getByRole('navigation', { name: 'Quick access' })).toHaveCount(0);
  await expect(page.getByText('Recent Assignments')).toHaveCount(0);
  await expect(page.getByText('Recent Orders')).toBeVisible();
  // No error message anywhere (the retailer may not read assignments; it is not asked).
  await expect(page.getByRole('alert')).toHaveCount(0);
  // No booking flow, and every link stays in its menu (Dashboard, Profile; decision 0164).
  await expect(page.getByText('Process Flow')).toHaveCount(0);
  await expect(page.getByTestId('funnel-idle')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View idle devices' })).toHaveCount(0);
  const links = page.locator('main a[href]');
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  const inMenu = /^(#|\/(dashboard|profile)?(\?|#|$))/;
  for (const href of hrefs) expect(href).toMatch(inMenu);

  await chartsLoaded(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'dashboard-retailer');
});
