import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { queriesTo } from '../../../test/fetch-mock';
import {
  makeAllocation,
  makePayout,
  makeRefundVoucher,
  makeRefundVoucherDetail,
  refundVoucherList,
} from '../../../test/fixtures/books';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

const draft = makeRefundVoucherDetail({
  id: 42,
  number: null,
  status: 'DRAFT',
  unappliedPaise: 0,
  issuedOn: null,
});

describe('Billing > Refund vouchers', () => {
  it('lists drafts as "Draft #id" and issued ones by number, with the month, status and what is left; filters in the URL', async () => {
    signedInAs('admin', {
      'GET /refund-vouchers': {
        body: refundVoucherList([
          makeRefundVoucher(),
          makeRefundVoucher({ id: 42, number: null, status: 'DRAFT', unappliedPaise: 0 }),
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/billing/refund-vouchers');
    const table = await screen.findByRole('table', { name: 'Refund vouchers' });
    const [, issued, drafted] = within(table).getAllByRole('row');
    expect(within(issued!).getByRole('link', { name: 'RV/26-27/000001' })).toHaveAttribute(
      'href',
      '/billing/refund-vouchers/41',
    );
    expect(issued).toHaveTextContent('November 2026');
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('₹1,500.00');
    expect(within(drafted!).getByRole('link', { name: 'Draft #42' })).toBeInTheDocument();
    expect(drafted).toHaveTextContent('Draft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distributor' }), '1');
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo('/refund-vouchers').at(-1) ?? [])).toMatchObject({
        status: 'DRAFT',
        distributorId: '1',
      }),
    );
    expect(router.state.location.search).toContain('status=DRAFT');
  });

  it('issues a draft after a confirmation naming the distributor and amount', async () => {
    let answer = draft;
    const calls = signedInAs('admin', {
      'GET /refund-vouchers/42': () => ({ body: { refundVoucher: answer } }),
      'POST /refund-vouchers/42/issue': () => {
        answer = makeRefundVoucherDetail({ id: 42, number: 'RV/26-27/000002' });
        return { body: { refundVoucher: answer } };
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/refund-vouchers/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft refund voucher' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deposits returned' })).toHaveTextContent('SB-2');
    // A draft is not a credit yet: nothing to set against invoices or pay out.
    expect(screen.queryByRole('button', { name: 'Set against invoices' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const ask = screen.getByRole('dialog', { name: 'Issue this refund voucher?' });
    expect(ask).toHaveTextContent(
      'The refund voucher for ABC Distributors (₹1,500.00) gets the next number and can no longer change.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Refund voucher RV/26-27/000002 issued')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/refund-vouchers/42/issue',
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refund voucher RV/26-27/000002' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set against invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out' })).toBeInTheDocument();
  });

  it("shows an issued voucher's allocations and payouts, and an issue refused by its code's text", async () => {
    signedInAs('admin', {
      'GET /refund-vouchers/41': {
        body: {
          refundVoucher: makeRefundVoucherDetail({
            status: 'PARTIALLY_SETTLED',
            appliedPaise: 75000,
            unappliedPaise: 75000,
            allocations: [
              makeAllocation({
                sourceType: 'REFUND_VOUCHER',
                sourceId: 41,
                sourceNumber: 'RV/26-27/000001',
              }),
            ],
            payouts: [makePayout()],
          }),
        },
      },
      'GET /refund-vouchers/42': { body: { refundVoucher: draft } },
      'POST /refund-vouchers/42/issue': {
        status: 409,
        body: {
          error: 'Not a draft',
          code: 'refund_voucher_not_draft',
          params: { status: 'ISSUED' },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/billing/refund-vouchers/41');
    expect(await screen.findByText('Partly settled')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Set against invoices' })).toHaveTextContent(
      'INV/2026-27/000001',
    );
    expect(screen.getByRole('table', { name: 'Payouts' })).toHaveTextContent('UTR-PAYOUT-1');
    expect(document.querySelector('[data-total="unapplied"]')).toHaveTextContent('₹750.00');

    await router.navigate('/billing/refund-vouchers/42');
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Issue this refund voucher?' })).getByRole(
        'button',
        { name: 'Issue' },
      ),
    );
    expect(
      await screen.findByText('This refund voucher is already Issued: only a draft can be issued'),
    ).toBeInTheDocument();
  });

  it('shows a distributor its voucher without the admin steps, and downloads its PDF', async () => {
    signedInAs('distributor', {
      'GET /refund-vouchers/41': { body: { refundVoucher: makeRefundVoucherDetail() } },
      'GET /refund-vouchers/41/refund-voucher.pdf': { body: '%PDF-1.4' },
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/billing/refund-vouchers/41');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['RV-26-27-000001.pdf']));
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set against invoices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
  });
});
