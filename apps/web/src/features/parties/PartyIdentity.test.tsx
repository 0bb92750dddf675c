import type { Distributor } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ABC, SHAH, signedIn } from '../../test/fixtures/parties';
import { renderApp } from '../../test/render';

const abc: Distributor = {
  ...ABC,
  address: '12 Market Road',
  gst_number: '24ABCDE1234F1Z6',
  pan: 'ABCDE1234F',
  pin_code: '380001',
  kyc_status: 'VERIFIED',
  kyc_updated_at: '2026-11-01T10:00:00.000Z',
};
const list = (key: 'distributors' | 'retailers', rows: unknown[]) => ({
  body: {
    [key]: rows,
    stats: { total: rows.length, active: rows.length, inactive: 0 },
    total: rows.length,
    page: 1,
    pageSize: 20,
  },
});

describe('merchant identity in the party screens', { timeout: 20_000 }, () => {
  it('checks PAN, PIN code and the PAN inside the GST number before sending', async () => {
    const user = signedIn();
    const calls = mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': list('distributors', [abc]),
    });
    renderApp('/distributors');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Distributor' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Distributor' }));
    await userEvent.type(form.getByLabelText('Name'), 'New Wave Traders');
    await userEvent.type(form.getByLabelText('Company Name'), 'New Wave Traders LLP');
    await userEvent.type(form.getByLabelText('Email'), 'nw@example.in');
    await userEvent.type(form.getByLabelText('Phone'), '+91 98250 00000');
    await userEvent.type(form.getByLabelText('Address'), '12 Market Road, Surat');
    await userEvent.type(form.getByLabelText(/^PAN/), 'ABCDE12345');
    await userEvent.type(form.getByLabelText(/PIN code/), '012345');
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));
    expect(
      await form.findByText('Invalid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F)'),
    ).toBeInTheDocument();
    expect(form.getByText('Invalid PIN code: 6 digits, not starting with 0')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/^PAN/));
    await userEvent.type(form.getByLabelText(/^PAN/), 'aapfu0939f');
    await userEvent.clear(form.getByLabelText(/PIN code/));
    await userEvent.type(form.getByLabelText(/PIN code/), '395003');
    await userEvent.type(form.getByLabelText(/GST Number/), '24ABCDE1234F1Z6');
    await userEvent.click(form.getByRole('button', { name: 'Create Distributor' }));
    expect(
      await form.findByText(
        'The GST number does not contain this PAN (its characters 3-12 must be the PAN)',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the KYC badge and lets an admin verify, or reject with a reason', async () => {
    const user = signedIn();
    const calls = mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors/options': list('distributors', [abc]),
      'GET /distributors': list('distributors', [abc]),
      'GET /retailers': list('retailers', [SHAH]),
      'GET /retailers/11': { body: { retailer: SHAH } },
      'PUT /retailers/11/kyc': { body: { retailer: { ...SHAH, kyc_status: 'VERIFIED' } } },
    });
    renderApp('/retailers?view=11');
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('KYC pending')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Verify KYC' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/retailers/11/kyc',
        body: { status: 'VERIFIED' },
      }),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Reject KYC' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Enter the reason for rejecting')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Reason for rejection'), 'PAN card unreadable');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        status: 'REJECTED',
        reason: 'PAN card unreadable',
      }),
    );
  });

  it('shows the KYC badge on the list rows and filters the list by KYC', async () => {
    const user = signedIn();
    mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': list('distributors', [abc]),
      'GET /retailers': list('retailers', [SHAH]),
    });
    renderApp('/retailers');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('KYC pending')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('KYC'), 'VERIFIED');
    // The list asks the server for that KYC status.
    await waitFor(() =>
      expect(
        vi
          .mocked(globalThis.fetch)
          .mock.calls.some(([input]) => String(input).includes('kyc=VERIFIED')),
      ).toBe(true),
    );
  });

  it('shows a distributor its retailer KYC without the actions', async () => {
    const user = signedIn('distributor');
    mockFetch({
      'GET /auth/me': { body: { user } },
      'GET /distributors': list('distributors', [abc]),
      'GET /distributors/1': { body: { distributor: abc } },
      'GET /retailers': list('retailers', [
        { ...SHAH, kyc_status: 'REJECTED', kyc_rejection_reason: 'Blurred photo' },
      ]),
      'GET /retailers/11': {
        body: {
          retailer: { ...SHAH, kyc_status: 'REJECTED', kyc_rejection_reason: 'Blurred photo' },
        },
      },
    });
    renderApp('/retailers?view=11');
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Rejected: Blurred photo')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Verify KYC' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Reject KYC' })).toBeNull();
  });
});
