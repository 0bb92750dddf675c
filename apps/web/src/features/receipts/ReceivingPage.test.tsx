import type { Receipt, ReceiptItem } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { fetchUrl, mockFetch, queriesTo, type MockCall } from '../../test/fetch-mock';
import { pasteList } from '../../test/paste';
import { makeReceipt as receipt } from '../../test/fixtures/receipts';
import { makeUser, renderApp } from '../../test/render';

/** A closed receipt of `expected` devices, all received but one, which waits for a decision. */
const closedWithOneMissing = (expected: number) =>
  receipt({
    status: 'CLOSED',
    closedAt: '2026-11-20T06:00:00.000Z',
    closedBy: { id: 1, name: 'Asha Patel' },
    progress: { expected, received: expected - 1, missing: 1, unexpected: 0 },
    unresolved: 1,
  });

const item = (id: number, over: Partial<ReceiptItem> = {}): ReceiptItem => ({
  id,
  lineNo: id,
  serialNumber: `SN-${id}`,
  expected: true,
  state: 'EXPECTED',
  type: 'POS',
  model: 'T-300',
  manufacturer: 'Telering',
  tid: null,
  mid: null,
  qrCode: null,
  simNumber: null,
  imei: null,
  scannedAt: null,
  resolution: null,
  resolutionNote: null,
  resolvedAt: null,
  machineId: null,
  ...over,
});

function signedIn(routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    ...routes,
  });
}

const itemsOf = (items: ReceiptItem[], progress: Receipt['progress']) => ({
  body: { items, stats: progress, total: items.length, page: 1, pageSize: 50 },
});

describe('ReceivingPage', { timeout: 20_000 }, () => {
  it('sorts the devices on the server by their headers, both ways', async () => {
    const user = userEvent.setup();
    signedIn({
      'GET /receipts/7': { body: { receipt: receipt() } },
      'GET /receipts/7/items': itemsOf([item(1), item(2), item(3)], receipt().progress),
    });
    const { router } = renderApp('/receipts/7');
    const table = await screen.findByRole('table', { name: 'Devices' });
    await within(table).findByText('SN-3');
    const lastQuery = () => queriesTo('/receipts/7/items').at(-1);
    await user.click(within(table).getByRole('button', { name: 'Serial Number' }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('serialNumber'));
    expect(lastQuery()?.get('order')).toBe('asc');
    expect(within(table).getByRole('columnheader', { name: 'Serial Number' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Serial Number' }));
    await waitFor(() => expect(lastQuery()?.get('order')).toBe('desc'));
    expect(router.state.location.search).toContain('sort=serialNumber');
  });

  it('answers each scan loudly, keeps the focus in the input and updates the counts', async () => {
    const answers = [
      {
        result: 'received',
        item: item(1, { state: 'RECEIVED' }),
        progress: { expected: 3, received: 1, missing: 2, unexpected: 0 },
      },
      {
        result: 'unexpected',
        item: item(4, { serialNumber: 'STRAY-1', expected: false, state: 'UNEXPECTED' }),
        progress: { expected: 3, received: 1, missing: 2, unexpected: 1 },
      },
    ];
    const calls = signedIn({
      'GET /receipts/7': { body: { receipt: receipt() } },
      'GET /receipts/7/items': itemsOf([item(1), item(2), item(3)], receipt().progress),
      'POST /receipts/7/scans': () => ({ body: answers.shift() }),
    });
    renderApp('/receipts/7');
    const input = await screen.findByLabelText('Scan or type a serial number');
    await waitFor(() => expect(input).toHaveFocus());
    const user = userEvent.setup();
    await user.type(input, 'sn-1{Enter}');
    expect(await screen.findByText('Received: SN-1')).toBeVisible();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.type(input, 'STRAY-1{Enter}');
    expect(await screen.findByText('UNEXPECTED: STRAY-1 is not on the list')).toBeVisible();
    expect(input).toHaveFocus();
    const scans = calls.filter((c: MockCall) => c.method === 'POST');
    expect(scans.map((c) => c.body)).toEqual([
      { serialNumber: 'sn-1' },
      { serialNumber: 'STRAY-1' },
    ]);
    const unexpected = screen.getByText('Unexpected', { selector: 'p' }).closest('div')!;
    expect(within(unexpected).getByText('1')).toBeVisible();
  });

  /** A receipt whose SN-1 and SN-2 are expected; each scan answered as the server would. */
  function pastingRoutes(batch: 'answers' | 'network-error') {
    const scanned = new Set<string>();
    const scanOf = (serialNumber: string) => {
      const serial = serialNumber.toUpperCase();
      const known = serial === 'SN-1' || serial === 'SN-2';
      const result = scanned.has(serial) ? 'duplicate' : known ? 'received' : 'unexpected';
      scanned.add(serial);
      const state = known ? 'RECEIVED' : 'UNEXPECTED';
      const id = known ? Number(serial.slice(3)) : 9;
      return { result, item: item(id, { serialNumber: serial, expected: known, state }) };
    };
    return signedIn({
      'GET /receipts/7': { body: { receipt: receipt() } },
      'GET /receipts/7/items': itemsOf([item(1), item(2), item(3)], receipt().progress),
      'POST /receipts/7/scans': ({ body }) => {
        const { serialNumber } = body as { serialNumber: string };
        // The server refuses a malformed serial, as it would any.
        if (serialNumber.includes('?')) {
          return { status: 400, body: { error: 'Invalid', code: 'validation_failed' } };
        }
        return { body: { ...scanOf(serialNumber), progress: receipt().progress } };
      },
      'POST /receipts/7/scans/batch': ({ body }) => {
        if (batch === 'network-error') return 'network-error';
        const { serialNumbers } = body as { serialNumbers: string[] };
        return { body: { scans: serialNumbers.map(scanOf), progress: receipt().progress } };
      },
    });
  }

  /**
   * Types SN-1, then pastes a list of five: SN-2 expected, a stray, SN-1 again, a malformed one
   * and SN-2 again (repeated in the list: logged as such, not sent).
   */
  async function scanThenPaste() {
    renderApp('/receipts/7');
    const input = await screen.findByLabelText('Scan or type a serial number');
    const user = userEvent.setup();
    const log = screen.getByRole('region', { name: 'Scans on this screen (0)' });
    expect(within(log).getByText('Nothing scanned yet on this screen.')).toBeVisible();
    await user.type(input, 'SN-1{Enter}');
    expect(await screen.findByText('Received: SN-1')).toBeVisible();
    expect(await pasteList(user, document.body, 'sn-2, STRAY-1 SN-1 B?D SN-2', 'Record')).toEqual({
      counts: '1 received · 1 already received · 1 repeated in the list, taken once',
      notTaken: 'Unexpected or not recorded (2)',
      lines: [
        'UNEXPECTED: STRAY-1 is not on the list',
        'B?D: Some fields are not valid. Check them and try again.',
      ],
    });
    const region = screen.getByRole('region', { name: 'Scans on this screen (6)' });
    const rows = within(within(region).getByRole('list', { name: 'Scans, newest first' }))
      .getAllByRole('listitem')
      .map((li) => [li.querySelector('time')?.textContent, li.textContent]);
    for (const [time] of rows) expect(time).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(rows.map(([time, text]) => text?.replace(time ?? '', ''))).toEqual([
      'SN-2Repeated',
      'B?DNot recordedSome fields are not valid. Check them and try again.',
      'SN-1Already received',
      'STRAY-1Unexpected',
      'SN-2Received',
      'SN-1Received',
    ]);
    const counts = within(region).getByRole('list', { name: 'Scans by answer' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Received: 2',
      'Already received: 1',
      'Unexpected: 1',
      'Repeated: 1',
      'Not recorded: 1',
    ]);
  }

  it('records a pasted list in one call and logs every scan, newest first, with counts', async () => {
    const calls = pastingRoutes('answers');
    await scanThenPaste();
    // The typed serial on its own, the well-formed pasted ones in one call, the malformed alone.
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/receipts/7/scans', { serialNumber: 'SN-1' }],
      ['/receipts/7/scans/batch', { serialNumbers: ['sn-2', 'STRAY-1', 'SN-1'] }],
      ['/receipts/7/scans', { serialNumber: 'B?D' }],
    ]);
    expect(posts[1]!.headers['idempotency-key']).toBeTruthy();
  });

  it('records the pasted list one by one when its call cannot reach the server', async () => {
    const calls = pastingRoutes('network-error');
    await scanThenPaste();
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual([
      '/receipts/7/scans',
      '/receipts/7/scans/batch',
      ...Array.from({ length: 4 }, () => '/receipts/7/scans'),
    ]);
  });

  it('shows a scan on a closed receipt as an error line', async () => {
    signedIn({
      'GET /receipts/7': { body: { receipt: receipt() } },
      'GET /receipts/7/items': itemsOf([item(1)], receipt().progress),
      'POST /receipts/7/scans': {
        status: 409,
        body: { error: 'Receipt R-000007 is closed', code: 'receipt_closed' },
      },
    });
    renderApp('/receipts/7');
    const input = await screen.findByLabelText('Scan or type a serial number');
    await userEvent.setup().type(input, 'SN-1{Enter}');
    expect(
      await screen.findByText('SN-1: This receipt is closed and can no longer be changed'),
    ).toBeVisible();
  });

  it('closes after the confirmation; a closed receipt offers decisions and downloads', async () => {
    let closed = false;
    const closedReceipt = closedWithOneMissing(3);
    const calls = signedIn({
      'GET /receipts/7': () => ({ body: { receipt: closed ? closedReceipt : receipt() } }),
      'GET /receipts/7/items': () =>
        itemsOf(
          closed
            ? [item(1, { state: 'RECEIVED' }), item(2, { state: 'MISSING' })]
            : [item(1), item(2)],
          receipt().progress,
        ),
      'POST /receipts/7/close': () => {
        closed = true;
        return { body: { receipt: closedReceipt } };
      },
    });
    renderApp('/receipts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this receipt?' });
    expect(calls.some((c) => c.path === '/receipts/7/close')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close receipt' }));
    expect(await screen.findByText('1 device is waiting for a decision')).toBeVisible();
    expect(screen.queryByLabelText('Scan or type a serial number')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Write off SN-2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Arrived late SN-2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Discrepancies (Excel)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeVisible();
  });
});

describe('closing and deciding', { timeout: 20_000 }, () => {
  it('the close confirmation names the unexpected devices', async () => {
    const open = receipt({ progress: { expected: 3, received: 1, missing: 2, unexpected: 2 } });
    signedIn({
      'GET /receipts/7': { body: { receipt: open } },
      'GET /receipts/7/items': () =>
        fetchUrl().searchParams.get('state') === 'UNEXPECTED'
          ? itemsOf(
              [
                item(4, { state: 'UNEXPECTED', expected: false, serialNumber: 'STRAY-1' }),
                item(5, { state: 'UNEXPECTED', expected: false, serialNumber: 'STRAY-2' }),
              ],
              open.progress,
            )
          : itemsOf([item(1, { state: 'RECEIVED' }), item(2), item(3)], open.progress),
    });
    renderApp('/receipts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this receipt?' });
    expect(dialog).toHaveTextContent(
      '1 received device becomes available stock; 2 not scanned become missing.',
    );
    expect(dialog).toHaveTextContent(
      '2 unexpected devices (not on the list) wait for a decision after closing:',
    );
    const named = await within(dialog).findByRole('list', { name: 'Unexpected devices' });
    expect(
      within(named)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['STRAY-1', 'STRAY-2']);
  });

  it('a write-off needs a note, said on the field; with one it is sent', async () => {
    const closed = closedWithOneMissing(2);
    const calls = signedIn({
      'GET /receipts/7': { body: { receipt: closed } },
      'GET /receipts/7/items': () =>
        itemsOf([item(1, { state: 'RECEIVED' }), item(2, { state: 'MISSING' })], closed.progress),
      'POST /receipts/7/items/2/resolution': {
        body: {
          item: item(2, { state: 'MISSING', resolution: 'WRITTEN_OFF' }),
          receipt: { ...closed, unresolved: 0 },
        },
      },
    });
    renderApp('/receipts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write off SN-2' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Why is it written off? (required)');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(note).toHaveAccessibleDescription(
      'Say why the device is written off: a note is needed.',
    );
    expect(note).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(note, 'Lost in transit');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        resolution: 'WRITTEN_OFF',
        note: 'Lost in transit',
      }),
    );
  });
});

/** The provider's receipts page, none yet, and the other `routes` (what POST /receipts answers). */
function formPage(routes: Parameters<typeof mockFetch>[0]) {
  return signedIn({
    'GET /service-providers/1': {
      body: { id: 1, name: 'Bharat Payment Services', company_name: 'BPS' },
    },
    'GET /receipts': {
      body: { receipts: [], stats: { open: 0, closed: 0 }, total: 0, page: 1, pageSize: 25 },
    },
    ...routes,
  });
}

/** Opens Receive stock, gives the provider's reference and pastes `list`. */
async function openFormWithList(reference: string, list: string) {
  renderApp('/inventory/1/receipts');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Receive stock' }));
  await user.type(
    screen.getByLabelText("Provider's reference (invoice or dispatch number)"),
    reference,
  );
  await user.click(screen.getByLabelText(/Or paste the list/));
  await user.paste(list);
  return user;
}

describe('CreateReceiptForm', { timeout: 20_000 }, () => {
  it('sends the pasted list with an Idempotency-Key and shows each refused row', async () => {
    const calls = formPage({
      'POST /receipts': {
        status: 400,
        body: {
          error: 'The expected list has 2 error(s)',
          code: 'receipt_list_invalid',
          params: { errorCount: 2 },
          details: [
            { path: 'rows.2.serialNumber', message: 'x', code: 'serial_taken' },
            { path: 'rows.3.type', message: 'x', code: 'invalid_value' },
          ],
        },
      },
    });
    const csv = 'serialNumber,type,model,manufacturer\nA-1,POS,T,M\nA-2,PRINTER,T,M';
    const user = await openFormWithList('INV-9', csv);
    await user.click(screen.getByRole('button', { name: 'Create receipt' }));
    const table = await screen.findByRole('table', { name: 'Errors (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2serialNumberSerial number already exists',
      '3typeUnknown type: use POS or SOUNDBOX',
    ]);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers['idempotency-key']).toMatch(/^receipt-/);
    expect(post.body).toMatchObject({ serviceProviderId: 1, reference: 'INV-9', csv });
  });

  it("shows a refused header's problems as rows of the table: column and reason", async () => {
    formPage({
      'POST /receipts': {
        status: 400,
        body: {
          error: 'Unknown column: colour. ...',
          code: 'csv_unreadable',
          details: [
            { path: 'header.colour', message: 'x', code: 'unknown_field' },
            { path: 'header.Serial', message: 'x', code: 'repeated_in_list' },
            { path: 'header.model', message: 'x', code: 'required' },
          ],
        },
      },
    });
    const user = await openFormWithList('INV-9', 'serial,colour,Serial\nA-1,red,A-1');
    await user.click(screen.getByRole('button', { name: 'Create receipt' }));
    const table = await screen.findByRole('table', { name: 'Errors (3)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'HeadercolourNot a column of the list: check its name against the template',
      'HeaderSerialThis column appears more than once',
      'HeadermodelThis required column is missing',
    ]);
    expect(
      screen.getByText('The CSV could not be read. Check its columns and format.'),
    ).toBeVisible();
  });

  it('sends a list of serials alone with the devices type, model and manufacturer', async () => {
    const calls = formPage({
      'POST /receipts': { status: 201, body: { receipt: receipt({ id: 8 }) } },
      'GET /receipts/8': { body: { receipt: receipt({ id: 8 }) } },
      'GET /receipts/8/items': itemsOf([], receipt().progress),
    });
    const user = await openFormWithList('DN-4', 'SB-1\nSB-2');
    expect(
      screen.getByText(/For a list of serial numbers alone: the devices' type, model/),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Type of the devices'), 'Soundbox');
    await user.type(screen.getByLabelText('Model of the devices'), 'Vox');
    await user.type(screen.getByLabelText('Manufacturer of the devices'), 'Everlife');
    await user.click(screen.getByRole('button', { name: 'Create receipt' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      serviceProviderId: 1,
      reference: 'DN-4',
      receiptDate: expect.any(String),
      notes: null,
      csv: 'SB-1\nSB-2',
      type: 'SOUNDBOX',
      model: 'Vox',
      manufacturer: 'Everlife',
    });
  });
});
