import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { expectHeaderSorts } from '../../test/header-sort';
import { makeUser, renderApp } from '../../test/render';
import { makeDistributor, makeRetailer, partyList } from '../../test/fixtures/parties';
import { heldMachine, machineList, makeMachine, queriesOf } from '../../test/fixtures/machines';

const SLOW = 20_000;

const PROVIDERS = [
  {
    id: 1,
    name: 'Bharat Payment Services',
    company_name: 'BPS',
    email: 'a@b.in',
    phone: '1',
    address: 'x',
    status: 'ACTIVE',
    createdAt: '2024-01-01T00:00:00.000Z',
  },
];

function signedIn(
  role: 'admin' | 'distributor' | 'retailer',
  routes: Parameters<typeof mockFetch>[0],
) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user: makeUser(role) } }, ...routes });
}

/** The admin on the machines page; the import's dry run (the file check) answers `check`. */
const withImportCheck = (check: object) =>
  signedIn('admin', {
    'GET /machines': { body: machineList([makeMachine()]) },
    'GET /service-providers': { body: PROVIDERS },
    'POST /machines/import': { body: { dryRun: true, ...check } },
  });

/** Opens the machines page's Add Machine dialog on its Import CSV tab. */
async function openCsvImport() {
  const user = userEvent.setup();
  renderApp('/machines');
  await user.click(await screen.findByRole('button', { name: 'Add Machine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Machine' });
  await user.click(within(dialog).getByRole('tab', { name: 'Import CSV' }));
  return { user, dialog };
}

describe('MachinesPage', () => {
  it("groups the stat cards' counts the Indian way (12,34,567)", async () => {
    const list = machineList([]);
    signedIn('admin', {
      'GET /machines': { body: { ...list, stats: { ...list.stats, total: 1234567 } } },
    });
    renderApp('/machines');
    const stats = await screen.findByRole('region', { name: 'Machine statistics' });
    await waitFor(() => expect(within(stats).getByText('12,34,567')).toBeInTheDocument());
  });

  it(
    "shows the spec's stat cards, columns and rows from the server",
    async () => {
      signedIn('admin', {
        'GET /machines': {
          body: machineList([
            makeMachine({
              partner: 'ABC Distributors',
              partnerType: 'B2B',
              status: 'ASSIGNED',
              hasStandee: true,
              qrCode: 'upi://x',
            }),
          ]),
        },
      });
      renderApp('/machines');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Machines Management' }),
      ).toBeInTheDocument();
      const stats = await screen.findByRole('region', { name: 'Machine statistics' });
      await waitFor(() => expect(within(stats).getByText('1,641')).toBeInTheDocument());
      for (const label of [
        'Total Machines',
        'POS Machines',
        'Soundbox Devices',
        'Available',
        'Assigned',
        'B2B Partners',
        'B2C Available',
      ]) {
        expect(within(stats).getByText(label)).toBeInTheDocument();
      }
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
        // The first column holds the bulk actions' checkboxes (no text, a labelled checkbox).
      ).toEqual([
        '',
        'Device Info',
        'Model & Partner',
        'Holder',
        'Retailer',
        'Status',
        'Activity & Last seen',
        'Actions',
      ]);
      const row = within(table).getAllByRole('row')[1]!;
      expect(row).toHaveTextContent('TLR-POS-000001');
      expect(row).toHaveTextContent('ABC Distributors');
      expect(row).toHaveTextContent('With Standee');
      expect(within(row).getByText('Assigned')).toBeInTheDocument();
      expect(within(row).getByText('B2B')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Machine' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows who holds each machine; an admin filters by distributor, then by its retailer',
    async () => {
      signedIn('admin', {
        'GET /machines': {
          body: machineList([
            heldMachine(),
            makeMachine({ id: 2, serialNumber: 'TLR-POS-000002' }),
          ]),
        },
        'GET /distributors': partyList('distributors', [makeDistributor(1, 'ABC Distributors')]),
        'GET /retailers': partyList('retailers', [
          makeRetailer(3, 'Ramesh Patel', 1, { shop_name: 'Shree Ganesh Mobiles' }),
        ]),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/machines');
      const held = (await screen.findByText('TLR-POS-000001', { selector: 'p' })).closest('tr')!;
      const cells = within(held).getAllByRole('cell');
      expect(cells[3]).toHaveTextContent('ABC Distributors');
      expect(cells[4]).toHaveTextContent('Shree Ganesh MobilesRamesh Patel');
      const stock = screen.getByText('TLR-POS-000002', { selector: 'p' }).closest('tr')!;
      expect(within(stock).getAllByRole('cell')[3]).toHaveTextContent('—');

      const retailer = screen.getByLabelText('Retailer');
      expect(retailer).toBeDisabled();
      expect(within(retailer).getByRole('option', { selected: true })).toHaveTextContent(
        'Choose a distributor first',
      );
      await user.selectOptions(await screen.findByLabelText('Distributor'), 'ABC Distributors');
      await waitFor(() => expect(screen.getByLabelText('Retailer')).toBeEnabled());
      await user.selectOptions(
        screen.getByLabelText('Retailer'),
        'Shree Ganesh Mobiles (Ramesh Patel)',
      );
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toEqual({
          distributorId: '1',
          retailerId: '3',
          page: '1',
          pageSize: '25',
        }),
      );
      // Another distributor (or All) clears the retailer: it would match nothing.
      await user.selectOptions(screen.getByLabelText('Distributor'), '');
      await waitFor(() => expect(router.state.location.search).toBe(''));

      await user.click(screen.getByRole('button', { name: 'Holder' }));
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toMatchObject({
          sort: 'holder',
          order: 'asc',
        }),
      );
    },
    SLOW,
  );

  it(
    'offers a distributor its own retailers only, and a retailer no holder filter',
    async () => {
      signedIn('distributor', {
        'GET /machines': { body: machineList([makeMachine()]) },
        'GET /retailers': partyList('retailers', [
          makeRetailer(3, 'Ramesh Patel', 1, { shop_name: 'Ramesh Patel' }),
        ]),
      });
      renderApp('/machines');
      const retailer = await screen.findByLabelText('Retailer');
      await waitFor(() =>
        expect(
          within(retailer)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['All', 'Ramesh Patel']),
      );
      expect(screen.queryByLabelText('Distributor')).not.toBeInTheDocument();
      expect(queriesOf('/retailers')[0]!.get('distributorId')).toBeNull();
      expect(queriesOf('/distributors')).toEqual([]);
    },
    SLOW,
  );

  it(
    'offers a retailer no holder filters (it holds its own devices only)',
    async () => {
      signedIn('retailer', { 'GET /machines': { body: machineList([makeMachine()]) } });
      renderApp('/machines');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      expect(screen.getByLabelText('Status')).toBeInTheDocument();
      expect(screen.queryByLabelText('Distributor')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Retailer')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'maps the filters to the query and keeps them in the URL',
    async () => {
      signedIn('admin', { 'GET /machines': { body: machineList([makeMachine()]) } });
      const user = userEvent.setup();
      const { router } = renderApp('/machines?page=2');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });

      await user.selectOptions(screen.getByLabelText('Status'), 'MAINTENANCE');
      await user.selectOptions(screen.getByLabelText('Type'), 'SOUNDBOX');
      await user.selectOptions(screen.getByLabelText('Manufacturer'), 'Everlife');
      await user.selectOptions(screen.getByLabelText('Partner Type'), 'B2C');
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/machines').at(-1)!)).toEqual({
          status: 'MAINTENANCE',
          type: 'SOUNDBOX',
          manufacturer: 'Everlife',
          partnerType: 'B2C',
          page: '1',
          pageSize: '25',
        }),
      );
      expect(router.state.location.search).toBe(
        '?status=MAINTENANCE&type=SOUNDBOX&manufacturer=Everlife&partnerType=B2C',
      );
    },
    SLOW,
  );

  it(
    'sorts from the column headers (keyboard too) and keeps the sort and page size in the URL',
    async () => {
      signedIn('admin', { 'GET /machines': { body: machineList([makeMachine()], 120) } });
      const user = userEvent.setup();
      const { router } = renderApp('/machines?status=AVAILABLE&page=3');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      const header = (name: string) => screen.getByRole('columnheader', { name });
      expect(header('Device Info')).toHaveAttribute('aria-sort', 'none');

      await expectHeaderSorts({
        user,
        router,
        name: 'Device Info',
        lastQuery: () => Object.fromEntries(queriesOf('/machines').at(-1)!),
        query: {
          status: 'AVAILABLE',
          page: '1',
          pageSize: '25',
          sort: 'serialNumber',
          order: 'asc',
        },
        search: '?status=AVAILABLE&sort=serialNumber&order=asc',
      });
      await user.tab();
      expect(screen.getByRole('button', { name: 'Model & Partner' })).toHaveFocus();
      await user.keyboard(' ');
      await waitFor(() =>
        expect(router.state.location.search).toBe('?status=AVAILABLE&sort=model&order=asc'),
      );
      expect(header('Model & Partner')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Device Info')).toHaveAttribute('aria-sort', 'none');
      expect(queriesOf('/machines').at(-1)!.get('sort')).toBe('model');

      await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
      await waitFor(() => expect(queriesOf('/machines').at(-1)!.get('pageSize')).toBe('100'));
      expect(router.state.location.search).toBe(
        '?status=AVAILABLE&sort=model&order=asc&pageSize=100',
      );
    },
    SLOW,
  );

  it(
    'debounces the search: one request with the whole text',
    async () => {
      signedIn('admin', { 'GET /machines': { body: machineList([makeMachine()]) } });
      const user = userEvent.setup();
      const { router } = renderApp('/machines');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      const before = queriesOf('/machines').length;
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'EVL-SB');
      await waitFor(() => expect(router.state.location.search).toBe('?search=EVL-SB'));
      await waitFor(() => expect(queriesOf('/machines').at(-1)!.get('search')).toBe('EVL-SB'));
      const searches = queriesOf('/machines')
        .slice(before)
        .map((q) => q.get('search'));
      expect(searches).toEqual(['EVL-SB']);
    },
    SLOW,
  );

  it(
    "says 'No machines found' when nothing matches",
    async () => {
      signedIn('admin', { 'GET /machines': { body: machineList([]) } });
      renderApp('/machines?search=nothing-like-this');
      expect(await screen.findByText('No machines found')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'on failure shows the toast and the inline error',
    async () => {
      signedIn('admin', { 'GET /machines': { status: 500, body: { error: 'Boom' } } });
      renderApp('/machines');
      expect(await screen.findByText('Error loading machines')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load machines')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'hides Add Machine from a distributor',
    async () => {
      signedIn('distributor', { 'GET /machines': { body: machineList([makeMachine()]) } });
      renderApp('/machines');
      await screen.findByText('TLR-POS-000001', { selector: 'p' });
      expect(screen.queryByRole('button', { name: 'Add Machine' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'Add Machine: validates with the contract, then shows a duplicate serial on its field',
    async () => {
      const calls = signedIn('admin', {
        'GET /machines': { body: machineList([makeMachine()]) },
        'GET /service-providers': { body: PROVIDERS },
        'POST /machines': {
          status: 409,
          body: {
            error: 'Serial number already exists',
            code: 'serial_taken',
            details: [
              {
                path: 'serialNumber',
                message: 'Serial number already exists',
                code: 'serial_taken',
              },
            ],
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/machines');
      await user.click(await screen.findByRole('button', { name: 'Add Machine' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Machine' });
      await user.click(within(dialog).getByRole('button', { name: 'Add Machine' }));
      expect(await within(dialog).findAllByText('This field is required')).toHaveLength(5);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.type(within(dialog).getByLabelText(/Serial Number/), 'TLR-POS-000001');
      await user.type(within(dialog).getByLabelText(/Model/), 'Telering T-300');
      await user.type(within(dialog).getByLabelText(/^Manufacturer/), 'Telering');
      await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'POS');
      await within(dialog).findByRole('option', { name: 'Bharat Payment Services' });
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: /Service Provider/ }),
        '1',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add Machine' }));

      expect(await within(dialog).findByText('Serial number already exists')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Serial Number/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      const post = calls.find((c) => c.method === 'POST' && c.path === '/machines');
      expect(post?.body).toMatchObject({
        serialNumber: 'TLR-POS-000001',
        model: 'Telering T-300',
        manufacturer: 'Telering',
        type: 'POS',
        status: 'AVAILABLE',
        partnerType: null,
        hasStandee: false,
        serviceProviderId: 1,
      });
      expect(post?.headers['idempotency-key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'detail: shows the history and, for an assigned machine, the 409 on a status change',
    async () => {
      const machine = makeMachine({
        id: 7,
        status: 'ASSIGNED',
        partner: 'ABC Distributors',
        partnerType: 'B2B',
      });
      const calls = signedIn('admin', {
        'GET /machines': { body: machineList([machine]) },
        'GET /service-providers': { body: PROVIDERS },
        'GET /reports/machine-history/7': {
          body: {
            machine,
            holding: null,
            history: [
              {
                id: 1,
                at: '2024-05-02T10:00:00.000Z',
                action: 'machine.assigned',
                actor: { id: 1, name: 'Demo Admin', role: 'admin' },
                details: { assignmentId: 3, distributorName: 'ABC Distributors' },
                before: { status: 'AVAILABLE' },
                after: { status: 'ASSIGNED' },
              },
            ],
          },
        },
        'PUT /machines/7': {
          status: 409,
          body: {
            error: 'Machine is assigned; return it before changing its status',
            code: 'machines_held',
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/machines');
      const serial = await screen.findByText('TLR-POS-000001', { selector: 'p' });
      await user.click(within(serial.closest('tr')!).getByRole('button', { name: /View/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Machine Details' });
      expect(await within(dialog).findByText('Assigned to ABC Distributors')).toBeInTheDocument();
      expect(within(dialog).getByText('Status: Available → Assigned')).toBeInTheDocument();
      expect(within(dialog).getByText(/Demo Admin \(Admin\)/)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Machine' });
      await user.selectOptions(within(edit).getByLabelText(/^Status/), 'MAINTENANCE');
      await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
      expect(await within(edit).findByRole('alert')).toHaveTextContent(
        'This machine is assigned, so its status cannot be changed.',
      );
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'MAINTENANCE' });
    },
    SLOW,
  );

  it(
    'CSV import: shows each row error in the UI language and says when only the first are listed',
    async () => {
      const calls = withImportCheck({
        total: 1500,
        valid: 0,
        invalid: 1500,
        imported: 0,
        errors: [
          {
            row: 2,
            column: 'type',
            code: 'invalid_value',
            params: { options: ['POS', 'SOUNDBOX'] },
            message: 'server words',
          },
          {
            row: 2,
            column: 'serialNumber',
            code: 'repeated_in_file',
            params: { rows: [7, 9] },
            message: 'server words',
          },
          { row: 3, column: '', code: 'no_column', params: { cell: 13 }, message: 'x' },
        ],
        errorCount: 2500,
        errorCounts: { invalid_value: 1500, repeated_in_file: 999, no_column: 1 },
        errorsTruncated: true,
      });
      const { user, dialog } = await openCsvImport();
      await user.type(within(dialog).getByLabelText('Or paste CSV'), 'serialNumber{Enter}X');
      await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

      const errors = await within(dialog).findByRole('table', { name: 'Errors (2500)' });
      const cells = within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        );
      expect(cells).toEqual([
        ['2', 'type', 'Must be one of: POS, SOUNDBOX'],
        ['2', 'serialNumber', 'The same value is also on row 7, 9 of this file'],
        ['3', '—', 'Cell 13 has no column in the header'],
      ]);
      expect(dialog).not.toHaveTextContent('server words');
      expect(
        within(dialog).getByText(
          'Showing the first 3 of 2500 errors. Fix these rows and check the file again to see the rest.',
        ),
      ).toBeVisible();
      expect(calls.find((c) => c.path === '/machines/import')?.body).toEqual({
        csv: 'serialNumber\nX',
        dryRun: true,
      });
    },
    SLOW,
  );

  it(
    'CSV import: the provider is chosen in the dialog and sent with the file; rows without one say so',
    async () => {
      const calls = withImportCheck({
        total: 1,
        valid: 0,
        invalid: 1,
        imported: 0,
        errors: [
          { row: 2, column: 'serviceProviderId', code: 'required', message: 'x' },
          { row: 2, column: 'imei', code: 'invalid_format', message: 'x' },
        ],
        errorCount: 2,
        errorCounts: { required: 1, invalid_format: 1 },
        errorsTruncated: false,
      });
      const { user, dialog } = await openCsvImport();
      const provider = within(dialog).getByRole('combobox', { name: 'Service Provider' });
      await within(provider).findByRole('option', { name: 'Bharat Payment Services' });
      await user.selectOptions(provider, 'Bharat Payment Services');
      await user.type(within(dialog).getByLabelText('Or paste CSV'), 'serialNumber{Enter}X');
      await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

      const errors = await within(dialog).findByRole('table', { name: 'Errors (2)' });
      expect(errors).toHaveTextContent('Choose the service provider above, or fill this column');
      expect(errors).toHaveTextContent('This is not in the right format');
      expect(calls.find((c) => c.path === '/machines/import')?.body).toEqual({
        csv: 'serialNumber\nX',
        dryRun: true,
        serviceProviderId: 1,
      });
      // Another provider makes the check stale: its result goes.
      await user.selectOptions(provider, '');
      expect(within(dialog).queryByRole('table', { name: 'Errors (2)' })).toBeNull();
    },
    SLOW,
  );
});
