import { remindOverdue } from './reminders/overdue';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../access/principal';
import { assignmentMachines, assignments, invoices, machineHoldingPeriods } from '../../db/schema';
import { emittedAt } from '../../platform/outbox';
import { issueInvoiceIn } from './invoices/commands';
import { addDays, monthBefore, monthBounds } from './months';
import { recordPayment } from './payments/commands';
import { createPlan } from './plans/commands';
import { issueRefundVoucher } from './refund-vouchers/commands';
import { runMonth } from './run/run';

/** The demo's default plans, at the default 18% GST. */
const PLANS = [
  {
    name: 'POS standard',
    machineType: 'POS' as const,
    monthlyRentPaise: 35000,
    depositPaise: 200000,
    activationCommissionPaise: 25000,
    monthlyCommissionPaise: 4000,
  },
  {
    name: 'Soundbox standard',
    machineType: 'SOUNDBOX' as const,
    monthlyRentPaise: 15000,
    depositPaise: 50000,
    activationCommissionPaise: 10000,
    monthlyCommissionPaise: 2000,
  },
];

/**
 * The holding periods as the demo's assignments had them (the seed wrote its custody at one
 * instant, so custody's periods all start then): from each assignment's start, until it gave
 * its devices back. Assignments released before delivery (INACTIVE) held nothing.
 */
async function holdingHistory(tx: Tx) {
  await tx.execute(sql`DELETE FROM ${machineHoldingPeriods}`);
  await tx.execute(sql`
    INSERT INTO ${machineHoldingPeriods}
      (machine_id, distributor_id, retailer_id, held_from, held_to, stint_from, left_distributor)
    SELECT am.machine_id, a.distributor_id, a.retailer_id, a.created_at,
           CASE WHEN NOT am.active THEN a.updated_at END, a.created_at,
           CASE WHEN NOT am.active THEN true END
      FROM ${assignmentMachines} am JOIN ${assignments} a ON a.id = am.assignment_id
     WHERE a.status <> 'INACTIVE'`);
}

const METHODS = ['NEFT', 'UPI', 'RTGS', 'CHEQUE'] as const;

/**
 * The distributors' payments, ten days after issue: the older month's invoices paid in full but
 * every fourth (paid half); the newer month's a third in full, a third half, a third unpaid. So
 * the demo shows PAID, PARTIALLY_PAID and ISSUED invoices, and balances to age.
 */
async function paymentHistory(tx: Tx, actor: Actor, ids: number[], older: boolean, on: string) {
  const rows = await tx
    .select({ id: invoices.id, totalPaise: invoices.totalPaise })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(invoices.id);
  const paidAt = new Date(`${on}T15:00:00+05:30`);
  for (const [i, row] of rows.entries()) {
    const share = older ? (i % 4 === 3 ? 0.5 : 1) : [1, 0.5, 0][i % 3]!;
    const amountPaise = Math.round(row.totalPaise * share);
    if (amountPaise <= 0) continue;
    const method = METHODS[i % METHODS.length]!;
    const reference = `${method === 'CHEQUE' ? 'CHQ' : 'UTR'}${String(row.id).padStart(8, '0')}`;
    await emittedAt(tx, paidAt, () =>
      recordPayment(
        tx,
        actor,
        row.id,
        { amountPaise, method, reference, paidOn: on, keepExcessAsAdvance: false },
        paidAt,
      ),
    );
  }
}

/**
 * The demo's billing (issue #35 item 10), through the product's own commands: default plans,
 * three months of holdings; the two closed months before the last run and issued (on the 3rd of
 * the month after, with their refund vouchers) and partly paid, the last closed month run and left
 * as drafts (invoices and refund vouchers). Commission
 * statements follow from the activations.
 */
export async function seedBillingDemo(tx: Tx, now: Date, admin: { id: number; name: string }) {
  const actor: Actor = { userId: admin.id, name: admin.name, role: 'admin' };
  await holdingHistory(tx);
  const [third, second, last] = [3, 2, 1].map((back) => monthBefore(now, back)) as [
    string,
    string,
    string,
  ];
  for (const plan of PLANS)
    await createPlan(tx, actor, {
      ...plan,
      isDefault: true,
      clawbackDays: 30,
      gstRatePercent: 18,
      sacCode: '997319',
      effectiveFrom: third,
    });
  for (const month of [third, second]) {
    const { run } = await runMonth(tx, actor, month, now);
    const issuedOn = addDays(monthBounds(month).next, 2);
    const issuedAt = new Date(`${issuedOn}T11:00:00+05:30`);
    // Each event is dated when it happened, so the demo's notifications are too.
    await emittedAt(tx, issuedAt, async () => {
      for (const id of run.invoiceIds) await issueInvoiceIn(tx, actor, id, issuedAt);
      for (const id of run.refundVoucherIds) await issueRefundVoucher(tx, actor, id, issuedAt);
    });
    await paymentHistory(tx, actor, run.invoiceIds, month === third, addDays(issuedOn, 10));
  }
  await runMonth(tx, actor, last, now);
  // Overdue invoices are reminded now, in the seed (the bell only): the daily reminder, from
  // 10:00, would otherwise mail the demo's distributors the moment the demo is loaded.
  await remindOverdue(tx, now);
}
