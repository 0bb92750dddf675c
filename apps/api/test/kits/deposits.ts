import type { useTestApp } from '../use-app';
import { billingKit, POS_PLAN } from './billing';

type T = ReturnType<typeof useTestApp>;
type Auth = { authorization: string };

const IST = (day: string) => `${day}T00:00:00+05:30`;

/**
 * A device's deposit charged and returned through the API, as a month's runs do it: the device
 * comes to the distributor on `came` and leaves it on `left` (India days, the month after), the
 * first month's run makes its tax invoice (rent and the ₹1,500 deposit of POS_PLAN), which is
 * issued; the next month's run makes its refund voucher (the deposit back), which is issued too.
 * The clock must be past both months.
 */
export function depositsKit(t: T) {
  const k = billingKit(t);
  let plan: Promise<unknown> | undefined;
  return {
    ...k,
    async depositReturned(
      admin: Auth,
      distributorId: number,
      p: { came: string; left: string },
    ): Promise<{ invoice: Record<string, unknown>; refundVoucher: Record<string, unknown> }> {
      plan ??= k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
      await plan;
      const machine = await k.machine('DEPOSIT');
      await k.period({ machineId: machine.id, distributorId, from: IST(p.came), to: IST(p.left) });
      const charged = p.came.slice(0, 7);
      await k.run(admin, charged);
      const draft = await k.invoiceOf(admin, charged, distributorId, 'DRAFT');
      const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${draft.id}/issue`);
      const run = await k.run(admin, p.left.slice(0, 7));
      const { refundVouchers } = await k.ok(
        admin,
        'GET',
        `/api/refund-vouchers?distributorId=${distributorId}&status=DRAFT&pageSize=500`,
      );
      const voucher = (refundVouchers as { id: number }[]).find((v) =>
        (run.refundVoucherIds as number[]).includes(v.id),
      )!;
      const { refundVoucher } = await k.ok(
        admin,
        'POST',
        `/api/refund-vouchers/${voucher.id}/issue`,
      );
      return { invoice, refundVoucher };
    },
  };
}
