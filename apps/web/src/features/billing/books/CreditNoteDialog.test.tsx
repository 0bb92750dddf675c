import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeInvoiceDetail } from '../../../test/fixtures/billing';
import { makeCreditNote, makeCreditNoteDetail } from '../../../test/fixtures/books';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

/** The fixture invoice (₹3,180.00) with its rent line credited by CN/26-27/000001 (₹1,180.00). */
const partlyCredited = makeInvoiceDetail({
  creditedPaise: 118000,
  settledPaise: 118000,
  balancePaise: 200000,
  creditNotes: [makeCreditNote()],
});

const issued = (body: unknown) => ({
  status: 201,
  body: {
    creditNote: makeCreditNoteDetail({
      id: 22,
      number: 'CN/26-27/000002',
      amountPaise: (body as { amountPaise?: number }).amountPaise ?? 200000,
    }),
  },
});

async function openDialog(routes: Parameters<typeof signedInAs>[1] = {}) {
  const calls = signedInAs('admin', {
    'GET /invoices/11': { body: { invoice: partlyCredited } },
    'GET /credit-notes/21': { body: { creditNote: makeCreditNoteDetail() } },
    'POST /invoices/11/credit-notes': (call) => issued(call.body),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp('/billing/invoices/11');
  await user.click(await screen.findByRole('button', { name: 'Credit note' }));
  const dialog = screen.getByRole('dialog', { name: 'Credit note against INV/2026-27/000001' });
  return { calls, user, dialog };
}

describe('Billing > an invoice > Credit note', () => {
  it('credits chosen lines once each, after a review that says it cannot be undone', async () => {
    const { calls, user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Left to credit: ₹2,000.00. A credit note cannot be undone.');
    // The rent line was credited by CN/26-27/000001: shown, not offered again.
    const deposit = await within(dialog).findByRole('checkbox', { name: /POS-2\s*Deposit/ });
    expect(within(dialog).queryByRole('checkbox', { name: /POS-1/ })).toBeNull();
    expect(within(dialog).getByText('Credited')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Choose at least one line to credit')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the reason for the credit note')).toBeInTheDocument();
    await user.click(deposit);
    expect(within(dialog).getByTestId('credit-note-chosen')).toHaveTextContent(
      '1 line chosen: ₹2,000.00 with GST',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Deposit charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(dialog).toHaveTextContent('Against invoiceINV/2026-27/000001');
    expect(dialog).toHaveTextContent('Credit by1 line');
    expect(dialog).toHaveTextContent('Amount₹2,000.00');
    expect(dialog).toHaveTextContent('cannot be undone or changed');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(
      await screen.findByText('Credit note CN/26-27/000002 issued for ₹2,000.00'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({ lineIds: [2], reason: 'Deposit charged twice' });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("credits an amount typed in rupees, at most what is left, and shows a refusal by its code's text", async () => {
    const { calls, user, dialog } = await openDialog({
      'POST /invoices/11/credit-notes': {
        status: 409,
        body: {
          error: 'Too late',
          code: 'credit_note_too_late',
          params: { lastDay: '2027-11-30' },
        },
      },
    });
    await user.click(within(dialog).getByLabelText('An amount'));
    const amount = within(dialog).getByLabelText('Amount');
    await user.type(amount, '2,500');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('More than is left to credit (₹2,000.00)')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.50');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(dialog).toHaveTextContent('Credit byAn amount');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(
      await within(dialog).findByText(
        'Too late for a credit note: the last day for this invoice was 2027-11-30',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amountPaise: 10050,
      reason: 'Goodwill',
    });
  });

  it('lists the credit notes against the invoice and what settled it, reversed ones marked', async () => {
    signedInAs('distributor', {
      'GET /invoices/11': {
        body: {
          invoice: makeInvoiceDetail({
            ...partlyCredited,
            paidPaise: 50000,
            settledPaise: 168000,
            allocations: [
              {
                id: 1,
                distributorId: 1,
                invoiceId: 11,
                invoiceNumber: 'INV/2026-27/000001',
                sourceType: 'CREDIT_NOTE',
                sourceId: 21,
                sourceNumber: 'CN/26-27/000001',
                amountPaise: 118000,
                allocatedOn: '2026-11-20',
                createdAt: '2026-11-20T06:00:00.000Z',
                reversedAt: null,
              },
              {
                id: 2,
                distributorId: 1,
                invoiceId: 11,
                invoiceNumber: 'INV/2026-27/000001',
                sourceType: 'PAYMENT',
                sourceId: 5,
                sourceNumber: 'UTR123',
                amountPaise: 40000,
                allocatedOn: '2026-11-21',
                createdAt: '2026-11-21T06:00:00.000Z',
                reversedAt: '2026-11-22T06:00:00.000Z',
              },
            ],
          }),
        },
      },
    });
    renderApp('/billing/invoices/11');
    const notes = await screen.findByRole('table', { name: 'Credit notes' });
    expect(within(notes).getByRole('link', { name: 'CN/26-27/000001' })).toHaveAttribute(
      'href',
      '/billing/credit-notes/21',
    );
    expect(notes).toHaveTextContent('By lines');
    const settled = screen.getByRole('table', { name: 'Settled by' });
    const [, note, payment] = within(settled).getAllByRole('row');
    expect(note).toHaveTextContent('Credit note');
    expect(note).toHaveTextContent('Set off');
    expect(payment).toHaveTextContent('UTR123');
    expect(payment).toHaveTextContent('Reversed');
    expect(document.querySelector('[data-total="credits"]')).toHaveTextContent('₹1,180.00');
    // A distributor has no admin steps.
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull();
  });

  it('offers the e-invoice only for an issued invoice with a taxable line', async () => {
    signedInAs('admin', {
      'GET /invoices/11': {
        body: {
          invoice: makeInvoiceDetail({
            lines: makeInvoiceDetail().lines.filter((l) => !l.taxable),
          }),
        },
      },
      'GET /invoices/12': {
        body: { invoice: makeInvoiceDetail({ id: 12, number: null, status: 'DRAFT' }) },
      },
    });
    const { router } = renderApp('/billing/invoices/11');
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download e-invoice (JSON)' })).toBeNull();
    await router.navigate('/billing/invoices/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft invoice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download e-invoice (JSON)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull();
  });
});
