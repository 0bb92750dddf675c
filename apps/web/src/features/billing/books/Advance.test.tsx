import type { Payment } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../../test/fetch-mock';
import { invoiceList, makeInvoice, makeInvoiceDetail } from '../../../test/fixtures/billing';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 5,
  invoiceId: 11,
  invoiceNumber: 'INV/2026-27/000001',
  distributorId: 1,
  distributorName: 'ABC Distributors',
  amountPaise: 400000,
  appliedPaise: 318000,
  advancePaise: 82000,
  method: 'NEFT',
  reference: 'UTR123',
  paidOn: '2026-11-20',
  recordedAt: '2026-11-20T06:00:00.000Z',
  reversedAt: null,
  reverseReason: null,
  ...overrides,
});

describe('Billing > a payment above the balance kept as an advance', () => {
  it('takes more than the balance only with "Keep the excess as an advance", and says what was kept', async () => {
    const paid = makeInvoiceDetail({
      status: 'PAID',
      paidPaise: 318000,
      settledPaise: 318000,
      balancePaise: 0,
    });
    const calls = signedInAs('admin', {
      'GET /invoices/11': { body: { invoice: makeInvoiceDetail() } },
      'POST /invoices/11/payments': { status: 201, body: { payment: payment(), invoice: paid } },
    });
    const user = userEvent.setup();
    renderApp('/billing/invoices/11');
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment for INV/2026-27/000001' });
    await user.type(within(dialog).getByLabelText('Amount'), '4,000');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR123');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      within(dialog).getByText('The amount is more than the balance due (₹3,180.00)'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByLabelText('Keep the excess as an advance'));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'Payment of ₹4,000.00 recorded; balance ₹0.00; ₹820.00 kept as an advance',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      amountPaise: 400000,
      keepExcessAsAdvance: true,
    });
  });

  it('lets an admin set the advance against other invoices from the Payments list', async () => {
    signedInAs('admin', {
      'GET /payments': {
        body: {
          payments: [
            payment(),
            payment({ id: 6, reference: 'UTR456', advancePaise: 0, appliedPaise: 400000 }),
          ],
          stats: { total: 2, reversed: 0 },
          total: 2,
          page: 1,
          pageSize: 25,
        },
      },
      'GET /invoices': () => ({
        body: invoiceList(
          queriesTo('/invoices').at(-1)?.get('status') === 'ISSUED'
            ? [makeInvoice({ id: 14, number: 'INV/26-27/000014', balancePaise: 50000 })]
            : [],
        ),
      }),
    });
    const user = userEvent.setup();
    renderApp('/billing/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, withAdvance, used] = within(table).getAllByRole('row');
    expect(withAdvance).toHaveTextContent('Advance ₹820.00');
    expect(within(used!).queryByRole('button', { name: /against invoices/ })).toBeNull();
    await user.click(
      within(withAdvance!).getByRole('button', { name: 'Set UTR123 against invoices' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set UTR123 against invoices' });
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue('500.00'));
    expect(dialog.querySelector('[data-bound="unapplied"]')).toHaveTextContent('₹820.00');
  });
});
