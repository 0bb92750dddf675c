import { describe, expect, it } from 'vitest';
import { devicePath, eventPath } from './links';

describe('eventPath', () => {
  it('opens the Machines list filtered to the idle devices for an idle devices alert', () => {
    expect(eventPath('devices.idle', null, null, null)).toBe('/machines?idle=true');
  });

  it('opens the Security tab for a security alert', () => {
    expect(eventPath('security.alert', 'user', 3, null)).toBe('/profile?tab=security');
  });

  it('links a machine or assignment event to its list searched by the serial', () => {
    expect(eventPath('machine.swapped', 'machine', 4, 'A B')).toBe('/machines?search=A%20B');
    expect(eventPath('assignment.created', 'assignment', 4, 'SB/1')).toBe(
      '/assignments?search=SB%2F1',
    );
    expect(eventPath('assignment.created', 'assignment', 4, null)).toBe('/assignments');
    expect(devicePath('P 1')).toBe('/machines?search=P%201');
  });

  it("opens an invoice's page for invoice and payment events", () => {
    expect(eventPath('invoice.issued', 'invoice', 7, null)).toBe('/billing/invoices/7');
    expect(eventPath('payment.recorded', 'invoice', 7, null)).toBe('/billing/invoices/7');
  });

  it("opens the books' documents: a credit note's and a refund voucher's page, the payouts, the month's commissions", () => {
    expect(eventPath('credit_note.issued', 'credit_note', 3, null)).toBe('/billing/credit-notes/3');
    expect(eventPath('refund_voucher.issued', 'refund_voucher', 4, null)).toBe(
      '/billing/refund-vouchers/4',
    );
    expect(eventPath('payment.reversed', 'invoice', 7, null)).toBe('/billing/invoices/7');
    expect(eventPath('payout.recorded', 'payout', 5, null)).toBe('/billing/payouts');
    expect(eventPath('commission.approved', 'commission_statement', 6, null, '2026-10')).toBe(
      '/billing/commissions?month=2026-10',
    );
    expect(eventPath('commission.approved', 'commission_statement', 6, null, 'x&y')).toBe(
      '/billing/commissions',
    );
    // The digest's "and N more" links to the list.
    expect(eventPath('credit_note.issued', 'credit_note', null, null)).toBe(
      '/billing/credit-notes',
    );
  });

  it('has no link for an event without an object or of an unknown kind', () => {
    expect(eventPath('order.created', null, null, null)).toBeNull();
    expect(eventPath('receipt.received', 'receipt', null, null)).toBeNull();
    expect(eventPath('x', 'billing_run', 2, null)).toBeNull();
  });
});
