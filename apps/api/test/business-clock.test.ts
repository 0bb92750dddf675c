/**
 * One business clock (decision 0170): at a fixed clock the product's dates are India's at that
 * instant. A second before and at midnight in India (18:29:59Z and 18:30:00Z) on a month's last
 * day: which month may be billed, an invoice's date and due date, a booking's order number year
 * and first day, as the API answers them.
 */
import { describe, expect, it } from 'vitest';
import { createMachines, createProvider } from './factories/machines';
import { billingKit, POS_PLAN } from './kits/billing';
import { movableClock } from './kits/books-month';
import { useTestApp, useTwoDistributors } from './use-app';

const clock = movableClock('2026-11-30T18:29:59Z');

describe('a fixed clock across midnight in India', () => {
  const t = useTestApp({ now: clock.now });
  const world = useTwoDistributors(t);
  const { admin } = world;
  const k = billingKit(t);

  /** The month's invoice of distributor A, issued now: its dates and rent line. */
  async function issueMonth(month: string) {
    const draft = await k.invoiceOf(admin, month, world.a.id);
    const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${draft.id}/issue`);
    return invoice;
  }

  it('bills the month India has left, dated the day India is on', async () => {
    await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
    await k.places('27ABCDE1234F1Z5', [{ id: world.a.id, gstin: '27AAAPA1234A1Z5' }]);
    const machine = await k.machine('CLOCK');
    await k.period({
      machineId: machine.id,
      distributorId: world.a.id,
      from: '2026-10-01T00:00:00+05:30',
    });

    // 23:59:59 on 30 November in India: November is still open; October is billed today.
    clock.set('2026-11-30T18:29:59Z');
    const early = await k.call(admin, 'POST', '/api/billing/runs', { month: '2026-11' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'billing_month_open',
      params: { month: '2026-11' },
    });
    await k.run(admin, '2026-10');
    expect(await issueMonth('2026-10')).toMatchObject({
      issuedOn: '2026-11-30',
      dueDate: '2026-12-15',
    });

    // Midnight in India: 1 December. November is closed, billed whole, dated 1 December.
    clock.set('2026-11-30T18:30:00Z');
    await k.run(admin, '2026-11');
    const november = await issueMonth('2026-11');
    expect(november).toMatchObject({
      month: '2026-11',
      issuedOn: '2026-12-01',
      dueDate: '2026-12-16',
    });
    expect(november.lines).toEqual([
      expect.objectContaining({ kind: 'RENT', days: 30, amountPaise: 30000 }),
    ]);
  });

  it("books on India's day: the order number's year and the assignment's first day", async () => {
    const provider = await createProvider(t.database);
    const [before, after] = await createMachines(t.database, 2, {
      serviceProviderId: provider.id,
      machineType: 'POS',
    });
    const book = async (machineId: number) => {
      const { order } = await k.ok(
        admin,
        'POST',
        '/api/orders',
        {
          distributorId: world.a.id,
          retailerId: world.ra.id,
          serviceProviderId: provider.id,
          orderType: 'MACHINE_ALLOTMENT',
          quantity: 1,
          machineIds: [machineId],
        },
        201,
      );
      const { assignments } = await k.ok(admin, 'GET', '/api/assignments?pageSize=500');
      const held = assignments.find((a: { orderId: number | null }) => a.orderId === order.id);
      return { orderNumber: order.order_number as string, validFrom: held.validFrom as string };
    };

    clock.set('2026-12-31T18:29:59Z');
    const lastDay = await book(before!.id);
    clock.set('2026-12-31T18:30:00Z');
    const newYear = await book(after!.id);

    expect(lastDay.orderNumber).toMatch(/^ORD-2026-/);
    expect(lastDay.validFrom).toBe('2026-12-31');
    expect(newYear.orderNumber).toMatch(/^ORD-2027-/);
    expect(newYear.validFrom).toBe('2027-01-01');
  });
});
