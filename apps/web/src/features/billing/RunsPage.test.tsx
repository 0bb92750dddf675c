import type { BillingRun } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { invoiceList, makeInvoice, makeInvoiceDetail } from '../../test/fixtures/billing';
import { makeRefundVoucher, makeRun, refundVoucherList } from '../../test/fixtures/billing-runs';
import { makeUser, renderApp } from '../../test/render';
import { closedMonths } from './months';

const draft = (id: number, distributorName: string, totalPaise = 318000) =>
  makeInvoice({
    id,
    number: null,
    status: 'DRAFT',
    distributorName,
    totalPaise,
    issuedOn: null,
    dueDate: null,
  });

/** An admin at the runs tab, last month's drafts: two tax invoices and one refund voucher. */
function admin(routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /invoices': {
      body: invoiceList([draft(12, 'ABC Distributors'), draft(13, 'XYZ Distributors', 120050)]),
    },
    'GET /refund-vouchers': { body: refundVoucherList([makeRefundVoucher()]) },
    'GET /billing/runs': { body: { runs: [makeRun()] } },
    ...routes,
  });
}

/**
 * Run 7 as the server keeps it: the list and the run answer the same state; each look at the run
 * moves the job to its next step (the last one stays); the issue queues it.
 */
function runOnServer(start: BillingRun, steps: BillingRun[]) {
  let now = start;
  return {
    'GET /billing/runs': () => ({ body: { runs: [now] } }),
    'GET /billing/runs/7': () => {
      now = steps.shift() ?? now;
      return { body: { run: now } };
    },
    'POST /billing/runs/7/issue': () => {
      now = makeRun({ state: 'QUEUED', total: 3, done: 0 });
      return { status: 202, body: { run: now } };
    },
  };
}

describe('Billing > Runs', () => {
  it('runs a closed month; its drafts are tax invoices and refund vouchers, each issued after a confirmation naming it', async () => {
    const month = closedMonths()[0]!;
    const calls = admin({
      'POST /billing/runs': {
        status: 201,
        body: {
          run: {
            id: 8,
            month,
            drafts: 3,
            lines: 9,
            replaced: 3,
            skippedIssued: 1,
            invoiceIds: [12, 13],
            refundVoucherIds: [5],
          },
        },
      },
      'POST /invoices/12/issue': {
        body: { invoice: makeInvoiceDetail({ id: 12, number: 'INV/2026-27/000002' }) },
      },
      'POST /refund-vouchers/5/issue': {
        status: 409,
        body: {
          error: 'Not a draft',
          code: 'refund_voucher_not_draft',
          params: { status: 'ISSUED' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/billing/runs');

    const picker = await screen.findByRole('combobox', { name: 'Month' });
    expect(picker).toHaveValue(month);
    await user.click(screen.getByRole('button', { name: 'Run month' }));
    expect(
      await screen.findByText(
        /3 drafts with 9 lines made, 3 earlier drafts replaced, 1 distributor already invoiced/,
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/billing/runs' && c.method === 'POST')?.body).toEqual({
      month,
    });
    const vouchersAsked = calls.find((c) => c.path === '/refund-vouchers');
    expect(vouchersAsked).toBeDefined();

    const invoices = screen.getByRole('table', { name: 'Draft tax invoices' });
    expect(within(invoices).getAllByRole('row')).toHaveLength(3);
    expect(within(invoices).getByRole('link', { name: 'Tax invoice draft #13' })).toHaveAttribute(
      'href',
      '/billing/invoices/13',
    );
    const vouchers = screen.getByRole('table', { name: 'Draft refund vouchers' });
    expect(
      within(vouchers).getByRole('row', { name: /Refund voucher draft #5/ }),
    ).toHaveTextContent('XYZ Distributors₹500.00');
    expect(screen.getByRole('heading', { name: 'Tax invoices (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refund vouchers (1)' })).toBeInTheDocument();

    // One tax invoice: asked first, naming the distributor and the amount.
    await user.click(
      screen.getByRole('button', { name: 'Issue the tax invoice of ABC Distributors' }),
    );
    const ask = screen.getByRole('dialog', { name: 'Issue this tax invoice?' });
    expect(ask).toHaveTextContent(
      'The tax invoice for ABC Distributors (₹3,180.00) gets the next invoice number and can no longer change.',
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/issue'))).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Invoice INV/2026-27/000002 issued')).toBeInTheDocument();

    // One refund voucher, refused: its code's text.
    await user.click(
      screen.getByRole('button', { name: 'Issue the refund voucher of XYZ Distributors' }),
    );
    const askVoucher = screen.getByRole('dialog', { name: 'Issue this refund voucher?' });
    expect(askVoucher).toHaveTextContent(
      'The refund voucher for XYZ Distributors (₹500.00) gets the next voucher number',
    );
    await user.click(within(askVoucher).getByRole('button', { name: 'Issue' }));
    expect(
      await screen.findByText('This refund voucher is already Issued: only a draft can be issued'),
    ).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'POST' && c.path.endsWith('/issue')).map((c) => c.path),
    ).toEqual(['/invoices/12/issue', '/refund-vouchers/5/issue']);
  });

  it('Issue all asks, then queues the job and follows it to its end: the count issued and each refusal by its code', async () => {
    const calls = admin(
      runOnServer(makeRun(), [
        makeRun({ state: 'RUNNING', total: 3, done: 1 }),
        makeRun(
          {
            state: 'DONE',
            total: 3,
            done: 3,
            errors: [{ documentType: 'INVOICE', id: 13, code: 'invoice_total_negative' }],
          },
          { draftsLeft: 1 },
        ),
      ]),
    );
    const user = userEvent.setup();
    renderApp('/billing/runs');

    await user.click(await screen.findByRole('button', { name: 'Issue all (3)' }));
    const ask = screen.getByRole('dialog', { name: 'Issue every draft?' });
    expect(ask).toHaveTextContent(/closing this page does not stop it/);
    await user.click(within(ask).getByRole('button', { name: 'Issue all (3)' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Issuing 0 of 3...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue all (3)' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Issue the tax invoice of ABC Distributors' }),
    ).toBeDisabled();
    expect(
      await screen.findByRole('progressbar', { name: 'Issuing 1 of 3...' }, { timeout: 3000 }),
    ).toHaveAttribute('aria-valuenow', '33');
    expect(
      await screen.findByText('Drafts issued: 2 of 3.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'Drafts not issued' });
    expect(refused).toHaveTextContent(
      "Tax invoice draft #13: This draft's total is below zero: a tax invoice cannot be negative.",
    );
    expect(within(refused).getByRole('link', { name: 'Tax invoice draft #13' })).toHaveAttribute(
      'href',
      '/billing/invoices/13',
    );
    // The job issued them: no draft was issued from the browser, and the lists are read again.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/billing/runs/7/issue',
    ]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/invoices').length).toBeGreaterThan(1),
    );
  });

  it('opening the month again shows the job where it is, and follows it', async () => {
    admin(
      runOnServer(makeRun({ state: 'RUNNING', total: 3, done: 1 }), [
        makeRun({ state: 'RUNNING', total: 3, done: 2 }),
        makeRun({ state: 'DONE', total: 3, done: 3 }),
      ]),
    );
    renderApp('/billing/runs');

    expect(
      await screen.findByRole('progressbar', { name: /^Issuing [12] of 3\.\.\.$/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Drafts issued: 3 of 3.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Drafts not issued' })).not.toBeInTheDocument();
  });

  it('reads the drafts again when the job ended between the two answers (the run says none are left)', async () => {
    let asked = 0;
    admin({
      'GET /billing/runs': {
        body: { runs: [makeRun({ state: 'DONE', total: 1, done: 1 }, { draftsLeft: 0 })] },
      },
      'GET /invoices': () => {
        asked += 1;
        return { body: invoiceList(asked === 1 ? [draft(12, 'ABC Distributors')] : []) };
      },
      'GET /refund-vouchers': { body: refundVoucherList([]) },
    });
    renderApp('/billing/runs');
    expect(await screen.findByText('No drafts for this month')).toBeInTheDocument();
    expect(screen.getByText('Drafts issued: 1 of 1.')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says so when a later run replaced the drafts, and offers the newest run instead', async () => {
    let runs = 0;
    let issued = false;
    const done = makeRun({ state: 'DONE', total: 3, done: 3 }, { id: 9 });
    const calls = admin({
      'GET /billing/runs': () => {
        runs += 1;
        const newest = runs < 2 ? makeRun() : issued ? done : makeRun({}, { id: 9 });
        return { body: { runs: [newest] } };
      },
      'POST /billing/runs/7/issue': {
        status: 409,
        body: { error: 'Replaced', code: 'billing_run_replaced' },
      },
      'POST /billing/runs/9/issue': () => {
        issued = true;
        return { status: 202, body: { run: makeRun({ state: 'QUEUED', total: 3 }, { id: 9 }) } };
      },
      'GET /billing/runs/9': { body: { run: done } },
    });
    const user = userEvent.setup();
    renderApp('/billing/runs');

    await user.click(await screen.findByRole('button', { name: 'Issue all (3)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Issue every draft?' })).getByRole('button', {
        name: 'Issue all (3)',
      }),
    );
    expect(
      await screen.findByText(
        'A later run of this month replaced these drafts: issue the latest run',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(runs).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Issue all (3)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Issue every draft?' })).getByRole('button', {
        name: 'Issue all (3)',
      }),
    );
    expect(
      await screen.findByText('Drafts issued: 3 of 3.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/billing/runs/7/issue',
      '/billing/runs/9/issue',
    ]);
  });

  it('tells a month without drafts so, and a failed list offers Try again', async () => {
    let failures = 1;
    admin({
      'GET /invoices': () =>
        failures-- > 0
          ? { status: 500, body: { error: 'Boom', code: 'internal' } }
          : { body: invoiceList([]) },
      'GET /refund-vouchers': { body: refundVoucherList([]) },
    });
    const user = userEvent.setup();
    renderApp('/billing/runs');

    expect(await screen.findByText('Could not load the draft tax invoices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No drafts for this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue all (0)' })).toBeDisabled();
  });

  it("says when the month's runs could not be read: Issue all waits for them", async () => {
    admin({ 'GET /billing/runs': { status: 500, body: { error: 'Boom', code: 'internal' } } });
    renderApp('/billing/runs');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not read the month's runs: Issue all waits for them",
    );
    expect(await screen.findByRole('button', { name: 'Issue all (3)' })).toBeDisabled();
  });

  it('shows a distributor the access screen', async () => {
    setToken('tok');
    mockFetch({ 'GET /auth/me': { body: { user: makeUser('distributor') } } });
    renderApp('/billing/runs');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });
});
