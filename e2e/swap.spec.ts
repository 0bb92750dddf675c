import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth } from './support/screens';
import { returnToProviderRepaired } from './support/rma';
import { apiToken, signIn } from './support/session';

const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

/**
 * A faulty soundbox (with its QR code) held by the demo retailer, and an AVAILABLE spare of the
 * same provider, set up through the API as the admin. Answers both serials and the QR code.
 */
async function faultySoundboxAtRetailer(page: Page) {
  const admin = { authorization: `Bearer ${await apiToken(page, 'admin')}` };
  const retailerToken = await apiToken(page, 'retailer');
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${retailerToken}` },
  });
  const retailerId = ((await me.json()) as { user: { retailerId: number } }).user.retailerId;
  const retailer = await page.request.get(`/api/retailers/${retailerId}`, { headers: admin });
  const body = (await retailer.json()) as {
    retailer?: { distributorId?: number; distributor_id?: number };
  };
  const distributorId = body.retailer?.distributorId ?? body.retailer?.distributor_id;
  const id = unique();
  const serials = { faulty: `SBX-FLT-${id}`, spare: `SBX-NEW-${id}` };
  const qrCode = `upi://pay?pa=shop${id.toLowerCase()}@okbank`;
  const ids: number[] = [];
  for (const [serialNumber, extra] of [
    [serials.faulty, { qrCode, tid: `T${id}`.slice(0, 16), mid: `M${id}` }],
    [serials.spare, {}],
  ] as const) {
    const res = await page.request.post('/api/machines', {
      headers: { ...admin, 'idempotency-key': crypto.randomUUID() },
      data: {
        serialNumber,
        model: 'Everlife SB-10',
        manufacturer: 'Everlife',
        type: 'SOUNDBOX',
        serviceProviderId: 1,
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { machine: { id: number } }).machine.id);
  }
  const assigned = await page.request.post('/api/assignments', {
    headers: { ...admin, 'idempotency-key': crypto.randomUUID() },
    data: { machineIds: [ids[0]], distributorId, retailerId, validFrom: '2026-11-01' },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  return { ...serials, qrCode };
}

async function findRow(page: Page, serial: string) {
  await page.getByLabel('Search').fill(serial);
  const row = page.getByRole('row').filter({ hasText: serial });
  await expect(row).toHaveCount(1);
  return row;
}

test('swap a faulty soundbox at the retailer (its QR code moves), return it to the provider in an RMA batch, close it REPAIRED', async ({
  page,
}) => {
  test.slow();
  const { faulty, spare, qrCode } = await faultySoundboxAtRetailer(page);
  await signIn(page, 'admin', '/machines');
  await (await findRow(page, faulty)).getByRole('button', { name: /View/ }).click();
  const detail = page.getByRole('dialog', { name: 'Machine Details' });
  await detail.getByRole('button', { name: 'Swap faulty device' }).click();

  const swap = page.getByRole('dialog', { name: 'Swap faulty device' });
  await swap.getByLabel('Replacement serial number').fill(spare);
  await swap.getByLabel('Replacement serial number').press('Enter');
  await expect(swap.getByTestId('swap-pick')).toHaveText(`Replacement: ${spare}`);
  await swap.getByLabel('Reason (required)').fill('Speaker dead, merchant cannot hear payments');
  await screenshotBoth(page, 'swap-pick');
  await swap.getByRole('button', { name: 'Continue' }).click();
  await expect(swap.getByTestId('swap-mapping')).toHaveText(
    `The TID, MID and QR code of ${faulty} will move to ${spare}.`,
  );
  await expectAccessible(page);
  await swap.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(swap.getByText(`${faulty} is now in Maintenance, flagged faulty.`)).toBeVisible();
  await expect(swap.getByText(`QR code ${qrCode}`, { exact: false })).toBeVisible();
  await screenshotBoth(page, 'swap-result');
  await swap.getByRole('button', { name: 'Close' }).first().click();
  await page.keyboard.press('Escape');

  // The list: the replacement carries the QR code; the faulty one is in Maintenance without it.
  const replaced = await findRow(page, spare);
  await expect(replaced).toContainText(qrCode);
  await expect(replaced.getByText('Assigned', { exact: true })).toBeVisible();
  const broken = await findRow(page, faulty);
  await expect(broken.getByText('Maintenance', { exact: true })).toBeVisible();
  await expect(broken).not.toContainText(qrCode);

  // The faulty one's history shows the swap with the replacement's serial.
  await broken.getByRole('button', { name: /View/ }).click();
  const history = page.getByRole('dialog', { name: 'Machine Details' });
  await expect(history.getByText(`Replaced by ${spare} (faulty)`)).toBeVisible();
  await expect(history.getByText('TID, MID and QR code moved to the replacement')).toBeVisible();
  await screenshotBoth(page, 'swap-history');

  await page.keyboard.press('Escape');

  // The faulty one travels back to its provider (Bharat Payment Services, provider 1) and returns
  // repaired.
  const provider = await page.request.get('/api/service-providers/1', {
    headers: { authorization: `Bearer ${await apiToken(page, 'admin')}` },
  });
  const { name } = (await provider.json()) as { name: string };
  await returnToProviderRepaired(page, faulty, name);
});
