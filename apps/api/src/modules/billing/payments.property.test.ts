/**
 * Property: whatever the order of issuing, paying, reversing and cancelling, a distributor's
 * ledger balance is its invoices minus its credit notes minus its payments plus their reversals,
 * each entry's running balance follows from the one before, and it equals the sum of the
 * balances its invoices show. Through the API; each sequence has a distributor of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { billingKit } from '../../../test/kits/billing';
import { paymentBody, paymentsKit } from '../../../test/kits/payments';
import { useTestApp } from '../../../test/use-app';

const RUNS = Number(process.env.LEDGER_RUNS ?? 12);

type Step =
  | { kind: 'issue'; totalPaise: number }
  | { kind: 'pay'; pick: number; amountPaise: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'cancel'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('issue'), totalPaise: fc.integer({ min: 1, max: 200000 }) }),
  fc.record({
    kind: fc.constant('pay'),
    pick: fc.nat(),
    amountPaise: fc.integer({ min: 1, max: 120000 }),
  }),
  fc.record({ kind: fc.constant('reverse'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel'), pick: fc.nat() }),
) as fc.Arbitrary<Step>;

describe('the ledger (property)', () => {
  const t = useTestApp({ now: () => new Date('2026-11-15T06:00:00Z') });
  const admin = t.signIn('admin');
  const k = billingKit(t);
  const p = paymentsKit(t);

  it(`balance = invoices - credit notes - payments + reversals, over ${RUNS} sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const d = await createDistributor(t.database);
        const invoices: number[] = [];
        const payments: number[] = [];
        // The sums the ledger must hold, from the answers the API gave.
        let expected = 0;
        for (const s of steps) {
          const invoice = invoices[(s as { pick: number }).pick % (invoices.length || 1)];
          if (s.kind === 'issue') {
            const id = await p.invoice(d.id, s.totalPaise, { status: 'DRAFT' });
            await k.ok(admin, 'POST', `/api/invoices/${id}/issue`);
            invoices.push(id);
            expected += s.totalPaise;
          } else if (s.kind === 'pay' && invoice) {
            const res = await k.call(
              admin,
              'POST',
              `/api/invoices/${invoice}/payments`,
              paymentBody(s.amountPaise),
            );
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) {
              payments.push(res.json().payment.id);
              expected -= s.amountPaise;
            }
          } else if (s.kind === 'reverse' && payments.length > 0) {
            const id = payments[s.pick % payments.length];
            const res = await k.call(admin, 'POST', `/api/payments/${id}/reverse`, { reason: 'r' });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) expected += res.json().payment.amountPaise;
          } else if (s.kind === 'cancel' && invoice) {
            const res = await k.call(admin, 'POST', `/api/invoices/${invoice}/cancel`, {
              reason: 'c',
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
        expect(running).toBe(expected);
        const list = await k.ok(admin, 'GET', `/api/invoices?distributorId=${d.id}&pageSize=100`);
        const owed = list.invoices.reduce(
          (sum: number, i: { balancePaise: number }) => sum + i.balancePaise,
          0,
        );
        expect(owed).toBe(expected);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
