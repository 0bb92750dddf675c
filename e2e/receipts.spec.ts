import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshotBoth, WIDTHS } from './support/screens';
import { setLanguage } from './support/language';
import { apiToken, signIn } from './support/session';
import { expectListSorts, numbersFrom } from './support/sorting';
import { slowUpload } from './support/uploads';

/** A suffix that keeps this run's serials apart from the seed and other runs. */
const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

const scanInput = (page: Page) => page.getByLabel('Scan or type a serial number');
const resultLine = (page: Page) => page.locator('[data-result]');
const stat = (page: Page, label: string) =>
  page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p');

/** Types a serial as a USB scanner does (the text, then Enter) and waits for the loud answer. */
async function scan(page: Page, serial: string, answer: string) {
  await scanInput(page).fill(serial);
  await scanInput(page).press('Enter');
  await expect(resultLine(page)).toHaveText(answer);
  await expect(scanInput(page)).toBeFocused();
  await expect(scanInput(page)).toHaveValue('');
}

async function expectProgress(page: Page, want: Record<string, number>) {
  for (const [label, n] of Object.entries(want)) {
    await expect(stat(page, label)).toHaveText(String(n));
  }
}

/** The rows of a list named `name`: a table's on a desktop, its cards on a phone. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .or(page.getByRole('list', { name }).getByRole('listitem'));

/** The log of this visit's scans: each entry's serial and answer, newest first. */
async function expectLog(page: Page, counts: string[], newest: string[][]) {
  const log = page.getByRole('region', { name: /^Scans on this screen/ });
  await expect(log.getByRole('list', { name: 'Scans by answer' }).getByRole('listitem')).toHaveText(
    counts,
  );
  const entries = log.getByRole('list', { name: 'Scans, newest first' }).getByRole('listitem');
  for (const [i, [serial, answer]] of newest.entries()) {
    await expect(entries.nth(i).locator('time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
    await expect(entries.nth(i)).toContainText(`${serial}${answer}`);
  }
}

for (const [width, size] of Object.entries(WIDTHS)) {
  test(`receive a 20-device list with 2 missing and 1 unexpected, close it and decide (${width})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    const s = stamp();
    const serials = Array.from(
      { length: 20 },
      (_, i) => `RCV-${s}-${String(i + 1).padStart(2, '0')}`,
    );
    const stray = `RCV-${s}-XTRA`;

    // The provider's inventory keeps its screen and gains "Receive stock".
    await page.goto('/inventory/1');
    await expect(page.getByRole('link', { name: 'Back to Providers' })).toBeVisible();
    await page.getByRole('link', { name: 'Receive stock' }).click();
    await expect(page).toHaveURL(/\/inventory\/1\/receipts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock receipts' })).toBeVisible();

    // A list whose header is wrong is refused with a table of its columns and why.
    await page.getByLabel("Provider's reference (invoice or dispatch number)").fill(`INV-${s}`);
    const pasted = page.getByLabel(/Or paste the list/);
    await pasted.fill(`serialNumber,colour,type,model\n${serials[0]},red,POS,T-300\n`);
    await page.getByRole('button', { name: 'Create receipt' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The CSV could not be read. Check its columns and format.',
    );
    const headerErrors = rowsOf(page, 'Errors (2)');
    await expect(headerErrors).toHaveCount(2);
    for (const [i, [column, reason]] of [
      ['colour', 'Not a column of the list'],
      ['manufacturer', 'This required column is missing'],
    ].entries()) {
      await expect(headerErrors.nth(i)).toContainText('Header');
      await expect(headerErrors.nth(i)).toContainText(column!);
      await expect(headerErrors.nth(i)).toContainText(reason!);
    }
    if (width === 'desktop') await screenshotBoth(page, 'receipts-create-header-refused');

    // A list with a repeated serial is refused row by row; nothing is created.
    const header = 'serialNumber,type,model,manufacturer';
    await pasted.fill(
      `${header}\n${serials[0]},POS,T-300,Telering\n${serials[0]},POS,T-300,Telering\n`,
    );
    await page.getByRole('button', { name: 'Create receipt' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The expected list has errors. Fix the rows below and try again.',
    );
    const errors = rowsOf(page, 'Errors (2)');
    await expect(errors).toHaveCount(2);
    await expect(errors.first()).toContainText('This value appears more than once in the list');
    if (width === 'desktop') await screenshotBoth(page, 'receipts-create-errors');

    // The good list is a chosen file: it goes up as it is (text/csv, the receipt in the query,
    // an Idempotency-Key) while a progress bar shows; the answer is held back so the bar is seen.
    const lines = serials.map(
      (x, i) => `${x},${i % 2 ? 'SOUNDBOX' : 'POS'},Model ${i % 3},Telering`,
    );
    await page.locator('input[type=file]').setInputFiles({
      name: 'expected.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...lines].join('\n')),
    });
    await expect(page.getByText('expected.csv (20 rows)')).toBeVisible();
    if (width === 'desktop') await screenshotBoth(page, 'receipts-create-file');
    const upload = await slowUpload(page, '/api/receipts/upload', () =>
      page.getByRole('button', { name: 'Create receipt' }).click(),
    );
    expect(upload.sent.headers()['idempotency-key']).toMatch(/^receipt-/);
    expect(upload.query.get('reference')).toBe(`INV-${s}`);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await upload.release();
    const receiptId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: /^Receipt R-\d{6}$/ })).toBeVisible();
    await expectProgress(page, { Expected: 20, Received: 0, Missing: 20, Unexpected: 0 });
    await expect(scanInput(page)).toBeFocused();

    // The clerk scans 10 of the 20, one twice, then pastes the list of 8 more with one device
    // that is not on the list and one already scanned.
    await expectLog(
      page,
      ['Received: 0', 'Already received: 0', 'Unexpected: 0', 'Not recorded: 0'],
      [],
    );
    for (const serial of serials.slice(0, 10)) await scan(page, serial, `Received: ${serial}`);
    await scan(page, serials[3]!.toLowerCase(), `Already received: ${serials[3]}`);
    // The pasted list goes in one call.
    const scanCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /\/scans/.test(path)) scanCalls.push(path);
    });
    await page.getByRole('button', { name: 'Paste a list' }).click();
    const paste = page.getByRole('dialog', { name: 'Paste a list of serial numbers' });
    await paste
      .getByLabel('Serial numbers')
      .fill([...serials.slice(10, 18), stray, serials[0]!].join('\n'));
    await paste.getByRole('button', { name: 'Record' }).click();
    const answered = paste.getByTestId('paste-result');
    await expect(answered).toContainText('8 received · 1 already received');
    await expect(answered.getByText('Unexpected or not recorded (1)')).toBeVisible();
    await expect(answered.getByText(`UNEXPECTED: ${stray} is not on the list`)).toBeVisible();
    expect(scanCalls).toEqual([`/api/receipts/${receiptId}/scans/batch`]);
    await expectAccessible(page);
    if (width === 'desktop') await screenshotBoth(page, 'receipts-paste');
    await paste.getByRole('button', { name: 'Done' }).click();
    await expect(paste).toBeHidden();
    await expect(resultLine(page)).toHaveText(`Already received: ${serials[0]}`);
    await expectProgress(page, { Expected: 20, Received: 18, Missing: 2, Unexpected: 1 });
    await expectLog(
      page,
      ['Received: 18', 'Already received: 2', 'Unexpected: 1', 'Not recorded: 0'],
      [
        [serials[0]!, 'Already received'],
        [stray, 'Unexpected'],
        [serials[17]!, 'Received'],
      ],
    );
    await page.getByLabel('Show').selectOption('EXPECTED');
    await expect(rowsOf(page, 'Devices')).toHaveCount(2);
    await page.getByLabel('Show').selectOption('');
    await scanInput(page).focus();
    await expectAccessible(page);
    if (width === 'desktop') await screenshotBoth(page, 'receipts-receiving');

    // Close, after the confirmation.
    await page.getByRole('button', { name: 'Close receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this receipt?' });
    await expect(dialog).toContainText('18 received devices become available stock; 2 not scanned');
    await expect(dialog.getByRole('list', { name: 'Unexpected devices' })).toHaveText(stray);
    if (width === 'desktop') await screenshotBoth(page, 'receipts-close-confirm');
    await dialog.getByRole('button', { name: 'Close receipt' }).click();
    await expect(page.getByText('Receipt closed')).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(scanInput(page)).toHaveCount(0);
    await expect(page.getByText('3 devices are waiting for a decision')).toBeVisible();

    // The received devices are AVAILABLE machines of the provider now.
    const token = await apiToken(page, 'admin');
    const res = await page.request.get(`/api/machines?search=RCV-${s}&pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { machines } = (await res.json()) as {
      machines: { serialNumber: string; status: string }[];
    };
    expect(machines.map((m) => m.serialNumber).sort()).toEqual(serials.slice(0, 18));
    expect(machines.every((m) => m.status === 'AVAILABLE')).toBe(true);

    // Decisions: the unexpected device rejected, one missing written off, one arrived late.
    await page.getByRole('button', { name: `Reject ${stray}` }).click();
    await page.getByRole('dialog').getByLabel('Note').fill('Not ours');
    await page.getByRole('button', { name: 'Save decision' }).click();
    await expect(page.getByText('2 devices are waiting for a decision')).toBeVisible();
    await page.getByRole('button', { name: `Write off ${serials[18]}` }).click();
    await page.getByRole('button', { name: 'Save decision' }).click();
    const why = page.getByRole('dialog').getByLabel('Why is it written off? (required)');
    await expect(why).toHaveAccessibleDescription(
      'Say why the device is written off: a note is needed.',
    );
    if (width === 'desktop') await screenshotBoth(page, 'receipts-write-off-note');
    await why.fill('Lost in transit');
    await page.getByRole('button', { name: 'Save decision' }).click();
    await page.getByRole('button', { name: `Arrived late ${serials[19]}` }).click();
    await page.getByRole('button', { name: 'Save decision' }).click();
    await expect(page.getByText('Every discrepancy is decided')).toBeVisible();

    // The discrepancy report downloads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Discrepancies (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^discrepancies-R-\d{6}\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    expect(csv).toContain('"Written off"');
    // Each row says which receipt and provider it is from, and who decided.
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^Receipt Number,Reference,Provider,.*,Decided By$/);
    expect(rows.find((r) => r.includes(serials[18]!))).toMatch(
      new RegExp(`^"R-\\d{6}","INV-${s}","[^"]+",.*,"Lost in transit",[^,]+,"Demo Admin"$`),
    );
    expect(csv).toContain('"Arrived late"');
    expect(csv).toContain('"Not ours"');
    await expect(page.getByRole('button', { name: 'Print labels' })).toBeVisible();
    await expectAccessible(page);
    if (width === 'desktop') await screenshotBoth(page, 'receipts-closed');

    // The receipt is listed on the provider's receipts, closed.
    await page.getByRole('link', { name: 'Back to receipts' }).click();
    const row = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: `INV-${s}` });
    await expect(row).toContainText('Closed');
    await expect(row).toContainText('18 of 20');
    expect(receiptId).toBeGreaterThan(0);
  });
}

test("a provider's receipts sort on the server by their headers, on a phone from the sort bar", async ({
  page,
}) => {
  await signIn(page, 'admin', '/inventory/1/receipts');
  const authorization = `Bearer ${await apiToken(page, 'admin')}`;
  const s = stamp();
  // Two receipts whose references sort the other way round from their numbers.
  for (const [reference, serial] of [
    [`ZZ-${s}`, `SRT-${s}-1`],
    [`AA-${s}`, `SRT-${s}-2`],
  ]) {
    const res = await page.request.post('/api/receipts', {
      headers: { authorization, 'idempotency-key': crypto.randomUUID() },
      data: {
        serviceProviderId: 1,
        reference,
        receiptDate: '2026-11-20',
        items: [{ serialNumber: serial, type: 'POS', model: 'T-300', manufacturer: 'Telering' }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expectListSorts(page, {
    numbersOf: numbersFrom(page, '/receipts?serviceProviderId=1', 'receipts', 'receiptNumber'),
    headers: [
      ['Reference', 'reference'],
      ['Receipt', 'receiptNumber'],
    ],
    screenshot: 'receipts-sorted',
    phone: { current: 'Receipt (descending)', other: 'Reference', sort: 'reference' },
  });
});

test('a list of serials alone is the expected list; a serial pasted twice is logged as repeated (gu, both widths)', async ({
  page,
}) => {
  test.slow();
  const s = stamp();
  const [a, b, c] = ['1', '2', '3'].map((n) => `RSA-${s}-${n}`);
  await setLanguage(page, 'gu');
  try {
    await signIn(page, 'admin', '/inventory/1/receipts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await page.getByRole('button', { name: 'સ્ટોક મેળવો' }).click();
    await page.getByLabel('પ્રદાતાનો સંદર્ભ (ઇન્વૉઇસ અથવા ડિસ્પેચ નંબર)').fill(`DN-${s}`);
    // The note as a file, without the devices' type, model and manufacturer: refused, a table of
    // row, column and reason.
    await page.getByLabel('CSV ફાઇલ પસંદ કરો').setInputFiles({
      name: 'delivery-note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${a}\n${b}\n`),
    });
    await page.getByRole('button', { name: 'રસીદ બનાવો' }).click();
    const errors = page.getByRole('table', { name: 'ભૂલો (6)' }).locator('tbody tr');
    await expect(errors).toHaveCount(6);
    await expect(errors.first()).toHaveText('1typeઆ ફીલ્ડ જરૂરી છે');
    await page.getByRole('button', { name: 'ફાઇલ દૂર કરો' }).click();
    // The provider's delivery note: serial numbers alone, one a line, no header.
    await page.getByLabel(/^અથવા યાદી પેસ્ટ કરો/).fill(`${a}\n${b}\n${c}\n`);
    await page.getByLabel('ઉપકરણનો પ્રકાર').selectOption('SOUNDBOX');
    await page.getByLabel('ઉપકરણનું મોડેલ').fill('Vox');
    await page.getByLabel('ઉપકરણનો ઉત્પાદક').fill('Everlife');
    await screenshotBoth(page, 'receipt-serials-alone-gu');
    await page.getByRole('button', { name: 'રસીદ બનાવો' }).click();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expectProgress(page, { અપેક્ષિત: 3, મળેલા: 0 });

    // A pasted list with b twice: received once, the copy logged as repeated, not dropped.
    await page.getByRole('button', { name: 'યાદી પેસ્ટ કરો' }).click();
    const dialog = page.getByRole('dialog', { name: 'સીરીયલ નંબરોની યાદી પેસ્ટ કરો' });
    await dialog.getByLabel('સીરીયલ નંબર').fill(`${a}\n${b}\n${b}`);
    await dialog.getByRole('button', { name: 'નોંધો' }).click();
    await expect(dialog.getByTestId('paste-result')).toContainText(
      '1 યાદીમાં પુનરાવર્તિત, એક વાર લીધું',
    );
    await dialog.getByRole('button', { name: 'થઈ ગયું' }).click();
    await expectProgress(page, { અપેક્ષિત: 3, મળેલા: 2 });
    const log = page.getByRole('region', { name: 'આ સ્ક્રીન પરના સ્કેન (3)' });
    const entries = log.getByRole('listitem').filter({ has: page.locator('time') });
    for (const viewport of [WIDTHS.desktop, WIDTHS.phone]) {
      await page.setViewportSize(viewport);
      await expect(entries.first()).toContainText(`${b}પુનરાવર્તિત`);
      await expect(entries).toHaveCount(3);
      await expect(log.getByRole('list', { name: 'જવાબ પ્રમાણે સ્કેન' })).toContainText('પુનરાવર્તિત: 1');
    }
    await screenshotBoth(page, 'receipt-scan-log-repeated-gu');
  } finally {
    await setLanguage(page, 'en');
  }
});
