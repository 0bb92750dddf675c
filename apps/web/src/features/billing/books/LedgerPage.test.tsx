import type { LedgerEntry } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

const entry = (e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'reference'>): LedgerEntry => ({
  date: '2026-11-03',
  documentId: 1,
  invoiceId: null,
  month: null,
  debitPaise: 0,
  creditPaise: 0,
  balancePaise: 0,
  ...e,
});

const ledger = {
  distributorId: 7,
  distributorName: 'DMCPAY Solutions',
  entries: [
    entry({
      kind: 'INVOICE',
      reference: 'INV/26-27/000009',
      documentId: 9,
      invoiceId: 9,
      debitPaise: 174000,
      balancePaise: 174000,
    }),
    entry({
      kind: 'PAYMENT',
      reference: 'UTR00000009',
      documentId: 8,
      invoiceId: 9,
      creditPaise: 87000,
      balancePaise: 87000,
    }),
    entry({
      kind: 'REFUND_VOUCHER',
      reference: 'RV/26-27/000001',
      documentId: 3,
      date: '2026-12-01',
      creditPaise: 150000,
      balancePaise: -63000,
    }),
    entry({
      kind: 'COMMISSION',
      reference: 'CS/26-27/000001',
      documentId: 4,
      // October's statement, approved on 1 December.
      month: '2026-10',
      date: '2026-12-01',
      creditPaise: 122000,
      balancePaise: -185000,
    }),
    entry({
      kind: 'TDS',
      reference: 'CS/26-27/000001',
      documentId: 4,
      month: '2026-10',
      date: '2026-12-01',
      debitPaise: 2400,
      balancePaise: -182600,
    }),
    entry({
      kind: 'PAYOUT',
      reference: 'PV/26-27/000001',
      documentId: 5,
      date: '2026-12-02',
      debitPaise: 50000,
      balancePaise: -132600,
    }),
  ],
  balancePaise: -132600,
  openInvoicesPaise: 87000,
  unappliedCreditsPaise: 219600,
};

describe('Billing > Ledger > the books', () => {
  it('links each entry to its document, keeps credits in the Credit column, and shows a balance in credit without a minus', async () => {
    signedInAs('admin', { 'GET /billing/ledger': { body: ledger } });
    renderApp('/billing/ledger?distributorId=7');
    const table = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    const link = (row: number, name: string) =>
      within(rows[row]!).getByRole('link', { name }).getAttribute('href');
    expect(link(0, 'INV/26-27/000009')).toBe('/billing/invoices/9');
    expect(link(1, 'UTR00000009')).toBe('/billing/invoices/9');
    expect(link(2, 'RV/26-27/000001')).toBe('/billing/refund-vouchers/3');
    expect(link(3, 'CS/26-27/000001')).toBe('/billing/commissions?month=2026-10&distributorId=7');
    expect(link(4, 'CS/26-27/000001')).toBe('/billing/commissions?month=2026-10&distributorId=7');
    expect(link(5, 'PV/26-27/000001')).toBe(
      '/billing/payouts?distributorId=7&from=2026-12-02&to=2026-12-02',
    );
    expect(rows[4]).toHaveTextContent('TDS withheld');
    // The voucher's cells: date, entry, reference, debit (empty), credit, balance in credit.
    const cells = within(rows[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(3)).toEqual(['', '₹1,500.00', '₹630.00 Cr']);
    expect(table.textContent).not.toContain('-₹');

    expect(screen.getByTestId('open-invoices')).toHaveTextContent('Open invoices₹870.00');
    expect(screen.getByTestId('unapplied-credits')).toHaveTextContent('Unapplied credits₹2,196.00');
    expect(screen.getByTestId('closing-balance')).toHaveTextContent('Closing balance₹1,326.00 Cr');
  });
});
