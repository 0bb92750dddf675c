import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { openAvailableSoundboxes, selectMachines } from './support/inventory';
import { signIn } from './support/session';
import { allRows } from './support/tables';

/** Books the first `n` available soundboxes of the first provider for ABC Distributors. */
async function bookSoundboxes(page: Page, n: number): Promise<string[]> {
  await openAvailableSoundboxes(page);
  const serials = await selectMachines(page, n);
  await page.getByRole('button', { name: 'Proceed to Booking' }).click();
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('radio', { name: /ABC Distributors/ }).check();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Retailer' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await next.click();
  await expect(page.getByLabel('Order Type')).toHaveValue('Soundbox Allotment');
  await page.getByLabel('Notes', { exact: true }).fill(`e2e hand-over ${Date.now()}`);
  await next.click();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  return serials;
}

/** Downloads the order's delivery challan from its detail page and answers the PDF's text. */
async function challanText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download challan' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^DC-.+\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: Buffer.concat(chunks),
  }).toString();
}

/** The spec's Update Delivery Status modal, opened from the order detail. */
async function setStatus(page: Page, status: string, notes: string) {
  await page.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Delivery Status' });
  await dialog.getByLabel('Status').selectOption(status);
  await dialog.getByLabel('Delivery Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order status updated successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('book, send out, confirm receipt with the code, download the challan', async ({ page }) => {
  await signIn(page, 'admin');
  const serials = await bookSoundboxes(page, 3);

  // Find the order and send it out from its detail page.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(serials[0]!);
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: /^View / }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderUrl = new URL(page.url()).pathname;
  await setStatus(page, 'APPROVED', 'Stock checked');
  await expect(page.getByTestId('handover-panel')).toHaveCount(0);
  await setStatus(page, 'IN_PROGRESS', 'Handed to courier');

  // The admin sees the hand-over code.
  const codeBox = page.getByTestId('handover-code');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  const code = (await codeBox.textContent())!.trim();
  await expect(page.getByText('5 tries left')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'handover-admin-code');
  // The admin's challan carries the code for the courier to hand over with the devices.
  const adminChallan = await challanText(page);
  expect(adminChallan).toContain(code);
  for (const serial of serials) expect(adminChallan).toContain(serial);

  // The receiving distributor never sees the code; it types it.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'distributor', orderUrl);
  const panel = page.getByTestId('handover-panel');
  await expect(panel).toContainText('Enter the 6-digit hand-over code');
  await expect(page.getByTestId('handover-code')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(code);

  await panel.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
  const wrong = code === '000000' ? '000001' : '000000';
  await dialog.getByLabel('Hand-over code').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The hand-over code is wrong. 4 tries left.');

  // A USB scanner types the serial and Enter: the device is ticked as received.
  const scan = dialog.getByLabel('Scan serial');
  await scan.pressSequentially(`${serials[0]}\n`);
  await expect(dialog.getByText(`${serials[0]} ticked as received`)).toBeVisible();
  await scan.pressSequentially('NOT-IN-ORDER\n');
  await expect(dialog.getByText('NOT-IN-ORDER is not a device of this order')).toBeVisible();
  await dialog.getByLabel(`State of ${serials[1]}`).selectOption('MISSING');
  await dialog.getByLabel(`State of ${serials[2]}`).selectOption('DAMAGED');
  await dialog
    .getByLabel('Note about the missing or damaged devices')
    .fill('One box missing, one screen cracked');
  await dialog.getByLabel('Hand-over code').fill(code);
  await expectAccessible(page);
  await screenshotBoth(page, 'handover-confirm-dialog');
  await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Receipt confirmed').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Delivered: received by whom and when, each device's state, the timeline says confirmed.
  await expect(panel).toContainText(/Received by Rajesh Mehta, \w{3} \d{1,2}, \d{4}/);
  await expect(panel).toContainText('One box missing, one screen cracked');
  // The machines table renders the rows in view: read them as a user scrolls.
  const rows = await allRows(page.getByRole('table'));
  const stateOf = new Map(rows.map((cells) => [cells[0], cells[3]]));
  expect(stateOf.get(serials[0]!)).toBe('Received');
  expect(stateOf.get(serials[1]!)).toMatch(/^Missing\s+One box missing/);
  expect(stateOf.get(serials[2]!)).toMatch(/^Damaged\s+One box missing/);
  const timeline = page.getByRole('list', { name: 'Delivery Timeline' });
  await expect(timeline).toContainText('Receipt confirmed with the hand-over code');
  await expectAccessible(page);
  await screenshotBoth(page, 'handover-delivered');

  // The receiver's copy of the challan lists the devices, with the code box left empty.
  const challan = await challanText(page);
  for (const serial of serials) expect(challan).toContain(serial);
  expect(challan).not.toContain(code);
});
