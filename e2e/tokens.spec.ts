import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/screens';
import { signIn } from './support/session';

test('a distributor makes an API token in Profile, uses it, then revokes it', async ({ page }) => {
  const name = `Journey ${Date.now().toString(36)}`;
  await signIn(page, 'distributor', '/profile?tab=security');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByRole('button', { name: 'New token' }).click();

  const form = page.getByRole('dialog', { name: 'New API token' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: /Read only/ }).check();
  await form.getByLabel('Expires in').selectOption('7');
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await expect(
    shown.getByText('This token will not be shown again.', { exact: false }),
  ).toBeVisible();
  const secret = await shown.getByTestId('api-token-secret').inputValue();
  expect(secret).toMatch(/^ddt_[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const headers = { authorization: `Bearer ${secret}` };
  const stats = await page.request.get('/api/dashboard/stats', { headers });
  expect(stats.status()).toBe(200);
  // Read-only: a write is refused with its own code.
  const write = await page.request.post('/api/retailers', { headers, data: {} });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe('token_read_only');

  const list = section.getByRole('list', { name: 'Your API tokens' });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Read only')).toBeVisible();
  await expect(row.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  // The list was read before the call above: a reload shows when it was last used.
  await page.reload();
  await expect(row).toContainText('Last used:');
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText(name)).toHaveCount(0);
  const after = await page.request.get('/api/dashboard/stats', { headers });
  expect(after.status()).toBe(401);
});
