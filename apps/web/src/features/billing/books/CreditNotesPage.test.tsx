import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../../test/fetch-mock';
import { creditNoteList, makeCreditNote } from '../../../test/fixtures/books';
import { expectHeaderSorts } from '../../../test/header-sort';
import { renderApp } from '../../../test/render';
import { signedInAs } from './books-test-setup';

const notes = creditNoteList([
  makeCreditNote(),
  makeCreditNote({
    id: 22,
    number: 'CN/26-27/000002',
    basis: 'AMOUNT',
    amountPaise: 10050,
    appliedPaise: 10050,
    unappliedPaise: 0,
  }),
]);

describe('Billing > Credit notes', () => {
  it("lists an admin's credit notes with their invoice, distributor and unapplied part; filters, search and sort go to the server and the URL", async () => {
    signedInAs('admin', { 'GET /credit-notes': { body: notes } });
    const user = userEvent.setup();
    const { router } = renderApp('/billing/credit-notes');
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'CN/26-27/000001' })).toHaveAttribute(
      'href',
      '/billing/credit-notes/21',
    );
    expect(within(first!).getByRole('link', { name: 'INV/2026-27/000001' })).toHaveAttribute(
      'href',
      '/billing/invoices/11',
    );
    expect(first).toHaveTextContent('ABC Distributors');
    expect(first).toHaveTextContent('₹1,180.00');
    expect(first).toHaveTextContent('₹680.00');
    const tabs = screen.getByRole('navigation', { name: 'Billing' });
    expect(within(tabs).getByRole('link', { name: 'Credit notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OPEN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distributor' }), '2');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('Search'), 'CN/26');
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo('/credit-notes').at(-1) ?? [])).toMatchObject({
        status: 'OPEN',
        distributorId: '2',
        from: '2026-11-01',
        search: 'CN/26',
      }),
    );
    expect(router.state.location.search).toContain('status=OPEN');
    expect(router.state.location.search).toContain('from=2026-11-01');

    await expectHeaderSorts({
      user,
      scope: table,
      router,
      name: 'Amount',
      lastQuery: () => {
        const q = Object.fromEntries(queriesTo('/credit-notes').at(-1) ?? []);
        return { sort: q.sort ?? '', order: q.order ?? '' } as Record<string, string>;
      },
      query: { sort: 'amountPaise', order: 'asc' },
      search: `${router.state.location.search}&sort=amountPaise&order=asc`,
    });
  });

  it('shows a distributor its own credit notes without the distributor column or filter', async () => {
    signedInAs('distributor', { 'GET /credit-notes': { body: notes } });
    renderApp('/billing/credit-notes');
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    expect(within(table).queryByRole('columnheader', { name: /Distributor/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Distributor' })).toBeNull();
  });

  it('says when there are none, and offers Try again when the list fails', async () => {
    let fail = true;
    signedInAs('admin', {
      'GET /credit-notes': () =>
        fail
          ? { status: 500, body: { error: 'Boom', code: 'internal' } }
          : { body: creditNoteList([]) },
    });
    const user = userEvent.setup();
    renderApp('/billing/credit-notes');
    expect(await screen.findByText('Could not load the credit notes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No credit notes found')).toBeInTheDocument();
  });
});
