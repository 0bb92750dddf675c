import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch, queriesTo } from '../../../test/fetch-mock';
import { invoiceList, makeInvoice } from '../../../test/fixtures/billing';
import { renderInApp } from '../../../test/render';
import { AllocationDialog } from './AllocationDialog';
import type { UsableCredit } from './credit-links';

const voucher: UsableCredit = {
  sourceType: 'REFUND_VOUCHER',
  sourceId: 41,
  sourceNumber: 'RV/26-27/000001',
  distributorId: 1,
  distributorName: 'ABC Distributors',
  unappliedPaise: 150000,
};
const october = makeInvoice({
  id: 9,
  number: 'INV/26-27/000009',
  dueDate: '2026-11-18',
  balancePaise: 87000,
});
const september = makeInvoice({
  id: 4,
  number: 'INV/26-27/000004',
  status: 'PARTIALLY_PAID',
  dueDate: '2026-10-18',
  balancePaise: 17700,
});

function open(routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  const calls = mockFetch({
    'GET /invoices': () => {
      const status = queriesTo('/invoices').at(-1)?.get('status');
      return { body: invoiceList(status === 'ISSUED' ? [october] : [september]) };
    },
    ...routes,
  });
  const onClose = vi.fn();
  renderInApp(<AllocationDialog credit={voucher} onClose={onClose} />);
  return {
    calls,
    onClose,
    dialog: () => screen.getByRole('dialog', { name: 'Set RV/26-27/000001 against invoices' }),
  };
}

describe('Billing > Set against invoices', () => {
  it("offers the distributor's open invoices oldest due first, starts at as much as both allow, and sends the amount in paise", async () => {
    const { calls, onClose, dialog } = open({
      'POST /billing/allocations': {
        status: 201,
        body: {
          allocations: [
            {
              id: 1,
              distributorId: 1,
              invoiceId: 9,
              invoiceNumber: 'INV/26-27/000009',
              sourceType: 'REFUND_VOUCHER',
              sourceId: 41,
              sourceNumber: 'RV/26-27/000001',
              amountPaise: 50000,
              allocatedOn: '2026-12-01',
              createdAt: '2026-12-01T06:00:00.000Z',
              reversedAt: null,
            },
          ],
          unappliedPaise: 100000,
        },
      },
    });
    const user = userEvent.setup();
    const invoice = await within(dialog()).findByLabelText('Invoice');
    expect(
      within(invoice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Oldest due first (2 open invoices)',
      'INV/26-27/000004, due Oct 18, 2026, balance ₹177.00',
      'INV/26-27/000009, due Nov 18, 2026, balance ₹870.00',
    ]);
    const asked = queriesTo('/invoices').map((q) => [q.get('distributorId'), q.get('status')]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['1', 'ISSUED'],
        ['1', 'PARTIALLY_PAID'],
      ]),
    );
    const amount = within(dialog()).getByLabelText('Amount');
    expect(amount).toHaveValue('1047.00');
    expect(dialog().querySelector('[data-bound="unapplied"]')).toHaveTextContent('₹1,500.00');
    expect(dialog().querySelector('[data-bound="balance"]')).toHaveTextContent('₹1,047.00');

    await user.selectOptions(invoice, '9');
    expect(amount).toHaveValue('870.00');
    expect(dialog().querySelector('[data-bound="balance"]')).toHaveTextContent(
      'Balance of INV/26-27/000009₹870.00',
    );
    await user.clear(amount);
    await user.type(amount, '900');
    await user.click(within(dialog()).getByRole('button', { name: 'Set against invoices' }));
    expect(
      within(dialog()).getByText(
        'At most ₹870.00: what is left of the credit or owed on the invoices',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog()).getByRole('button', { name: 'Set against invoices' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({
      sourceType: 'REFUND_VOUCHER',
      sourceId: 41,
      invoiceId: 9,
      amountPaise: 50000,
    });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(
      await screen.findByText('₹500.00 set against INV/26-27/000009; ₹1,000.00 left of the credit'),
    ).toBeInTheDocument();
  });

  it("shows a refusal by its code's text and stays open", async () => {
    const { onClose, dialog } = open({
      'POST /billing/allocations': {
        status: 409,
        body: {
          error: 'Too much',
          code: 'allocation_exceeds_credit',
          params: { unappliedPaise: 0 },
        },
      },
    });
    const user = userEvent.setup();
    await within(dialog()).findByLabelText('Invoice');
    await user.click(within(dialog()).getByRole('button', { name: 'Set against invoices' }));
    expect(
      await within(dialog()).findByText('The amount is more than is left of this credit'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the distributor owes nothing, and offers Try again when its invoices could not be read', async () => {
    let fail = true;
    const { dialog } = open({
      'GET /invoices': () =>
        fail
          ? { status: 500, body: { error: 'Boom', code: 'internal' } }
          : { body: invoiceList([]) },
    });
    const user = userEvent.setup();
    expect(
      await within(dialog()).findByText('Could not load the open invoices'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog()).findByText('ABC Distributors has no open invoice to set it against'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Set against invoices' })).toBeDisabled();
  });
});
