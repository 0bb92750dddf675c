import type { ReportPreviewResponse, ReportType, UserType } from '@dd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubReportsApi } from '../../test/fixtures/reports';
import { captureDownloads } from '../../test/downloads';
import { renderApp } from '../../test/render';

function previewAnswer(type: ReportType, total: number): ReportPreviewResponse {
  return {
    type,
    columns: ['id', 'status', 'distributor', 'hasStandee', 'createdAt'],
    fields: [
      { key: 'id', header: 'ID', kind: 'number' },
      { key: 'status', header: 'Status', kind: 'text', codes: 'status' },
      { key: 'distributor', header: 'Distributor', kind: 'text' },
      { key: 'hasStandee', header: 'Standee', kind: 'boolean' },
      { key: 'createdAt', header: 'Created At', kind: 'datetime' },
    ],
    rows: [
      {
        id: 7,
        status: 'MAINTENANCE',
        distributor: 'ABC Distributors',
        hasStandee: true,
        createdAt: '2024-05-01T20:00:00.000Z', // May 2 in India
      },
    ],
    total,
    page: 1,
    pageSize: 10,
  };
}

type ExportAnswer = () => Response | Promise<Response>;

/**
 * Stubs fetch for the reports screen: the session, the previews (total 1641), the option lists,
 * and the file download (`exportAnswer`). Returns the URLs asked for.
 */
const stubApi = (
  userType: UserType,
  exportAnswer: ExportAnswer = () => json({}, 404),
  emailAvailable = true,
) =>
  stubReportsApi(
    userType,
    (type) => previewAnswer(type, 1641),
    (path) => {
      if (path === '/notifications/preferences')
        return json({ emailAvailable, emailDelivery: 'perEvent', preferences: [] });
      if (/^\/reports\/\w+\/export$/.test(path)) return exportAnswer();
      return undefined;
    },
  );

/** A streamed file answer whose chunks the test pushes. */
function controlledFile(fileName: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const response = new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
  return {
    response,
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

const generateButton = () =>
  screen.getByRole('button', { name: /^(Generate Report|Generating\.\.\.)$/ });
const summary = () => screen.getByRole('region', { name: 'Report Summary' });

async function openReports(path = '/reports') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
}

describe('ReportsPage', { timeout: 20_000 }, () => {
  it.each([
    [false, true],
    [true, false],
  ])(
    'the schedule dialog warns that runs fail only when email is not set up (available: %s)',
    async (emailAvailable, warned) => {
      const urls = stubApi('admin', undefined, emailAvailable);
      renderApp('/reports');
      await userEvent.setup().click(await screen.findByRole('button', { name: /Schedule…/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
      const note = /Email is not set up on this server/;
      if (warned) expect(await within(dialog).findByText(note)).toBeVisible();
      else {
        await waitFor(() =>
          expect(urls.some((u) => u.pathname === '/api/notifications/preferences')).toBe(true),
        );
        await new Promise((r) => setTimeout(r, 50)); // the answer is rendered
        expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
      }
    },
  );

  it("offers the spec's four reports, formats and a summary", async () => {
    stubApi('admin');
    await openReports();
    const group = screen.getByRole('radiogroup', { name: 'Report Type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['assignments', 'machines', 'distributors', 'retailers']);
    expect(screen.getByRole('radio', { name: 'Assignments Report' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Assignments Report' })).toHaveAccessibleDescription(
      'Machine assignment history and status',
    );
    expect(screen.getByRole('radio', { name: 'Machines Inventory' })).toHaveAccessibleDescription(
      'Complete machine inventory and status',
    );
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(summary()).toHaveTextContent('Assignments Report');
    expect(summary()).toHaveTextContent('All dates');
    expect(summary()).toHaveTextContent('No filters applied');
    expect(generateButton()).toHaveTextContent('Generate Report');
    expect(generateButton()).toBeEnabled();
  });

  it('previews the first rows with the total, cells formatted by kind', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?report=machines&status=MAINTENANCE');
    expect(await screen.findByText('1,641 rows')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Status', 'Distributor', 'Standee', 'Created At']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['7', 'Maintenance', 'ABC Distributors', 'Yes', 'May 2, 2024']);
    const preview = urls.find((u) => u.pathname === '/api/reports/machines')!;
    expect(Object.fromEntries(preview.searchParams)).toEqual({
      status: 'MAINTENANCE',
      page: '1',
      pageSize: '10',
    });
  });

  it('shows the chosen filters in the summary and clears them with another type', async () => {
    const user = userEvent.setup();
    const urls = stubApi('admin');
    await openReports();
    await user.click(screen.getByRole('radio', { name: 'Machines Inventory' }));
    expect(summary()).toHaveTextContent('Machines Inventory');
    await user.selectOptions(screen.getByLabelText('Status'), 'MAINTENANCE');
    await user.selectOptions(screen.getByLabelText('Machine Type'), 'SOUNDBOX');
    const items = within(summary())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Status: Maintenance', 'Machine Type: Soundbox']);
    await waitFor(() =>
      expect(
        urls.some(
          (u) =>
            u.pathname === '/api/reports/machines' &&
            u.searchParams.get('status') === 'MAINTENANCE' &&
            u.searchParams.get('type') === 'SOUNDBOX',
        ),
      ).toBe(true),
    );

    await user.click(screen.getByRole('radio', { name: 'Retailers Report' }));
    expect(summary()).toHaveTextContent('No filters applied');
    await user.selectOptions(screen.getByLabelText('Distributor'), '1');
    expect(summary()).toHaveTextContent('Distributor: ABC Distributors');
  });

  it('a To Date before the From Date is an inline error and disables Generate', async () => {
    stubApi('admin');
    await openReports();
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2024-05-10' } });
    expect(summary()).toHaveTextContent('From May 10, 2024');
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2024-05-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('To Date cannot be before From Date');
    expect(screen.getByLabelText('To Date')).toHaveAttribute('aria-invalid', 'true');
    expect(generateButton()).toBeDisabled();

    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2024-05-31' } });
    expect(screen.queryByText('To Date cannot be before From Date')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    expect(summary()).toHaveTextContent('May 10, 2024 to May 31, 2024');
  });

  it("shows 'Generating...' and stays disabled while busy, then saves the file", async () => {
    const user = userEvent.setup();
    const file = controlledFile('machines-report-2024-05-01.csv');
    const urls = stubApi('admin', () => file.response);
    const saved = captureDownloads();
    await openReports('/reports?report=machines&status=MAINTENANCE');
    await screen.findByText('1,641 rows');

    await user.click(generateButton());
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generating...'));
    expect(generateButton()).toBeDisabled();
    await user.click(generateButton()); // a second click does nothing while busy
    expect(screen.getByRole('progressbar', { name: 'Report download' })).toBeInTheDocument();

    file.push('\uFEFFID,Status\r\n');
    file.push('7,MAINTENANCE\r\n');
    file.end();

    expect(await screen.findByText('Report generated successfully!')).toBeInTheDocument();
    expect(generateButton()).toHaveTextContent('Generate Report');
    expect(generateButton()).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('machines-report-2024-05-01.csv');
    // The bytes as sent, byte-order mark included (Blob.text() would drop it).
    const bytes = await saved[0]!.blob.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFID,Status\r\n7,MAINTENANCE\r\n',
    );
    const exports = urls.filter((u) => u.pathname === '/api/reports/machines/export');
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({
      status: 'MAINTENANCE',
      format: 'csv',
    });
  });

  it("names the file itself when the server does not: '{type}-report-YYYY-MM-DD.xlsx'", async () => {
    const user = userEvent.setup();
    stubApi('admin', () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 }));
    const saved = captureDownloads();
    await openReports('/reports?report=distributors&format=excel');
    await user.click(generateButton());
    await screen.findByText('Report generated successfully!');
    expect(saved[0]!.name).toMatch(/^distributors-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it("toasts 'Failed to generate report' and logs the error", async () => {
    const user = userEvent.setup();
    stubApi('admin', () => json({ error: 'Boom' }, 500));
    const saved = captureDownloads();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openReports();
    await user.click(generateButton());
    expect(await screen.findByText('Failed to generate report')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500, message: 'Boom' }));
    expect(saved).toHaveLength(0);
    expect(generateButton()).toBeEnabled();
  });

  it('gives a distributor no Distributor filter (the server limits it to its own rows)', async () => {
    stubApi('distributor');
    await openReports();
    expect(await screen.findByLabelText('Retailer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Distributor')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Shree Mobile' })).toBeInTheDocument();
  });
});
