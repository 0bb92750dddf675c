import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { invoiceList, makeInvoice, makeInvoiceDetail } from '../../test/fixtures/billing';
import { makeUser, renderApp } from '../../test/render';
import { closedMonths } from './months';

const draft = (id: number, distributorName: string) =>
  makeInvoice({
    id,
    number: null,
    status: 'DRAFT',
    distributorName,
    issuedOn: null,
    dueDate: null,
  });

describe('Billing > Runs', () => {
  it('runs a closed month, then issues its drafts with a confirmation, each refusal by its code', async () => {
    const month = closedMonths()[0]!;
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /invoices': {
        body: invoiceList([draft(12, 'ABC Distributors'), draft(13, 'XYZ Distributors')]),
      },
      'POST /billing/runs': {
        status: 201,
        body: {
          run: {
            id: 1,
            month,
            drafts: 2,
            lines: 9,
            replaced: 0,
            skippedIssued: 1,
            invoiceIds: [12, 13],
          },
        },
      },
      'POST /invoices/12/issue': {
        body: { invoice: makeInvoiceDetail({ id: 12, number: 'INV/2026-27/000002' }) },
      },
      'POST /invoices/13/issue': {
        status: 409,
        body: { error: 'Not a draft', code: 'invoice_not_draft', params: { status: 'ISSUED' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/runs');

    const picker = await screen.findByRole('combobox', { name: 'Month' });
    expect(picker).toHaveValue(month);
    await user.click(screen.getByRole('button', { name: 'Run month' }));
    expect(
      await screen.findByText(
        /2 drafts with 9 lines made, 0 earlier drafts replaced, 1 distributors already invoiced/,
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/billing/runs')?.body).toEqual({ month });

    const drafts = screen.getByRole('table', { name: /^Drafts of / });
    expect(within(drafts).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Issue all (2)' }));
    const ask = screen.getByRole('dialog', { name: 'Issue every draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Issue all (2)' }));

    expect(await screen.findByText('1 of 2 drafts issued.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Drafts not issued' })).toHaveTextContent(
      'Draft #13: This invoice is already Issued: only a draft can be issued',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/issue')).map((c) => c.path)).toEqual([
        '/invoices/12/issue',
        '/invoices/13/issue',
      ]),
    );
  });

  it('shows a distributor the access screen', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('distributor') } } });
    renderApp('/billing/runs');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });
});
