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
  const mapping = { qrCode, tid: `T${id}`.slice(0, 16), mid: `M${id}` };
  // The spare has a TID and MID of its own, which the swap overwrites (the dialog warns).
  const own = { tid: `S${id}`.slice(0, 16), mid: `N${id}` };
  const ids: number[] = [];
  for (const [serialNumber, extra] of [
    [serials.faulty, mapping],
    [serials.spare, own],
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
  return { ...serials, ...mapping, own };
}

type Pair = Awaited<ReturnType<typeof faultySoundboxAtRetailer>>;

/**
 * From the Machines screen: opens the faulty device's swap dialog, scans a serial no one holds
 * (refused at once, by its code), then the spare (checked at once: it can replace, and its own
 * TID/MID will be overwritten), confirms, and checks the result names each identifier that moved.
 */
async function swapInDialog(page: Page, pair: Pair, screenshots: boolean) {
  const { faulty, spare, own } = pair;
  await page.getByLabel('Search').fill(faulty);
  await page.getByRole('button', { name: `View ${faulty}` }).click();
  const detail = page.getByRole('dialog', { name: 'Machine Details' });
  await detail.getByRole('button', { name: 'Swap faulty device' }).click();

  const swap = page.getByRole('dialog', { name: 'Swap faulty device' });
  const serial = swap.getByLabel('Replacement serial number');
  const next = swap.getByRole('button', { name: 'Continue' });
  await swap.getByLabel('Reason (required)').fill('Speaker dead, merchant cannot hear payments');
  await serial.fill(`NOPE-${spare}`);
  await serial.press('Enter');
  await expect(swap.getByRole('alert')).toHaveText(
    `No device NOPE-${spare} in the stock you can use for a swap`,
  );
  await expect(next).toBeDisabled();

  await serial.fill(spare);
  await serial.press('Enter');
  await expect(swap.getByTestId('swap-pick')).toHaveText(`Replacement: ${spare}`);
  await expect(
    swap.getByText(
      `${spare} is in stock, of the same type and provider: it can replace the faulty device.`,
    ),
  ).toBeVisible();
  const warning = `${spare} already has its own TID ${own.tid}, MID ${own.mid}. The swap replaces them with those of ${faulty}.`;
  await expect(swap.getByTestId('swap-overwrites')).toHaveText(warning);
  await expectAccessible(page);
  if (screenshots) await screenshotBoth(page, 'swap-pick');
  await next.click();
  await expect(swap.getByTestId('swap-mapping')).toHaveText(
    `The TID, MID and QR code of ${faulty} will move to ${spare}.`,
  );
  await expect(swap.getByTestId('swap-overwrites')).toHaveText(warning);
  await expectAccessible(page);
  if (screenshots) await screenshotBoth(page, 'swap-confirm');
  await swap.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(swap.getByText(`${faulty} is now in Maintenance, flagged faulty.`)).toBeVisible();
  const moved = swap.getByTestId('swap-moved');
  await expect(moved).toContainText(`Moved from ${faulty} to ${spare}:`);
  await expect(moved.getByRole('listitem')).toHaveText([
    `TID ${pair.tid}`,
    `MID ${pair.mid}`,
    `QR code ${pair.qrCode}`,
  ]);
  await expectAccessible(page);
  if (screenshots) await screenshotBoth(page, 'swap-result');
  await swap.getByRole('button', { name: 'Close' }).first().click();
  await page.keyboard.press('Escape');
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
  const pair = await faultySoundboxAtRetailer(page);
  const { faulty, spare, qrCode } = pair;
  await signIn(page, 'admin', '/machines');
  await swapInDialog(page, pair, true);

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

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the swap dialog checks the scanned replacement at once, warns of its own TID/MID and names what moved', async ({
    page,
  }) => {
    const pair = await faultySoundboxAtRetailer(page);
    await signIn(page, 'admin', '/machines');
    await swapInDialog(page, pair, false);
    // The machine list's cards show the replacement carrying the QR code now.
    await page.getByLabel('Search').fill(pair.spare);
    await expect(page.getByText(pair.qrCode)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The holding distributor is told, naming both serials (once the outbox has dispatched it).
    const told = `${pair.faulty} was swapped for ${pair.spare}`;
    const token = await apiToken(page, 'distributor');
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/notifications?pageSize=50', {
          headers: { authorization: `Bearer ${token}` },
        });
        const { notifications } = (await res.json()) as {
          notifications: { payload: { faultySerial?: string } }[];
        };
        return notifications.some((n) => n.payload.faultySerial === pair.faulty);
      })
      .toBe(true);
    await signIn(page, 'distributor', '/machines');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByTestId('notification').filter({ hasText: told })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'swap-notification');
  });
});
