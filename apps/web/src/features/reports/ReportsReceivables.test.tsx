import type { ReportPreviewResponse, ReportType, UserType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubReportsApi } from '../../test/fixtures/reports';
import { renderApp } from '../../test/render';

/** Billing's cards: the ageing, then the registers of its documents. */
const BILLING_CARDS = [
  'receivables',
  'invoice-register',
  'credit-note-register',
  'refund-voucher-register',
  'payment-register',
  'tds-register',
];
const MONEY = ['notDuePaise', 'days0To30Paise', 'days31To60Paise', 'days61To90Paise'] as const;

function previewAnswer(type: ReportType): ReportPreviewResponse {
  const fields: ReportPreviewResponse['fields'] = [
    { key: 'id', header: 'Distributor ID', kind: 'number' },
    { key: 'distributor', header: 'Distributor', kind: 'text' },
    ...MONEY.map((key) => ({ key, header: key, kind: 'rupees' as const })),
    { key: 'over90Paise', header: 'Over 90 Days', kind: 'rupees' },
    { key: 'creditsPaise', header: 'Unapplied Credits', kind: 'rupees' },
    { key: 'totalPaise', header: 'Net Outstanding', kind: 'rupees' },
  ];
  return {
    type,
    columns: fields.map((f) => f.key),
    fields,
    rows: [
      {
        id: 1,
        distributor: 'ABC Distributors',
        notDuePaise: 50000,
        days0To30Paise: 101200,
        days31To60Paise: 250350,
        days61To90Paise: 0,
        over90Paise: 12345678901,
        creditsPaise: -150000,
        totalPaise: 12345930451,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  };
}

const stubApi = (userType: UserType) => stubReportsApi(userType, previewAnswer);

async function openReports(path = '/reports') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
}

const cards = (name: string) =>
  within(screen.getByRole('radiogroup', { name }))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

const asked = (urls: URL[], check: (params: URLSearchParams) => boolean) =>
  urls.some((u) => u.pathname === '/api/reports/receivables' && check(u.searchParams));

describe('Reports: the receivables ageing', { timeout: 20_000 }, () => {
  it('is the Billing group’s card; it has no dates, it is as of today', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?dateFrom=2026-01-01');
    expect(cards('Billing')).toEqual(BILLING_CARDS);
    const card = screen.getByRole('radio', { name: 'Receivables Ageing' });
    expect(card).toHaveAccessibleDescription(
      'What each distributor owes on its invoices, by days past the due date, less its unapplied credits',
    );
    expect(screen.getByLabelText('From Date')).toBeInTheDocument();

    await userEvent.click(card);
    expect(screen.queryByLabelText('From Date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('To Date')).not.toBeInTheDocument();
    expect(screen.getByText(/The balances are as of today \(India\)/)).toBeInTheDocument();
    expect(screen.getByText(/Net Outstanding is what the ledger says is owed/)).toBeInTheDocument();
    expect(screen.getByText('As of today (no date range)')).toBeInTheDocument();
    await waitFor(() => expect(asked(urls, () => true)).toBe(true));
    // The date chosen for the other report is not sent with this one.
    expect(asked(urls, (p) => p.has('dateFrom'))).toBe(false);
  });

  it('previews the buckets in rupees with Indian grouping, under translated headings', async () => {
    stubApi('admin');
    await openReports('/reports?report=receivables');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ID',
      'Distributor',
      'Not Yet Due',
      '0-30 Days',
      '31-60 Days',
      '61-90 Days',
      'Over 90 Days',
      'Unapplied Credits',
      'Net Outstanding',
    ]);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'ABC Distributors',
      '₹500.00',
      '₹1,012.00',
      '₹2,503.50',
      '₹0.00',
      '₹12,34,56,789.01',
      '-₹1,500.00',
      '₹12,34,59,304.51',
    ]);
  });

  it('filters by distributor and a minimum outstanding typed in rupees, sent in paise', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?report=receivables');
    const distributor = screen.getByLabelText('Distributor');
    await waitFor(() =>
      expect(within(distributor).getByRole('option', { name: 'ABC Distributors' })).toBeTruthy(),
    );
    await userEvent.selectOptions(distributor, '1');
    const minimum = screen.getByLabelText('Minimum Outstanding');
    await userEvent.type(minimum, '1.234');
    expect(minimum).toHaveAccessibleDescription('At most two decimals (paise)');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5,000.5');
    expect(minimum).toHaveValue('5,000.5');
    await waitFor(() =>
      expect(
        asked(
          urls,
          (p) => p.get('distributorId') === '1' && p.get('minOutstandingPaise') === '500050',
        ),
      ).toBe(true),
    );
    expect(screen.getByText('Minimum Outstanding: ₹5,000.50')).toBeInTheDocument();
    expect(screen.getByText('Distributor: ABC Distributors')).toBeInTheDocument();
  });

  it('shows a minimum from its link in rupees', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?report=receivables&minOutstandingPaise=250000');
    expect(screen.getByLabelText('Minimum Outstanding')).toHaveValue('2500.00');
    await waitFor(() =>
      expect(asked(urls, (p) => p.get('minOutstandingPaise') === '250000')).toBe(true),
    );
  });

  it('shows a distributor the card without the distributor filter', async () => {
    stubApi('distributor');
    await openReports('/reports?report=receivables');
    expect(cards('Billing')).toEqual(BILLING_CARDS);
    expect(screen.getByRole('radio', { name: 'Receivables Ageing' })).toBeChecked();
    expect(screen.queryByLabelText('Distributor')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum Outstanding')).toBeInTheDocument();
  });
});
