import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../access/principal';
import { issueInvoice } from './invoices/commands';
import { addDays, IST, monthBefore, monthBounds } from './months';
import { createPlan } from './plans/commands';
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
 * instant, so the trigger's periods all start then): from each assignment's start, until it gave
 * its devices back. Assignments released before delivery (INACTIVE) held nothing.
 */
async function holdingHistory(tx: Tx) {
  await tx.execute(sql`DELETE FROM machine_holding_periods`);
  await tx.execute(sql`
    INSERT INTO machine_holding_periods
      (machine_id, distributor_id, retailer_id, held_from, held_to, stint_from, left_distributor)
    SELECT am.machine_id, a.distributor_id, a.retailer_id, a.created_at,
           CASE WHEN NOT am.active THEN a.updated_at END, a.created_at,
           CASE WHEN NOT am.active THEN true END
      FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
     WHERE a.status <> 'INACTIVE'`);
}

/**
 * Devices at merchants for three weeks or more were activated four days after they came; one in
 * five was deactivated twelve days later (its activation commission clawed back). Written to the
 * machines, so the trigger keeps each activation.
 */
async function activationHistory(tx: Tx, now: Date) {
  const since = new Date(now.getTime() - 21 * 86_400_000).toISOString();
  await tx.execute(sql`
    UPDATE machines m
       SET activation_state = CASE WHEN x.n % 5 = 0 THEN 'DEACTIVATED' ELSE 'ACTIVATED' END,
           activated_on = (x.came AT TIME ZONE ${IST})::date + 4,
           activation_ref = 'ACT-' || lpad(m.id::text, 6, '0'),
           deactivated_at = CASE WHEN x.n % 5 = 0 THEN x.came + interval '16 days' END
      FROM (SELECT am.machine_id, a.created_at AS came,
                   row_number() OVER (ORDER BY am.machine_id) AS n
              FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
             WHERE am.active AND a.retailer_id IS NOT NULL
               AND a.created_at < ${since}::timestamptz) x
     WHERE m.id = x.machine_id`);
}

/**
 * The demo's billing (issue #35 item 10), through the product's own commands: default plans,
 * three months of holdings; the two closed months before the last run and issued (on the 3rd of
 * the month after), the last closed month run and left as drafts. Commission statements follow
 * from the activations.
 */
export async function seedBillingDemo(tx: Tx, now: Date, admin: { id: number; name: string }) {
  const actor: Actor = { userId: admin.id, name: admin.name, role: 'admin' };
  await holdingHistory(tx);
  await activationHistory(tx, now);
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
    const issuedAt = new Date(`${addDays(monthBounds(month).next, 2)}T11:00:00+05:30`);
    for (const id of run.invoiceIds) await issueInvoice(tx, actor, id, issuedAt);
  }
  await runMonth(tx, actor, last, now);
}
