import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makePayout } from '../../../test/fixtures/books';
import { renderInApp } from '../../../test/render';
import type { UsableCredit } from './credit-links';
import { PayoutDialog } from './PayoutDialog';
import { today } from '../../../lib/clock';

const commission: UsableCredit = {
  sourceType: 'COMMISSION',
  sourceId: 3,
  sourceNumber: 'CS/26-27/000001',
  distributorId: 2,
  distributorName: 'XYZ Distributors',
  unappliedPaise: 119600,
};

function open(answer: Parameters<typeof mockFetch>[0][string], credit = commission) {
  setToken('tok');
  const calls = mockFetch({ 'POST /billing/payouts': answer });
  const onClose = vi.fn();
  renderInApp(<PayoutDialog credit={credit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Pay out CS/26-27/000001' });
  return { calls, onClose, dialog };
}

describe('Billing > Pay out', () => {
  it('starts at all that is left, checks the form, reviews the voucher it issues, then sends it once', async () => {
    const { calls, onClose, dialog } = open({
      status: 201,
      body: {
        payout: makePayout({
          number: 'PV/26-27/000004',
          sourceType: 'COMMISSION',
          amountPaise: 50000,
        }),
      },
    });
    const user = userEvent.setup();
    expect(dialog).toHaveTextContent('Left to pay XYZ Distributors: ₹1,196.00');
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue('1196.00');
    expect(within(dialog).getByLabelText('Paid on')).toHaveValue(today());

    await user.clear(amount);
    await user.type(amount, '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog).getByText('More than is left of the credit (₹1,196.00)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the payout's reference")).toBeInTheDocument();
    const paidOn = within(dialog).getByLabelText('Paid on');
    await user.clear(paidOn);
    await user.type(paidOn, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Enter a date, not after today')).toBeInTheDocument();
    await user.clear(paidOn);
    await user.type(paidOn, today());

    await user.clear(amount);
    await user.type(amount, '500');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'RTGS');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR777');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    // The review: what is about to be issued, and that it cannot be undone.
    expect(dialog).toHaveTextContent('Paid toXYZ Distributors');
    expect(dialog).toHaveTextContent('Amount₹500.00');
    expect(dialog).toHaveTextContent('MethodRTGS');
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('UTR777');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      sourceType: 'COMMISSION',
      sourceId: 3,
      amountPaise: 50000,
      method: 'RTGS',
      reference: 'UTR777',
      paidOn: today(),
    });
    expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
    expect(
      await screen.findByText('Payout PV/26-27/000004 of ₹500.00 recorded'),
    ).toBeInTheDocument();
  });

  it("goes back to the form with the refusal's text", async () => {
    const { onClose, dialog } = open({
      status: 409,
      body: { error: 'Too much', code: 'payout_exceeds_credit' },
    });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR1');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(
      await within(dialog).findByText('The payout is more than is left of this credit'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("takes a day from the credit's date to today", async () => {
    const { calls, dialog } = open(
      { status: 201, body: {} },
      { ...commission, date: '2026-11-16' },
    );
    const user = userEvent.setup();
    const paidOn = within(dialog).getByLabelText('Paid on');
    expect(paidOn).toHaveAttribute('min', '2026-11-16');
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR1');
    await user.clear(paidOn);
    await user.type(paidOn, '2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Enter a date from Nov 16, 2026 to today')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
