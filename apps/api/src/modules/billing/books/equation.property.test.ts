/**
 * Property (issue #49 item 3, decision 0159): whatever the order of runs, issues, payments
 * (some with an advance), reversals, credit notes, refund vouchers, allocations, payouts and
 * cancellations, per distributor the ledger's balance is what the API's answers added up to,
 * it equals the open invoice balances less the unapplied credits, and the receivables ageing's
 * net is the ledger's balance. Through the API; each sequence has a distributor and a month of
 * its own (a run of its month bills only it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../../../test/app';
import { billingKit, POS_PLAN } from '../../../../test/kits/billing';
import { booksKit } from '../../../../test/kits/books';
import { paymentBody } from '../../../../test/kits/payments';
import { useTestApp } from '../../../../test/use-app';

const RUNS = Number(process.env.LEDGER_RUNS ?? 10);
const NOW = new Date('2026-11-15T06:00:00Z');
/** Money moves on the day: every document of a sequence is issued today (NOW). */
const TODAY = { paidOn: '2026-11-15' };

type Step =
  | { kind: 'issue'; rentPaise: number; depositPaise: number }
  | { kind: 'pay'; pick: number; amountPaise: number; advance: boolean }
  | { kind: 'reverse'; pick: number }
  | { kind: 'creditLine'; pick: number }
  | { kind: 'creditAmount'; pick: number; amountPaise: number }
  | { kind: 'voucher'; amountPaise: number }
  | { kind: 'allocate'; pick: number }
  | { kind: 'payout'; pick: number; amountPaise: number }
  | { kind: 'cancel'; pick: number };

const money = (max: number) => fc.integer({ min: 1, max });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('issue'), rentPaise: money(100000), depositPaise: fc.nat(50000) }),
  fc.record({
    kind: fc.constant('pay'),
    pick: fc.nat(),
    amountPaise: money(150000),
    advance: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reverse'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('creditLine'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('creditAmount'), pick: fc.nat(), amountPaise: money(80000) }),
  fc.record({ kind: fc.constant('voucher'), amountPaise: money(60000) }),
  fc.record({ kind: fc.constant('allocate'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payout'), pick: fc.nat(), amountPaise: money(60000) }),
  fc.record({ kind: fc.constant('cancel'), pick: fc.nat() }),
) as fc.Arbitrary<Step>;

describe('the books balance (property)', () => {
  const t = useTestApp({ now: () => NOW });
  const admin = t.signIn('admin');
  const k = billingKit(t);
  const b = booksKit(t);
  let months = 0;

  /** A run of the sequence's own month: a device came and left, so an invoice and a voucher. */
  async function runOwnMonth(distributorId: number): Promise<number> {
    const n = months++;
    const month = `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    const m = await k.machine('EQ');
    await k.period({
      machineId: m.id,
      distributorId,
      from: `${month}-03T00:00:00+05:30`,
      to: `${month}-20T00:00:00+05:30`,
    });
    const run = await k.run(admin, month);
    expect(run.invoiceIds.length + run.refundVoucherIds.length).toBe(2);
    await k.ok(admin, 'POST', `/api/billing/runs/${run.id}/issue`, undefined, 202);
    await t.app.background.drain();
    const added = await Promise.all([
      ...run.invoiceIds.map((id: number) =>
        k.ok(admin, 'GET', `/api/invoices/${id}`).then((r) => r.invoice.totalPaise as number),
      ),
      ...run.refundVoucherIds.map((id: number) =>
        k
          .ok(admin, 'GET', `/api/refund-vouchers/${id}`)
          .then((r) => -(r.refundVoucher.amountPaise as number)),
      ),
    ]);
    return added.reduce((s, x) => s + x, 0);
  }

  it(`ledger = open invoices - unapplied credits = the ageing's net, over ${RUNS} sequences`, async () => {
    await k.ok(admin, 'POST', '/api/billing/plans', { ...POS_PLAN, effectiveFrom: '2000-01' }, 201);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const d = await createDistributor(t.database);
        const invoices: { id: number; lineIds: number[] }[] = [];
        const payments: number[] = [];
        let expected = await runOwnMonth(d.id);
        const pick = <T>(list: T[], n: number) => list[n % (list.length || 1)];
        const credits = async () =>
          (
            (await k.ok(admin, 'GET', `/api/billing/credits?distributorId=${d.id}`)).credits as {
              sourceType: string;
              sourceId: number;
            }[]
          ).map(({ sourceType, sourceId }) => ({ sourceType, sourceId }));
        for (const s of steps) {
          if (s.kind === 'issue') {
            const lines = [{ kind: 'RENT' as const, amountPaise: s.rentPaise }];
            if (s.depositPaise > 0)
              lines.push({ kind: 'DEPOSIT' as never, amountPaise: s.depositPaise });
            const inv = await b.invoice(d.id, lines, { draft: true });
            const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${inv.id}/issue`);
            invoices.push(inv);
            expected += invoice.totalPaise;
          } else if (s.kind === 'pay' && invoices.length > 0) {
            const inv = pick(invoices, s.pick)!;
            const body = paymentBody(s.amountPaise, { keepExcessAsAdvance: s.advance, ...TODAY });
            const res = await k.call(admin, 'POST', `/api/invoices/${inv.id}/payments`, body);
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) {
              payments.push(res.json().payment.id);
              expected -= s.amountPaise;
            }
          } else if (s.kind === 'reverse' && payments.length > 0) {
            const id = pick(payments, s.pick)!;
            const res = await k.call(admin, 'POST', `/api/payments/${id}/reverse`, { reason: 'r' });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) expected += res.json().payment.amountPaise;
          } else if (s.kind === 'creditLine' || s.kind === 'creditAmount') {
            const inv = pick(invoices, s.pick);
            if (!inv) continue;
            const body =
              s.kind === 'creditLine'
                ? { lineIds: [pick(inv.lineIds, s.pick)], reason: 'c' }
                : { amountPaise: s.amountPaise, reason: 'c' };
            const res = await k.call(admin, 'POST', `/api/invoices/${inv.id}/credit-notes`, body);
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) expected -= res.json().creditNote.amountPaise;
          } else if (s.kind === 'voucher') {
            const id = await b.draftVoucher(d.id, s.amountPaise);
            await k.ok(admin, 'POST', `/api/refund-vouchers/${id}/issue`);
            expected -= s.amountPaise;
          } else if (s.kind === 'allocate') {
            const credit = pick(await credits(), s.pick);
            if (!credit) continue;
            const res = await k.call(admin, 'POST', '/api/billing/allocations', credit);
            expect([201, 409]).toContain(res.statusCode);
          } else if (s.kind === 'payout') {
            const credit = pick(await credits(), s.pick);
            if (!credit) continue;
            const res = await k.call(admin, 'POST', '/api/billing/payouts', {
              ...credit,
              ...paymentBody(s.amountPaise, TODAY),
            });
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) expected += s.amountPaise;
          } else if (s.kind === 'cancel') {
            const inv = pick(invoices, s.pick);
            if (!inv) continue;
            const res = await k.call(admin, 'POST', `/api/invoices/${inv.id}/cancel`, {
              reason: 'x',
            });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) expected -= res.json().invoice.creditNote.amountPaise;
          }
        }
        const ledger = await k.ok(admin, 'GET', `/api/billing/ledger?distributorId=${d.id}`);
        expect(ledger.balancePaise).toBe(expected);
        let running = 0;
        for (const e of ledger.entries) {
          running += e.debitPaise - e.creditPaise;
          expect(e.balancePaise).toBe(running);
        }
        expect(ledger.openInvoicesPaise - ledger.unappliedCreditsPaise).toBe(expected);
        // The same two sides from the lists a person reads.
        const list = await k.ok(admin, 'GET', `/api/invoices?distributorId=${d.id}&pageSize=500`);
        const owed = list.invoices
          .filter((i: { status: string }) => i.status !== 'DRAFT')
          .reduce((sum: number, i: { balancePaise: number }) => sum + i.balancePaise, 0);
        expect(owed).toBe(ledger.openInvoicesPaise);
        const open = await k.ok(admin, 'GET', `/api/billing/credits?distributorId=${d.id}`);
        expect(open.unappliedPaise).toBe(ledger.unappliedCreditsPaise);
        const ageing = await k.ok(admin, 'GET', `/api/reports/receivables?distributorId=${d.id}`);
        const net = ageing.rows.length === 0 ? 0 : (ageing.rows[0].totalPaise as number);
        expect(net).toBe(expected);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
