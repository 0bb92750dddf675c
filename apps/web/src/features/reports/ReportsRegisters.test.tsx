import type { ReportField, ReportPreviewResponse, ReportType, UserType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubReportsApi } from '../../test/fixtures/reports';
import { renderApp } from '../../test/render';

/** A register's first row as the API answers it (headers in English, as the export's). */
const PREVIEWS: Partial<
  Record<ReportType, { fields: ReportField[]; row: Record<string, unknown> }>
> = {
  'invoice-register': {
    fields: [
      { key: 'id', header: 'ID', kind: 'number' },
      { key: 'number', header: 'Invoice Number', kind: 'text' },
      { key: 'date', header: 'Invoice Date', kind: 'date' },
      { key: 'gstin', header: 'GSTIN', kind: 'text' },
      { key: 'invoiceTotalPaise', header: 'Total', kind: 'rupees' },
      { key: 'creditsAppliedPaise', header: 'Credits Applied', kind: 'rupees' },
      { key: 'balancePaise', header: 'Balance', kind: 'rupees' },
      { key: 'status', header: 'Status', kind: 'text', codes: 'status' },
    ],
    row: {
      id: 7,
      number: 'INV/26-27/000001',
      date: '2026-11-20',
      gstin: null,
      invoiceTotalPaise: 162600,
      creditsAppliedPaise: 150000,
      balancePaise: 12600,
      status: 'PARTIALLY_PAID',
    },
  },
  'tds-register': {
    fields: [
      { key: 'id', header: 'ID', kind: 'number' },
      { key: 'number', header: 'Statement Number', kind: 'text' },
      { key: 'date', header: 'Approved On (Credited)', kind: 'date' },
      { key: 'pan', header: 'PAN', kind: 'text' },
      { key: 'tdsRate', header: 'TDS Rate (%)', kind: 'text' },
      { key: 'tdsPaise', header: 'TDS Amount', kind: 'rupees' },
      { key: 'status', header: 'Status', kind: 'text', codes: 'status' },
    ],
    row: {
      id: 3,
      number: 'CS/26-27/000001',
      date: '2026-11-15',
      pan: 'AAPFA1234A',
      tdsRate: '2.00',
      tdsPaise: 46000,
      status: 'APPROVED',
    },
  },
};

function previewAnswer(type: ReportType): ReportPreviewResponse {
  const { fields, row } = PREVIEWS[type] ?? { fields: [], row: undefined };
  return {
    type,
    columns: fields.map((f) => f.key),
    fields,
    rows: row ? [row as ReportPreviewResponse['rows'][number]] : [],
    total: row ? 1 : 0,
    page: 1,
    pageSize: 10,
  };
}

const stubApi = (userType: UserType) => stubReportsApi(userType, previewAnswer);

async function openReports(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
}

const asked = (urls: URL[], type: string, check: (params: URLSearchParams) => boolean) =>
  urls.some((u) => u.pathname === `/api/reports/${type}` && check(u.searchParams));

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const firstCells = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Reports: the registers of billing documents', { timeout: 20_000 }, () => {
  it('offers each register as a Billing card, described', async () => {
    stubApi('admin');
    await openReports('/reports');
    const billing = screen.getByRole('radiogroup', { name: 'Billing' });
    for (const [name, description] of [
      [
        'Invoice Register',
        'Every issued tax invoice: its GST, what was credited and paid, its balance',
      ],
      [
        'Credit Note Register',
        'Credit notes with the invoice each reduces, its GST and what is unapplied',
      ],
      [
        'Refund Voucher Register',
        'Deposits returned on issued refund vouchers and what is unapplied',
      ],
      ['Payment Register', 'Payments received, what each settled, advances and reversals'],
      ['TDS Register', 'Approved commission statements with TDS under section 194H (Form 26Q)'],
    ] as const)
      expect(within(billing).getByRole('radio', { name })).toHaveAccessibleDescription(description);
  });

  it('filters the invoice register by the issue dates, an issued status and a distributor', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?report=invoice-register');
    expect(
      screen.getByText('Both dates are optional. They filter by the day each invoice was issued.'),
    ).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    // A register lists issued documents: no draft to choose.
    expect(optionTexts(status)).toEqual([
      'All Status',
      'Issued',
      'Partially paid',
      'Paid',
      'Cancelled',
    ]);
    await userEvent.selectOptions(status, 'PARTIALLY_PAID');
    const distributor = screen.getByLabelText('Distributor');
    await waitFor(() =>
      expect(within(distributor).getByRole('option', { name: 'ABC Distributors' })).toBeTruthy(),
    );
    await userEvent.selectOptions(distributor, '1');
    await userEvent.type(screen.getByLabelText('From Date'), '2026-10-01');
    await userEvent.type(screen.getByLabelText('To Date'), '2026-12-31');
    await waitFor(() =>
      expect(
        asked(
          urls,
          'invoice-register',
          (p) =>
            p.get('status') === 'PARTIALLY_PAID' &&
            p.get('distributorId') === '1' &&
            p.get('dateFrom') === '2026-10-01' &&
            p.get('dateTo') === '2026-12-31',
        ),
      ).toBe(true),
    );
    expect(screen.getByText('Status: Partially paid')).toBeInTheDocument();
  });

  it('previews the invoice register under its own headings, amounts in rupees, the status a badge', async () => {
    stubApi('admin');
    await openReports('/reports?report=invoice-register');
    const table = await screen.findByRole('table');
    expect(headings(table)).toEqual([
      'ID',
      'Invoice Number',
      'Invoice Date',
      'GSTIN',
      'Total',
      'Credits Applied',
      'Balance',
      'Status',
    ]);
    expect(firstCells(table)).toEqual([
      '7',
      'INV/26-27/000001',
      'Nov 20, 2026',
      '—',
      '₹1,626.00',
      '₹1,500.00',
      '₹126.00',
      'Partially paid',
    ]);
  });

  it('gives the TDS register its Form 26Q hint, its statuses and headings', async () => {
    const urls = stubApi('distributor');
    await openReports('/reports?report=tds-register&status=APPROVED');
    expect(
      screen.getByText(/for Form 26Q, choose the quarter's first and last days/),
    ).toBeInTheDocument();
    // A distributor reads its own statements: no distributor to choose.
    expect(screen.queryByLabelText('Distributor')).not.toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('Status'))).toEqual([
      'All Status',
      'Approved',
      'Partially paid',
      'Paid',
    ]);
    await waitFor(() =>
      expect(asked(urls, 'tds-register', (p) => p.get('status') === 'APPROVED')).toBe(true),
    );
    const table = await screen.findByRole('table');
    expect(headings(table)).toEqual([
      'ID',
      'Statement Number',
      'Approved On (Credited)',
      'PAN',
      'TDS Rate (%)',
      'TDS Amount',
      'Status',
    ]);
    expect(firstCells(table)).toEqual([
      '3',
      'CS/26-27/000001',
      'Nov 15, 2026',
      'AAPFA1234A',
      '2.00',
      '₹460.00',
      'Approved',
    ]);
  });
});
