import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './support/session';

type Schedule = {
  id: number;
  name: string;
  reportType: string;
  filters: Record<string, unknown>;
  format: string;
  frequency: string;
  dayOfWeek: number | null;
  timeOfDay: string;
  paused: boolean;
  nextRunAt: string;
};

test('a distributor schedules the machines report, sees its next run, pauses, resumes and deletes it', async ({
  page,
}) => {
  const name = `Weekly stock ${Date.now().toString(36)}`;
  await signIn(page, 'distributor', '/reports?report=machines&status=ASSIGNED&format=excel');
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  const section = page.getByRole('region', { name: 'Scheduled reports' });
  await expect(section).toBeVisible();

  // Schedule… opens on the screen's choices: the machines report, Excel, status ASSIGNED.
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  await expect(dialog).toContainText('Machines Inventory');
  await expect(dialog).toContainText('Excel');
  // A distributor cannot send it to other addresses.
  await expect(dialog.getByLabel('Also send to')).toHaveCount(0);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Repeats').selectOption('weekly');
  await dialog.getByLabel('Day of the week').selectOption({ label: 'Wednesday' });
  await dialog.getByLabel('Time (India time)').fill('07:45');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Scheduled: next run/)).toBeVisible();

  // What the server holds.
  const token = await apiToken(page, 'distributor');
  const list = await page.request.get('/api/report-schedules', {
    headers: { authorization: `Bearer ${token}` },
  });
  const saved = ((await list.json()).schedules as Schedule[]).find((s) => s.name === name)!;
  expect(saved).toMatchObject({
    reportType: 'machines',
    filters: { status: 'ASSIGNED' },
    format: 'xlsx',
    frequency: 'weekly',
    dayOfWeek: 3,
    timeOfDay: '07:45',
    paused: false,
  });
  // The next run is a Wednesday 07:45 in India (02:15 UTC).
  const next = new Date(saved.nextRunAt);
  expect(next.getUTCDay()).toBe(3);
  expect(saved.nextRunAt).toMatch(/T02:15:00\.000Z$/);

  const item = section.getByRole('listitem', { name });
  await expect(item).toContainText('Machines Inventory · Excel · Every Wednesday at 07:45');
  await expect(item).toContainText('Next run:');
  // The web's one English date and time ('Nov 25, 2026, 7:45 AM'), India time.
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  await expect(item).toContainText(`Next run: ${day.format(next)}, 7:45 AM`);
  await expect(item).toContainText('Last run: Not run yet');

  await item.getByRole('button', { name: 'History' }).click();
  await expect(item.getByText('No runs yet')).toBeVisible();

  await item.getByRole('button', { name: 'Pause' }).click();
  await expect(item.getByText('Paused', { exact: true })).toBeVisible();
  await expect(item).not.toContainText('Next run:');
  await item.getByRole('button', { name: 'Resume' }).click();
  await expect(item).toContainText('Next run:');
  await expect(item.getByRole('button', { name: 'Pause' })).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this schedule?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByRole('listitem', { name })).toHaveCount(0);
  const after = await page.request.get('/api/report-schedules', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await after.json()).schedules as Schedule[]).map((s) => s.name)).not.toContain(name);
});
