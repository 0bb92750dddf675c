import type { UserType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { invoiceList, makeInvoice, makeInvoiceDetail } from '../../test/fixtures/billing';
import { makeDistributor } from '../../test/fixtures/parties';
import { makeUser, renderApp } from '../../test/render';

function signedInAs(userType: UserType, routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(userType) } },
    'GET /invoices': {
      body: invoiceList([
        makeInvoice(),
        makeInvoice({ id: 12, number: null, status: 'DRAFT', dueDate: null }),
      ]),
    },
    'GET /distributors': {
      body: {
        distributors: [makeDistributor(1, 'ABC Distributors')],
        stats: { total: 1, active: 1, inactive: 0 },
        total: 1,
        page: 1,
        pageSize: 500,
      },
    },
    'GET /invoices/11': { body: { invoice: makeInvoiceDetail() } },
    ...routes,
  });
}

describe('Billing > Invoices', () => {
  it('shows an admin every invoice with the distributor, rupees and filters kept in the URL', async () => {
    signedInAs('admin');
    const user = userEvent.setup();
    const { router } = renderApp('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(router.state.location.pathname).toBe('/billing/invoices');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'INV/2026-27/000001' })).toHaveAttribute(
      'href',
      '/billing/invoices/11',
    );
    expect(first).toHaveTextContent('October 2026');
    expect(first).toHaveTextContent('ABC Distributors');
    expect(first).toHaveTextContent('₹3,180.00');
    expect(within(table).getByRole('link', { name: 'Draft #12' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Billing' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Invoices',
      'Payments',
      'Credit notes',
      'Refund vouchers',
      'Payouts',
      'Ledger',
      'Commissions',
      'Returns & exports',
      'Plans',
      'Runs',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ISSUED');
    await waitFor(() => expect(queriesTo('/invoices').at(-1)?.get('status')).toBe('ISSUED'));
    expect(router.state.location.search).toContain('status=ISSUED');
  });

  it('shows a distributor its invoices without the distributor column or the admin tabs', async () => {
    signedInAs('distributor');
    renderApp('/billing/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).queryByRole('columnheader', { name: /Distributor/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Distributor' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Billing' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Invoices',
      'Payments',
      'Credit notes',
      'Refund vouchers',
      'Payouts',
      'Ledger',
      'Commissions',
    ]);
  });

  it('shows the lines, taxable apart from deposits, the totals, and no admin steps to a distributor', async () => {
    signedInAs('distributor');
    renderApp('/billing/invoices/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV/2026-27/000001' }),
    ).toBeInTheDocument();
    const rent = screen.getByRole('table', { name: 'Rent (taxable)' });
    expect(rent).toHaveTextContent('POS-1');
    expect(rent).toHaveTextContent('₹1,000.00');
    const deposits = screen.getByRole('table', { name: 'Deposits and refunds (not taxable)' });
    expect(deposits).toHaveTextContent('POS-2');
    expect(deposits).toHaveTextContent('₹2,000.00');
    const total = (key: string) => document.querySelector(`[data-total="${key}"]`);
    expect(total('taxable')).toHaveTextContent('Taxable value₹1,000.00');
    expect(total('cgst')).toHaveTextContent('CGST₹90.00');
    expect(total('igst')).toBeNull();
    expect(total('total')).toHaveTextContent('Total₹3,180.00');
    expect(total('balance')).toHaveTextContent('Balance₹3,180.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
  });

  it("says the lines in the reader's language: Gujarati from the lines' keys, English as on the PDF", async () => {
    signedInAs('distributor', {
      'GET /auth/me': {
        body: {
          user: makeUser('distributor', {
            preferences: { theme: 'light', language: 'gu', timezone: 'Asia/Kolkata' },
          }),
        },
      },
    });
    renderApp('/billing/invoices/11');
    const rent = await screen.findByRole('table', { name: 'ભાડું (કરપાત્ર)' });
    expect(rent).toHaveTextContent('ભાડું: POS T-300, 31 માંથી 31 દિવસ');
    expect(rent).not.toHaveTextContent('Rent: POS');
    expect(screen.getAllByText('ડિપોઝિટ: POS T-300').length).toBeGreaterThan(0);
  });

  it('lets an admin cancel an issued invoice with a reason, after saying what it does', async () => {
    const calls = signedInAs('admin', {
      'POST /invoices/11/cancel': {
        body: { invoice: makeInvoiceDetail({ status: 'CANCELLED', cancelReason: 'Wrong month' }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/invoices/11');
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice INV/2026-27/000001?' });
    expect(dialog).toHaveTextContent('A credit note for its whole total (₹3,180.00)');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel invoice' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong month');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Wrong month' }),
    );
    expect(await screen.findByText('Invoice INV/2026-27/000001 cancelled')).toBeInTheDocument();
  });
});
