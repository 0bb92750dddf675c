import type { Payment } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeInvoiceDetail } from '../../test/fixtures/billing';
import { makeUser, renderApp } from '../../test/render';
import { today } from '../../lib/clock';

const payment = (amountPaise: number): Payment => ({
  id: 5,
  invoiceId: 11,
  invoiceNumber: 'INV/2026-27/000001',
  distributorId: 1,
  distributorName: 'ABC Distributors',
  amountPaise,
  appliedPaise: amountPaise,
  advancePaise: 0,
  method: 'NEFT',
  reference: 'UTR123',
  paidOn: '2026-11-20',
  recordedAt: '2026-11-20T06:00:00.000Z',
  reversedAt: null,
  reverseReason: null,
});

describe('Billing > an invoice > payments', () => {
  it('records a part payment typed in rupees as paise, then shows it and the balance', async () => {
    const paid = makeInvoiceDetail({
      status: 'PARTIALLY_PAID',
      paidPaise: 118050,
      balancePaise: 199950,
      payments: [payment(118050)],
    });
    let answered = false;
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /invoices/11': () => ({ body: { invoice: answered ? paid : makeInvoiceDetail() } }),
      'POST /invoices/11/payments': () => {
        answered = true;
        return { status: 201, body: { payment: payment(118050), invoice: paid } };
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/invoices/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV/2026-27/000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment for INV/2026-27/000001' });
    await user.type(within(dialog).getByLabelText('Amount'), '4000');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'NEFT');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR123');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      within(dialog).getByText('The amount is more than the balance due (₹3,180.00)'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1,180.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toMatchObject({ amountPaise: 118050, method: 'NEFT', reference: 'UTR123' });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(
      await screen.findByText('Payment of ₹1,180.50 recorded; balance ₹1,999.50'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Partially paid')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(payments).toHaveTextContent('UTR123');
    expect(document.querySelector('[data-total="balance"]')).toHaveTextContent('₹1,999.50');
  });

  it("takes a day from the invoice's date to today, and shows the server's refusal", async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /invoices/11': { body: { invoice: makeInvoiceDetail() } },
      'POST /invoices/11/payments': {
        status: 400,
        body: {
          error: 'Before the invoice',
          code: 'payment_date_before_invoice',
          params: { earliest: '2026-11-02' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/invoices/11');
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment for INV/2026-27/000001' });
    const paidOn = within(dialog).getByLabelText('Paid on');
    expect(paidOn).toHaveAttribute('min', '2026-11-02');
    expect(paidOn).toHaveAttribute('max', today());
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR9');
    await user.clear(paidOn);
    await user.type(paidOn, '0001-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Enter a date from Nov 2, 2026 to today')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(paidOn);
    await user.type(paidOn, '2026-11-02');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText(
        "The payment date cannot be before the invoice's date, 2026-11-02",
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ paidOn: '2026-11-02' });
  });
});
