import type { CommissionStatement } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStatement } from '../../../test/fixtures/books';
import { renderApp } from '../../../test/render';
import { closedMonths } from '../months';
import { signedInAs } from './books-test-setup';
import { percentOfBp } from './StatementApproval';

const month = closedMonths()[0]!;
const approved = (applied: number): CommissionStatement =>
  makeStatement(month, {
    approval: {
      id: 3,
      number: 'CS/26-27/000001',
      status: applied === 0 ? 'APPROVED' : 'PAID',
      approvedOn: '2026-12-01',
      grossPaise: 122000,
      tdsRateBp: 200,
      tdsBasePaise: 122000,
      tdsPaise: 2400,
      netPaise: 119600,
      appliedPaise: applied,
      unappliedPaise: 119600 - applied,
    },
  });

describe('Billing > Commissions > approval', () => {
  it('approves a statement after a confirmation, then shows its number, gross, TDS, net and what is paid', async () => {
    let statement = makeStatement(month);
    const calls = signedInAs('admin', {
      'GET /billing/commissions': () => ({ body: { statements: [statement] } }),
      'POST /billing/commissions/approve': () => {
        statement = approved(0);
        return { status: 201, body: { statement } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/billing/commissions?month=${month}&distributorId=2`);
    const card = await screen.findByRole('region', { name: 'XYZ Distributors' });
    expect(card).toHaveTextContent('Not approved yet');
    await user.click(within(card).getByRole('button', { name: /^Approve the statement of XYZ/ }));
    const ask = screen.getByRole('dialog', { name: 'Approve this statement?' });
    expect(ask).toHaveTextContent('(₹1,220.00) gets the next number and can no longer change');
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Statement CS/26-27/000001 approved: ₹1,196.00 owed'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ month, distributorId: 2 });
    expect(post.headers['idempotency-key']).toBeTruthy();

    const approval = within(card).getByRole('region', {
      name: 'Approved statement CS/26-27/000001',
    });
    const figure = (key: string) => approval.querySelector(`[data-approval="${key}"]`);
    expect(figure('gross')).toHaveTextContent('Gross₹1,220.00');
    expect(figure('tds')).toHaveTextContent('TDS withheld (2%)₹24.00');
    expect(figure('net')).toHaveTextContent('Net owed₹1,196.00');
    expect(figure('paid')).toHaveTextContent('₹0.00');
    expect(approval).toHaveTextContent('Approved');
    // Pay out opens its dialog for what is left.
    await user.click(within(approval).getByRole('button', { name: 'Pay out' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Pay out CS/26-27/000001' })).getByLabelText(
        'Amount',
      ),
    ).toHaveValue('1196.00');
  });

  it('shows a paid statement without steps, and a distributor no Approve', async () => {
    signedInAs('distributor', {
      'GET /billing/commissions': {
        body: {
          statements: [
            approved(119600),
            makeStatement(month, { distributorId: 1, distributorName: 'ABC Distributors' }),
          ],
        },
      },
    });
    renderApp(`/billing/commissions?month=${month}`);
    const paid = await screen.findByRole('region', { name: 'Approved statement CS/26-27/000001' });
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid).queryByRole('button')).toBeNull();
    const other = screen.getByRole('region', { name: 'ABC Distributors' });
    expect(other).toHaveTextContent('Not approved yet');
    expect(within(other).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it("says why an approval was refused, by its code's text", async () => {
    signedInAs('admin', {
      'GET /billing/commissions': { body: { statements: [makeStatement(month)] } },
      'POST /billing/commissions/approve': {
        status: 409,
        body: {
          error: 'Done',
          code: 'commission_already_approved',
          params: { number: 'CS/26-27/000009' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/billing/commissions?month=${month}`);
    await user.click(await screen.findByRole('button', { name: /^Approve the statement of XYZ/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve this statement?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(
      await screen.findByText('This statement has already been approved (CS/26-27/000009)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('writes a rate in basis points as a percent without a float', () => {
    expect([200, 50, 125, 0, 1000].map(percentOfBp)).toEqual(['2', '0.5', '1.25', '0', '10']);
  });
});
