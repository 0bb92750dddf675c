import { expect, test, type Page } from '@playwright/test';
import { createDevices } from './support/devices';
import { expectAccessible, SCREENSHOT_DIR, screenshotBoth } from './support/screens';
import { apiToken, signIn } from './support/session';

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** Fresh AVAILABLE machines of this run: `${prefix}-1` to `${prefix}-${count}`. */
async function freshMachines(page: Page, prefix: string, count: number): Promise<string[]> {
  const serials = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  await createDevices(page, serials, 'E2E T-300');
  return serials;
}

async function expectMachineStatus(page: Page, prefix: string, status: string, partner?: string) {
  await page.goto(`/machines?search=${prefix}`);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(page.getByRole('heading', { level: 2, name: /^Machines \(/ })).toHaveText(
    'Machines (2)',
  );
  for (const row of await rows.all()) {
    await expect(row.getByText(status, { exact: true })).toBeVisible();
    if (partner) await expect(row).toContainText(partner);
  }
}

const card = (page: Page) => page.getByRole('article');

test.describe('assignments as admin', () => {
  test.beforeEach(async ({ page }) => {
    // Long journeys (several screens, screenshots at two widths, axe): room on a busy machine.
    test.slow();
    await signIn(page, 'admin');
  });

  test('assigns 2 machines to a distributor and its retailer; they show Assigned; Return frees them', async ({
    page,
  }) => {
    const prefix = `E2E-ASG-${stamp()}`;
    const serials = await freshMachines(page, prefix, 2);

    await page.goto('/assignments');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Machine Assignments' }),
    ).toBeVisible();
    await expect(card(page).first()).toBeVisible();
    await screenshotBoth(page, 'assignments');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Assignment' });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await screenshotBoth(page, 'assignment-create');
    await expectAccessible(page);

    await dialog.getByRole('searchbox').fill(prefix);
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    for (const serial of serials) await dialog.getByLabel(new RegExp(serial)).check();
    await expect(dialog.getByText('2 selected')).toBeVisible();

    const retailer = dialog.getByLabel(/^Retailer/);
    await expect(retailer).toBeDisabled();
    await dialog.getByLabel(/^Distributor/).selectOption({ label: 'ABC Distributors' });
    await expect(retailer).toBeEnabled();
    await expect(retailer.locator('option')).not.toHaveCount(1);
    const retailerName = (await retailer.locator('option').nth(1).textContent())!.replace(
      / \(.*\)$/,
      '',
    );
    await retailer.selectOption({ index: 1 });

    // Valid To before Valid From is refused on the field.
    const today = await dialog.getByLabel(/^Valid From/).inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel(/^Valid To/).fill('2000-01-01');
    await expect(dialog.getByText('Valid To cannot be before Valid From')).toBeVisible();
    await dialog.getByLabel(/^Valid To/).fill('');
    await dialog.getByLabel(/^Notes/).fill(`E2E notes ${prefix}`);
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Assignment created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expect(card(page)).toHaveCount(1);
    const created = card(page).first();
    await expect(created.getByText('Active', { exact: true })).toBeVisible();
    await expect(created).toContainText('ABC Distributors');
    await expect(created).toContainText(retailerName);
    await expect(created).toContainText('No End Date');
    await expect(created).toContainText(`E2E notes ${prefix}`);
    for (const serial of serials) await expect(created).toContainText(serial);

    await expectMachineStatus(page, prefix, 'Assigned', 'ABC Distributors');

    await page.goto(`/assignments?search=${prefix}`);
    await card(page).first().getByRole('button', { name: 'Return' }).click();
    await page
      .getByRole('dialog', { name: 'Return assignment' })
      .getByRole('button', { name: 'Return' })
      .click();
    await expect(
      page.getByText('Assignment returned; its machines are available again'),
    ).toBeVisible();
    await expect(card(page).first().getByText('Returned', { exact: true })).toBeVisible();
    await expect(card(page).first().getByRole('button', { name: 'Return' })).toHaveCount(0);

    await expectMachineStatus(page, prefix, 'Available');
  });

  test('Return asks first and can be undone: the machines are assigned again', async ({
    page,
    browser,
  }) => {
    const prefix = `E2E-UNDO-${stamp()}`;
    const serials = await freshMachines(page, prefix, 2);
    const token = await apiToken(page, 'admin');
    const ids: number[] = [];
    for (const serial of serials) {
      const found = await page.request.get(`/api/machines?search=${serial}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      ids.push((await found.json()).machines[0].id);
    }
    const made = await page.request.post('/api/assignments', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${prefix}` },
      data: { machineIds: ids, distributorId: 1, retailerId: null, validFrom: '2026-01-01' },
    });
    expect(made.status()).toBe(201);

    await page.goto('/assignments');
    await expect(card(page).first()).toBeVisible();
    // "/" focuses the page's search.
    await page.locator('body').press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill(prefix);
    await expect(card(page)).toHaveCount(1);

    const returnButton = card(page).first().getByRole('button', { name: 'Return' });
    await returnButton.click();
    const confirm = page.getByRole('dialog', { name: 'Return assignment' });
    await expect(confirm).toContainText('Its machines go back to stock.');
    await screenshotBoth(page, 'assignment-return-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(returnButton).toBeFocused();
    await expect(card(page).first().getByText('Active', { exact: true })).toBeVisible();

    // With the keyboard alone: Enter opens the question, Tab reaches Return, the Undo in the
    // toast takes the focus and Enter undoes; the focus goes back to the card.
    await returnButton.focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    const confirmReturn = confirm.getByRole('button', { name: 'Return' });
    for (
      let i = 0;
      i < 5 && !(await confirmReturn.evaluate((b) => b === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(confirmReturn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Assignment returned; its machines are available again'),
    ).toBeVisible();
    await expect(card(page).first().getByText('Returned', { exact: true })).toBeVisible();
    // A returned assignment shows when it was returned (decision 0164).
    await expect(card(page).first().getByText('Returned on', { exact: true })).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Return undone; the machines are assigned again')).toBeVisible();
    await expect(card(page).first()).toBeFocused();
    await expect(card(page).first().getByText('Active', { exact: true })).toBeVisible();
    await expect(card(page).first().getByRole('button', { name: 'Return' })).toBeVisible();
    await expect(card(page).first().getByText('Returned on', { exact: true })).toHaveCount(0);

    await expectMachineStatus(page, prefix, 'Assigned', 'ABC Distributors');

    // The holder was told of the Return, and is told of its undo (the newest in its bell).
    const assignmentId = (await made.json()).id as number;
    const distHeaders = { authorization: `Bearer ${await apiToken(page, 'distributor')}` };
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/notifications?pageSize=5', {
          headers: distHeaders,
        });
        const { notifications } = (await res.json()) as {
          notifications: { type: string; entityId: number | null }[];
        };
        return notifications.map((n) => `${n.type} ${n.entityId}`)[0];
      })
      .toBe(`assignment.return_undone ${assignmentId}`);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const dist = await context.newPage();
      await signIn(dist, 'distributor');
      await dist.getByTestId('notification-bell').click();
      const panel = dist.getByRole('dialog', { name: 'Notifications' });
      const items = panel.getByTestId('notification');
      await expect(items.first()).toContainText('The return of an assignment was undone');
      await expect(items.nth(1)).toContainText('An assignment was returned');
      await dist.screenshot({ path: `${SCREENSHOT_DIR}/notifications-return-undone.png` });
    } finally {
      await context.close();
    }
  });

  test('dialogs: focus on the first field, Escape with typed input asks before discarding', async ({
    page,
  }) => {
    await page.goto('/assignments');
    const opener = page.getByRole('button', { name: 'New Assignment' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'New Assignment' });
    await expect(dialog.getByRole('textbox', { name: 'Scan a serial number' })).toBeFocused();
    await dialog.getByLabel(/^Notes/).fill('Typed and then abandoned');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(ask).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel(/^Notes/)).toHaveValue('Typed and then abandoned');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('creates another assignment and deletes it after the confirmation', async ({ page }) => {
    const prefix = `E2E-DEL-${stamp()}`;
    const serials = await freshMachines(page, prefix, 2);
    await page.goto('/assignments');
    await page.getByRole('button', { name: 'New Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Assignment' });
    await dialog.getByRole('searchbox').fill(prefix);
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    for (const serial of serials) await dialog.getByLabel(new RegExp(serial)).check();
    await dialog.getByLabel(/^Distributor/).selectOption({ label: 'XYZ Distributors' });
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Assignment created successfully')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expect(card(page)).toHaveCount(1);
    await expect(card(page).first()).toContainText('Direct Assignment');
    await card(page)
      .first()
      .getByRole('button', { name: /Delete assignment/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete assignment' });
    await expect(confirm).toContainText('Are you sure you want to delete this assignment?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page)).toHaveCount(1);

    await card(page)
      .first()
      .getByRole('button', { name: /Delete assignment/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete assignment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Assignment deleted')).toBeVisible();
    await expect(page.getByText('No assignments found')).toBeVisible();

    await expectMachineStatus(page, prefix, 'Available');
  });

  test('status filter and search narrow the list; nothing matching shows the empty text', async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    const res = await page.request.get('/api/assignments?status=INACTIVE&pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const inactive = ((await res.json()) as { total: number }).total;
    await page.goto('/assignments');
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: /Inactive/ })
      .click();
    await expect(page).toHaveURL(/status=INACTIVE/);
    await expect(page.getByRole('heading', { level: 2, name: /^Assignments \(/ })).toHaveText(
      `Assignments (${inactive})`,
    );
    for (const c of await card(page).all())
      await expect(c.getByText('Inactive', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-assignment-anywhere');
    await expect(page.getByText('No assignments found')).toBeVisible();
  });

  test('sorts the cards from the sort bar (mouse and keyboard); the sort and page size stay in the URL', async ({
    page,
  }) => {
    const token = await apiToken(page, 'admin');
    const titlesOf = async (query: string) => {
      const res = await page.request.get(`/api/assignments?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.ok()).toBeTruthy();
      const list = (await res.json()) as { assignments: { id: number }[] };
      return list.assignments.map((a) => `Assignment #${a.id}`);
    };
    const titles = page.getByRole('article').locator('h3');
    const bar = page.getByRole('group', { name: 'Sort by' });

    await page.goto('/assignments');
    const unsorted = await titlesOf('pageSize=25');
    await expect(titles).toHaveText(unsorted);
    // The server's default order (newest first) shows as the pressed sort.
    await expect(bar.getByRole('button', { name: 'Created (descending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(bar.getByRole('button', { name: 'Valid From' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await bar.getByRole('button', { name: 'Valid From' }).click();
    await expect(page).toHaveURL(/sort=validFrom&order=asc/);
    const ascending = await titlesOf('pageSize=25&sort=validFrom&order=asc');
    expect(ascending).not.toEqual(unsorted);
    await expect(titles).toHaveText(ascending);
    await expect(bar.getByRole('button', { name: 'Valid From (ascending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Keyboard: Enter on the pressed button flips the order; Tab + Space sorts by the next one.
    await bar.getByRole('button', { name: 'Valid From (ascending)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=validFrom&order=desc/);
    const descending = await titlesOf('pageSize=25&sort=validFrom&order=desc');
    await expect(titles).toHaveText(descending);

    // A reload (or a shared link) keeps the sort.
    await page.reload();
    await expect(bar.getByRole('button', { name: 'Valid From (descending)' })).toBeVisible();
    await expect(titles).toHaveText(descending);

    await bar.getByRole('button', { name: 'Valid From (descending)' }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Status' })).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/sort=status&order=asc/);
    await expect(titles).toHaveText(await titlesOf('pageSize=25&sort=status&order=asc'));

    // Cards per page: 50, in the URL and on the screen.
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL(/sort=status&order=asc&pageSize=50/);
    await expect(titles).toHaveText(await titlesOf('pageSize=50&sort=status&order=asc'));
    await expectAccessible(page);
  });
});

test('a distributor sees only its own assignments', async ({ page }) => {
  await signIn(page, 'distributor');
  const token = await apiToken(page, 'distributor');
  const res = await page.request.get('/api/assignments?pageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const own = (await res.json()) as {
    total: number;
    assignments: { distributor: { name: string } }[];
  };
  expect(own.total).toBeGreaterThan(0);
  expect(own.assignments.every((a) => a.distributor.name === 'ABC Distributors')).toBe(true);

  await page.goto('/assignments');
  await expect(page.getByRole('heading', { level: 2, name: /^Assignments \(/ })).toHaveText(
    `Assignments (${own.total})`,
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(25, own.total));
  for (const c of await cards.all()) {
    await expect(c.locator('dd').first()).toHaveText('ABC Distributors');
  }

  // Its own create modal: it is the only distributor, already chosen.
  await page.getByRole('button', { name: 'New Assignment' }).click();
  const distributor = page
    .getByRole('dialog', { name: 'New Assignment' })
    .getByLabel(/^Distributor/);
  await expect(distributor.locator('option', { hasText: 'ABC Distributors' })).toHaveCount(1);
  await expect(distributor.locator('option')).toHaveCount(2);
  await expect(distributor).not.toHaveValue('');
});
