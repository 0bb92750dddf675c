import type { ReportPreviewResponse, ReportType, UserType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubReportsApi } from '../../test/fixtures/reports';
import { renderApp } from '../../test/render';
import { makeProvider } from '../../test/fixtures/orders';

function previewAnswer(type: ReportType): ReportPreviewResponse {
  return {
    type,
    columns: ['id', 'serialNumber', 'type', 'activationState', 'daysIdle'],
    fields: [
      { key: 'id', header: 'ID', kind: 'number' },
      { key: 'serialNumber', header: 'Serial Number', kind: 'text' },
      { key: 'type', header: 'Type', kind: 'text', codes: 'machineType' },
      { key: 'activationState', header: 'Activation State', kind: 'text', codes: 'status' },
      { key: 'daysIdle', header: 'Days Idle', kind: 'number' },
    ],
    rows: [
      {
        id: 3,
        serialNumber: 'SB-0001',
        type: 'SOUNDBOX',
        activationState: 'ALLOTTED',
        daysIdle: 41,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  };
}

/** The session, previews, and the distributor / retailer / provider option lists. */
const stubApi = (userType: UserType) =>
  stubReportsApi(userType, previewAnswer, (path) =>
    path === '/service-providers'
      ? json([makeProvider(9, { name: 'Telering Payments', company_name: 'Telering Pvt Ltd' })])
      : undefined,
  );

async function openReports(path = '/reports') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const cards = (name: string) =>
  within(group(name))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

describe('Reports: devices at the merchant', { timeout: 20_000 }, () => {
  it("keeps the spec's four first, then the five new reports in their own group", async () => {
    stubApi('admin');
    await openReports();
    expect(cards('Report Type')).toEqual(['assignments', 'machines', 'distributors', 'retailers']);
    expect(cards('Devices at the merchant')).toEqual([
      'activation',
      'idle',
      'swaps',
      'rma',
      'transfers',
    ]);
    expect(screen.getByRole('radio', { name: 'Idle Devices' })).toHaveAccessibleDescription(
      "Allotted or installed but not activated beyond the provider's idle days",
    );
  });

  it('does not show a distributor the admin-only RMA batches card, nor open it by link', async () => {
    const urls = stubApi('distributor');
    await openReports('/reports?report=rma');
    expect(cards('Devices at the merchant')).toEqual(['activation', 'idle', 'swaps', 'transfers']);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Assignments Report' })).toBeChecked(),
    );
    await waitFor(() =>
      expect(urls.some((u) => u.pathname === '/api/reports/assignments')).toBe(true),
    );
    expect(urls.some((u) => u.pathname === '/api/reports/rma')).toBe(false);
  });

  it('previews the activation report with its filters and translated states', async () => {
    const urls = stubApi('admin');
    await openReports();
    await userEvent.click(screen.getByRole('radio', { name: 'Activation Status' }));
    const state = await screen.findByLabelText('Activation State');
    await userEvent.selectOptions(state, 'INSTALLED');
    const provider = screen.getByLabelText('Provider');
    await waitFor(() =>
      expect(within(provider).getByRole('option', { name: 'Telering Payments' })).toBeTruthy(),
    );
    await userEvent.selectOptions(provider, '9');
    await waitFor(() =>
      expect(
        urls.some(
          (u) =>
            u.pathname === '/api/reports/activation' &&
            u.searchParams.get('activationState') === 'INSTALLED' &&
            u.searchParams.get('serviceProviderId') === '9',
        ),
      ).toBe(true),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Days Idle' })).toBeInTheDocument();
    expect(within(table).getByText('Allotted')).toBeInTheDocument();
    // Codes are shown as words (decision 0164).
    expect(within(table).getByText('Soundbox')).toBeInTheDocument();
    expect(within(table).queryByText('SOUNDBOX')).not.toBeInTheDocument();
    expect(within(table).getByText('SB-0001')).toBeInTheDocument();
  });

  it.each([
    ['Assignments Report', 'They filter by the day each record was created.'],
    ['Activation Status', 'They filter by the day each device was allotted.'],
    ['Idle Devices', 'They filter by the day each device was allotted.'],
    ['Swaps Report', 'They filter by the day of each swap.'],
    ['RMA Batches', 'They filter by the day each batch was sent.'],
    ['Transfers Report', 'They filter by the day each transfer was created.'],
  ])('says which day the dates filter on for %s', async (card, hint) => {
    stubApi('admin');
    await openReports();
    await userEvent.click(screen.getByRole('radio', { name: card }));
    expect(await screen.findByLabelText('From Date')).toHaveAccessibleDescription(
      `Both dates are optional. ${hint}`,
    );
  });

  it('opens the idle devices report from its link (?report=idle)', async () => {
    const urls = stubApi('admin');
    await openReports('/reports?report=idle');
    expect(screen.getByRole('radio', { name: 'Idle Devices' })).toBeChecked();
    await waitFor(() => expect(urls.some((u) => u.pathname === '/api/reports/idle')).toBe(true));
  });
});
