import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { makeCreditNoteDetail, makePayout } from '../../../test/fixtures/books';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

afterEach(() => vi.restoreAllMocks());

const note = makeCreditNoteDetail({
  payouts: [
    makePayout({ sourceType: 'CREDIT_NOTE', sourceId: 21, sourceNumber: 'CN/26-27/000001' }),
  ],
});

describe('Billing > a credit note', () => {
  it('shows its invoice, lines, sums, what it was set against and paid out', async () => {
    signedInAs('distributor', { 'GET /credit-notes/21': { body: { creditNote: note } } });
    renderApp('/billing/credit-notes/21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credit note CN/26-27/000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('By lines')).toBeInTheDocument();
    expect(screen.getByText('Device returned early')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines credited' })).toHaveTextContent('POS-1');
    const total = (key: string) => document.querySelector(`[data-total="${key}"]`);
    expect(total('taxable')).toHaveTextContent('₹1,000.00');
    expect(total('cgst')).toHaveTextContent('₹90.00');
    expect(total('igst')).toBeNull();
    expect(total('amount')).toHaveTextContent('₹1,180.00');
    expect(total('applied')).toHaveTextContent('₹500.00');
    expect(total('unapplied')).toHaveTextContent('₹680.00');
    const setAgainst = screen.getByRole('table', { name: 'Set against invoices' });
    expect(within(setAgainst).getByRole('link', { name: 'INV/2026-27/000001' })).toHaveAttribute(
      'href',
      '/billing/invoices/11',
    );
    expect(screen.getByRole('table', { name: 'Payouts' })).toHaveTextContent('PV/26-27/000001');
    // A distributor reads it; the admin's steps are not offered.
    expect(screen.queryByRole('button', { name: 'Set against invoices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
  });

  it('downloads its PDF, and says why its e-invoice was refused', async () => {
    const calls = signedInAs('admin', {
      'GET /credit-notes/21': { body: { creditNote: note } },
      'GET /credit-notes/21/credit-note.pdf': { body: '%PDF-1.4' },
      'GET /credit-notes/21/einvoice.json': {
        status: 409,
        body: { error: 'No GSTIN', code: 'einvoice_buyer_gstin_missing' },
      },
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/billing/credit-notes/21');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['CN-26-27-000001.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download e-invoice (JSON)' }));
    expect(
      await screen.findByText(
        'The distributor has no GSTIN: add it to the distributor before exporting the e-invoice',
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(calls.map((c) => c.path)).toContain('/credit-notes/21/einvoice.json');
    // An admin may use what is left of it.
    expect(screen.getByRole('button', { name: 'Set against invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out' })).toBeInTheDocument();
  });

  it('offers no e-invoice for a note of deposits only, and nothing to use once all is applied', async () => {
    signedInAs('admin', {
      'GET /credit-notes/21': {
        body: {
          creditNote: makeCreditNoteDetail({
            taxablePaise: 0,
            cgstPaise: 0,
            sgstPaise: 0,
            nonTaxablePaise: 200000,
            amountPaise: 200000,
            appliedPaise: 200000,
            unappliedPaise: 0,
          }),
        },
      },
    });
    renderApp('/billing/credit-notes/21');
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download e-invoice (JSON)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set against invoices' })).toBeNull();
  });

  it('says when it is not found, and offers Try again when it could not be loaded', async () => {
    let answer = { status: 500, body: { error: 'Boom', code: 'internal' } as unknown };
    signedInAs('admin', {
      'GET /credit-notes/21': () => answer,
      'GET /credit-notes/99': { status: 404, body: { error: 'Not found', code: 'not_found' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/billing/credit-notes/21');
    expect(await screen.findByText('The credit note could not be loaded')).toBeInTheDocument();
    answer = { status: 200, body: { creditNote: note } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credit note CN/26-27/000001' }),
    ).toBeInTheDocument();
    await router.navigate('/billing/credit-notes/99');
    expect(await screen.findByText('Credit note not found')).toBeInTheDocument();
  });
});
