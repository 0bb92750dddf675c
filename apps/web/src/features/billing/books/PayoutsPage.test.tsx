import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../../test/fetch-mock';
import { makePayout, payoutList } from '../../../test/fixtures/books';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

describe('Billing > Payouts', () => {
  it('lists what was paid out of which credit, with filters by date, distributor and kind', async () => {
    signedInAs('admin', {
      'GET /billing/payouts': {
        body: payoutList([
          makePayout(),
          makePayout({
            id: 32,
            number: 'PV/26-27/000002',
            sourceType: 'COMMISSION',
            sourceId: 3,
            sourceNumber: 'CS/26-27/000001',
            paidOn: '2026-12-01',
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/billing/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [, refund, commission] = within(table).getAllByRole('row');
    expect(refund).toHaveTextContent('PV/26-27/000001');
    expect(refund).toHaveTextContent('ABC Distributors');
    expect(refund).toHaveTextContent('NEFT');
    expect(refund).toHaveTextContent('UTR-PAYOUT-1');
    expect(within(refund!).getByRole('link', { name: 'RV/26-27/000001' })).toHaveAttribute(
      'href',
      '/billing/refund-vouchers/41',
    );
    // A commission's page is its month: the month before it was paid.
    expect(within(commission!).getByRole('link', { name: 'CS/26-27/000001' })).toHaveAttribute(
      'href',
      '/billing/commissions?month=2026-11&distributorId=1',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'COMMISSION');
    await user.type(screen.getByLabelText('To'), '2026-12-31');
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo('/billing/payouts').at(-1) ?? [])).toMatchObject({
        sourceType: 'COMMISSION',
        to: '2026-12-31',
      }),
    );
    expect(router.state.location.search).toContain('sourceType=COMMISSION');
  });

  it('says when there are none', async () => {
    signedInAs('distributor', { 'GET /billing/payouts': { body: payoutList([]) } });
    renderApp('/billing/payouts');
    expect(await screen.findByText('No payouts found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Distributor' })).toBeNull();
  });
});
