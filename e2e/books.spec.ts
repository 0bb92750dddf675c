import { formatRupees } from '@dd/contract';
import { expect, test } from '@playwright/test';
import { lastMonth } from './support/billing';
import {
  amountsIn,
  asAdmin,
  issuedLastMonth,
  lastMonthOf,
  monthName,
  paiseOf,
  rowWith,
  rupeeText,
  setTdsThreshold,
  shot,
  tableNamed,
  type Document,
  type InvoiceDetail,
  type Ledger,
  type Width,
} from './support/books';
import { expectNoOverflow } from './support/fit';
import { expectAccessible, WIDTHS } from './support/screens';
import { signIn } from './support/session';

/**
 * The books an accountant accepts (#49, decision 0159) on the Billing screens: refund vouchers
 * set against invoices, credit notes by lines and by amount, commission statements approved
 * with TDS and paid out; the ledger and the receivables ageing agree. Each journey runs at
 * desktop and at phone width, on a distributor of its own (the demo's last month, left as
 * drafts).
 */

// (a) The month's refund voucher issued and set against an older open invoice: DMCPAY Solutions
// (7) at desktop width, Dhamillion Trading (4) at phone width.
const VOUCHER_OF = { desktop: 7, phone: 4 } as const;

for (const [width, size] of Object.entries(WIDTHS) as [Width, (typeof WIDTHS)[Width]][]) {
  test(`a month's refund voucher issued and set against an older invoice; the ledger's closing balance is the ageing's net (${width})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    const distributorId = VOUCHER_OF[width];
    const invoice = await issuedLastMonth(page, distributorId);
    const { voucher } = await lastMonthOf(page, distributorId);
    expect(voucher?.status, 'the month left its refund voucher as a draft').toBe('DRAFT');
    const { invoices } = await asAdmin<{ invoices: Document[] }>(
      page,
      'GET',
      `/invoices?distributorId=${distributorId}&sort=dueDate&order=asc&pageSize=100`,
    );
    const older = invoices.find(
      (i) =>
        i.id !== invoice.id &&
        ['ISSUED', 'PARTIALLY_PAID'].includes(i.status) &&
        (i.balancePaise ?? 0) > 0,
    );
    expect(older, 'an older open invoice').toBeTruthy();

    // The drafts are listed; the voucher's page issues it after a confirmation.
    await signIn(page, 'admin', `/billing/refund-vouchers?distributorId=${distributorId}`);
    await page.getByLabel('Status', { exact: true }).selectOption('DRAFT');
    await rowWith(page, `Draft #${voucher!.id}`)
      .getByRole('link', { name: `Draft #${voucher!.id}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Draft refund voucher' }),
    ).toBeVisible();
    await expect(tableNamed(page, 'Deposits returned')).toBeVisible();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Issue this refund voucher?' });
    await expect(ask).toContainText(formatRupees(voucher!.amountPaise!));
    await ask.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText(/^Refund voucher RV\/\d{2}-\d{2}\/\d{6} issued$/)).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: /^Refund voucher RV\// });
    await expect(title).toBeVisible();
    const number = ((await title.innerText()).match(/RV\/\S+/) ?? [''])[0];
    await expect(page.locator('[data-total="unapplied"]')).toContainText(
      formatRupees(voucher!.amountPaise!),
    );
    await expectNoOverflow(page);

    // Set against the older invoice: the amount starts at as much as both allow.
    await page.getByRole('button', { name: 'Set against invoices' }).click();
    const dialog = page.getByRole('dialog', { name: `Set ${number} against invoices` });
    await dialog.getByLabel('Invoice', { exact: true }).selectOption(String(older!.id));
    const set = Math.min(voucher!.amountPaise!, older!.balancePaise!);
    const left = voucher!.amountPaise! - set;
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue(rupeeText(set));
    await expect(dialog.locator('[data-bound="balance"]')).toContainText(
      formatRupees(older!.balancePaise!),
    );
    await expectNoOverflow(page);
    await dialog.getByRole('button', { name: 'Set against invoices' }).click();
    await expect(
      page.getByText(
        `${formatRupees(set)} set against ${older!.number}; ${formatRupees(left)} left of the credit`,
      ),
    ).toBeVisible();
    await expect(rowWith(tableNamed(page, 'Set against invoices'), older!.number!)).toContainText(
      formatRupees(set),
    );
    await expect(page.locator('[data-total="unapplied"]')).toContainText(formatRupees(left));
    await expect(page.getByText('Partly settled', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'books-refund-voucher', width);

    // The ledger: the voucher a credit (its link), the closing balance the equation's.
    await page.goto(`/billing/ledger?distributorId=${distributorId}`);
    const ledger = await asAdmin<Ledger>(
      page,
      'GET',
      `/billing/ledger?distributorId=${distributorId}`,
    );
    expect(ledger.balancePaise).toBe(ledger.openInvoicesPaise - ledger.unappliedCreditsPaise);
    const closing = page.getByTestId('closing-balance');
    await expect(closing).toContainText('₹');
    expect(paiseOf(await closing.innerText())).toBe(ledger.balancePaise);
    expect(await closing.innerText()).not.toContain('-');
    await expect(page.getByTestId('open-invoices')).toContainText(
      formatRupees(ledger.openInvoicesPaise),
    );
    await expect(page.getByTestId('unapplied-credits')).toContainText(
      formatRupees(ledger.unappliedCreditsPaise),
    );
    const entry = rowWith(page, number);
    await expect(entry).toContainText('Refund voucher');
    await expect(entry.getByRole('link', { name: number })).toHaveAttribute(
      'href',
      /\/billing\/refund-vouchers\/\d+$/,
    );
    // A credit in the Credit column: the entry's amounts are credit then balance, none negative.
    expect((await amountsIn(entry))[0]).toBe(voucher!.amountPaise);
    await expectNoOverflow(page);
    await shot(page, 'books-ledger', width);

    // The Reports screen's receivables ageing says the same net for the distributor.
    await page.goto(`/reports?report=receivables&distributorId=${distributorId}`);
    const ageing = rowWith(page, ledger.distributorName).filter({ hasText: '₹' });
    await expect(ageing).toBeVisible();
    expect((await amountsIn(ageing)).at(-1)).toBe(ledger.balancePaise);
  });
}

// (b) Credit notes on an issued invoice, by lines and by an amount: Quickpay Solutions (5) at
// desktop width, distributor 6 at phone width.
const CREDITED = { desktop: 5, phone: 6 } as const;

for (const [width, size] of Object.entries(WIDTHS) as [Width, (typeof WIDTHS)[Width]][]) {
  test(`an issued invoice gets a credit note by lines and one by an amount (${width})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    const issued = await issuedLastMonth(page, CREDITED[width]);
    const { invoice } = await asAdmin<{ invoice: InvoiceDetail }>(
      page,
      'GET',
      `/invoices/${issued.id}`,
    );
    const rent = invoice.lines.find((l) => l.kind === 'RENT');
    expect(rent, 'a rent line to credit').toBeTruthy();
    await signIn(page, 'admin', `/billing/invoices/${invoice.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download e-invoice (JSON)' })).toBeVisible();

    // By lines: one rent line, credited whole with its GST.
    const left = invoice.totalPaise - invoice.creditedPaise;
    await page.getByRole('button', { name: 'Credit note', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: `Credit note against ${invoice.number}` });
    await expect(dialog).toContainText(`Left to credit: ${formatRupees(left)}`);
    await expect(dialog).toContainText('A credit note cannot be undone');
    const line = dialog.getByRole('checkbox', {
      name: new RegExp(`${rent!.serialNumber}\\s*Rent`),
    });
    await line.check();
    await expect(dialog.getByTestId('credit-note-chosen')).toContainText('1 line chosen');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Enter the reason for the credit note')).toBeVisible();
    await dialog.getByLabel('Reason', { exact: true }).fill('Device returned early: rent credited');
    await expectNoOverflow(page);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('cannot be undone or changed');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(page.getByText(/^Credit note CN\/\d{2}-\d{2}\/\d{6} issued for ₹/)).toBeVisible();
    const notes = () =>
      asAdmin<{
        invoice: InvoiceDetail & {
          creditNotes: { id: number; number: string; amountPaise: number; basis: string }[];
        };
      }>(page, 'GET', `/invoices/${invoice.id}`);
    const afterLines = (await notes()).invoice;
    expect(afterLines.creditNotes.map((n) => n.basis)).toEqual(['LINES']);
    const byLines = afterLines.creditNotes[0]!;
    const noteRows = tableNamed(page, 'Credit notes');
    await expect(rowWith(noteRows, byLines.number)).toContainText(
      formatRupees(byLines.amountPaise),
    );

    // By an amount typed in rupees; the line credited before is no longer offered.
    await page.getByRole('button', { name: 'Credit note', exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Credit note against ${invoice.number}` });
    await expect(dialog).toContainText(
      `Left to credit: ${formatRupees(left - byLines.amountPaise)}`,
    );
    await expect(
      dialog.getByRole('checkbox', { name: new RegExp(`${rent!.serialNumber}\\s*Rent`) }),
    ).toHaveCount(0);
    await expect(dialog.getByText('Credited', { exact: true }).first()).toBeVisible();
    await dialog.getByLabel('An amount').check();
    await dialog.getByLabel('Amount', { exact: true }).fill('100.50');
    await dialog.getByLabel('Reason', { exact: true }).fill('Goodwill for a late delivery');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('₹100.50');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(page.getByText(/^Credit note CN\/\S+ issued for ₹100\.50$/)).toBeVisible();

    const after = (await notes()).invoice;
    expect(after.creditNotes.map((n) => n.basis)).toEqual(['LINES', 'AMOUNT']);
    expect(after.creditedPaise).toBe(byLines.amountPaise + 10050);
    const byAmount = after.creditNotes[1]!;
    await expect(rowWith(noteRows, byAmount.number)).toContainText('₹100.50');
    await expect(rowWith(tableNamed(page, 'Settled by'), byAmount.number)).toContainText('₹100.50');
    await expect(page.locator('[data-total="balance"]')).toContainText(
      formatRupees(after.balancePaise),
    );
    await expect(page.locator('[data-total="credits"]')).toContainText(
      formatRupees(after.settledPaise - after.paidPaise),
    );
    await expectAccessible(page);
    await expectNoOverflow(page);
    await shot(page, 'books-invoice-credit-notes', width);

    // The credit note's page: the invoice it reduces, its lines, all of it set against it.
    await rowWith(noteRows, byLines.number).getByRole('link', { name: byLines.number }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Credit note ${byLines.number}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: invoice.number }).first()).toBeVisible();
    await expect(page.getByText('By lines', { exact: true })).toBeVisible();
    await expect(page.locator('[data-total="amount"]')).toContainText(
      formatRupees(byLines.amountPaise),
    );
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, 'books-credit-note', width);

    // The Credit notes tab finds both by the distributor, one by its number.
    await page.goto(`/billing/credit-notes?distributorId=${invoice.distributorId}`);
    await expect(rowWith(page, byLines.number)).toBeVisible();
    await expect(rowWith(page, byAmount.number)).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(byAmount.number);
    await expect(rowWith(page, byLines.number)).toHaveCount(0);
    await expect(rowWith(page, byAmount.number)).toBeVisible();
    await expectNoOverflow(page);
  });
}

// (c) A commission statement approved, with TDS, then part paid out and the rest set against an
// open invoice: XYZ Distributors (2) at desktop width, Instant Mudra Solutions (3) at phone width.
// The demo's statements are far below the yearly TDS threshold (₹20,000), so the journey lowers it
// to ₹500 for its run and puts it back after.
const COMMISSION_OF = { desktop: 2, phone: 3 } as const;

for (const [width, size] of Object.entries(WIDTHS) as [Width, (typeof WIDTHS)[Width]][]) {
  test(`a commission statement approved with TDS, paid out and set against an invoice (${width})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    const distributorId = COMMISSION_OF[width];
    const month = lastMonth();
    const { statements } = await asAdmin<{
      statements: { distributorName: string; totalPaise: number; approval: unknown }[];
    }>(page, 'GET', `/billing/commissions?month=${month}&distributorId=${distributorId}`);
    const statement = statements[0]!;
    expect(statement.approval).toBeNull();
    expect(statement.totalPaise).toBeGreaterThan(50_000);
    // 2% of the year's commission (this statement's), rounded to the rupee.
    const tds = Math.floor((statement.totalPaise * 200 + 500_000) / 1_000_000) * 100;
    const net = statement.totalPaise - tds;
    const threshold = await setTdsThreshold(page, 50_000);
    try {
      await signIn(
        page,
        'admin',
        `/billing/commissions?month=${month}&distributorId=${distributorId}`,
      );
      const card = page.getByRole('region', { name: statement.distributorName, exact: true });
      await expect(card).toContainText('Not approved yet');
      await card
        .getByRole('button', {
          name: `Approve the statement of ${statement.distributorName} for ${monthName(month)}`,
        })
        .click();
      const ask = page.getByRole('dialog', { name: 'Approve this statement?' });
      await expect(ask).toContainText(formatRupees(statement.totalPaise));
      await ask.getByRole('button', { name: 'Approve' }).click();
      await expect(
        page.getByText(
          new RegExp(`^Statement CS/\\S+ approved: ${formatRupees(net).replace('.', '\\.')} owed$`),
        ),
      ).toBeVisible();
      const approved = card.getByRole('region', { name: /^Approved statement CS\// });
      await expect(approved).toBeVisible();
      const number = ((await approved.getAttribute('aria-label')) ?? '').replace(
        'Approved statement ',
        '',
      );
      await expect(approved.locator('[data-approval="gross"]')).toContainText(
        formatRupees(statement.totalPaise),
      );
      await expect(approved.locator('[data-approval="tds"]')).toContainText('TDS withheld (2%)');
      await expect(approved.locator('[data-approval="tds"]')).toContainText(formatRupees(tds));
      await expect(approved.locator('[data-approval="net"]')).toContainText(formatRupees(net));
      await expect(approved.locator('[data-approval="paid"]')).toContainText('₹0.00');
      await expectNoOverflow(page);

      // Part of it paid out (a review first: the payout voucher cannot be undone).
      await approved.getByRole('button', { name: 'Pay out' }).click();
      const pay = page.getByRole('dialog', { name: `Pay out ${number}` });
      await expect(pay.getByLabel('Amount', { exact: true })).toHaveValue(rupeeText(net));
      await pay.getByLabel('Amount', { exact: true }).fill('500');
      await pay
        .getByLabel('Reference', { exact: true })
        .fill(`NEFT-${distributorId}-${Date.now()}`);
      await pay.getByRole('button', { name: 'Review' }).click();
      await expect(pay).toContainText('₹500.00');
      await pay.getByRole('button', { name: 'Record payout' }).click();
      await expect(page.getByText(/^Payout PV\/\S+ of ₹500\.00 recorded$/)).toBeVisible();
      await expect(approved.locator('[data-approval="paid"]')).toContainText('₹500.00');
      await expect(approved.getByText('Partly paid', { exact: true })).toBeVisible();

      // The rest set against its open invoices, oldest due first.
      await approved.getByRole('button', { name: 'Set against invoices' }).click();
      const set = page.getByRole('dialog', { name: `Set ${number} against invoices` });
      await expect(set.locator('[data-bound="unapplied"]')).toContainText(
        formatRupees(net - 50_000),
      );
      await expect(set.getByLabel('Amount', { exact: true })).toHaveValue(rupeeText(net - 50_000));
      await set.getByRole('button', { name: 'Set against invoices' }).click();
      await expect(
        page.getByText(/set against INV\/\S+; ₹0\.00 left of the credit$/),
      ).toBeVisible();
      await expect(approved.getByText('Paid', { exact: true })).toBeVisible();
      await expect(approved.locator('[data-approval="paid"]')).toContainText(formatRupees(net));
      await expect(approved.getByRole('button', { name: 'Pay out' })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'books-commission', width);

      // The payout in the Payouts tab, naming the statement it paid.
      await page.goto(`/billing/payouts?distributorId=${distributorId}`);
      const payout = rowWith(page, number);
      await expect(payout).toContainText('₹500.00');
      await expect(payout.getByRole('link', { name: number })).toBeVisible();
      await expectNoOverflow(page);

      // The ledger: the gross a credit, the TDS and the payout debits, each with its link.
      await page.goto(`/billing/ledger?distributorId=${distributorId}`);
      const commission = rowWith(page, 'Commission').filter({ hasText: number });
      await expect(commission).toBeVisible();
      expect((await amountsIn(commission))[0]).toBe(statement.totalPaise);
      await expect(rowWith(page, 'TDS withheld').filter({ hasText: number })).toContainText(
        formatRupees(tds),
      );
      await expect(commission.getByRole('link', { name: number })).toHaveAttribute(
        'href',
        new RegExp(`/billing/commissions\\?month=${month}&distributorId=${distributorId}$`),
      );
      const ledger = await asAdmin<Ledger>(
        page,
        'GET',
        `/billing/ledger?distributorId=${distributorId}`,
      );
      expect(paiseOf(await page.getByTestId('closing-balance').innerText())).toBe(
        ledger.balancePaise,
      );
      await expectNoOverflow(page);
    } finally {
      await setTdsThreshold(page, threshold);
    }
  });
}
