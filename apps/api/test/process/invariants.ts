import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { rows } from '../../src/db/rows';

/** Groups whose kept count (machine_count_deltas) differs from counting the machines. */
export const countsDrift = sql`
  with counted as (
    select l.level, l.holder_id, m.machine_type, m.status, coalesce(m.partner_type, '') as partner_type, count(*)::int as n
      from machines m
     cross join lateral (values ('all', 0), ('distributor', m.distributor_id), ('retailer', m.retailer_id)) as l(level, holder_id)
     where l.holder_id is not null
     group by 1, 2, 3, 4, 5
  ), kept as (
    select level, holder_id, machine_type, status, coalesce(partner_type, '') as partner_type, sum(n)::int as n
      from machine_count_deltas group by 1, 2, 3, 4, 5 having sum(n) <> 0
  )
  select level, holder_id, machine_type, status, partner_type, c.n as counted, k.n as kept
    from counted c full join kept k using (level, holder_id, machine_type, status, partner_type)
   where c.n is distinct from k.n`;

/** Groups whose kept order or assignment count (status_count_deltas) differs from counting the rows. */
const statusCountsDrift = sql`
  with counted as (
    select r.subject, l.level, l.holder_id, r.status, count(*)::int as n
      from (select 'orders' as subject, distributor_id, retailer_id, status from orders
            union all
            select 'assignments', distributor_id, retailer_id, status from assignments) r
     cross join lateral (values ('all', 0), ('distributor', r.distributor_id), ('retailer', r.retailer_id)) as l(level, holder_id)
     where l.holder_id is not null
     group by 1, 2, 3, 4
  ), kept as (
    select subject, level, holder_id, status, sum(n)::int as n
      from status_count_deltas group by 1, 2, 3, 4 having sum(n) <> 0
  )
  select subject, level, holder_id, status, c.n as counted, k.n as kept
    from counted c full join kept k using (subject, level, holder_id, status)
   where c.n is distinct from k.n`;

/**
 * What must hold after anything (crash, race, retry): each machine in at most one ACTIVE
 * assignment; a machine is ASSIGNED exactly when one holds it, to that holder; no order is
 * half-created (an order with machines has an assignment, listing only the order's devices); the
 * pre-aggregated machine, order and assignment counts equal a count of the rows, at every level
 * and holder.
 * Answers the list of broken rules (empty = all good).
 */
export async function brokenInvariants(db: Executor): Promise<string[]> {
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      'machine in two ACTIVE assignments',
      sql`select machine_id from assignment_machines where active group by machine_id having count(*) > 1`,
    ],
    [
      'active link on a non-ACTIVE assignment',
      sql`select am.machine_id from assignment_machines am join assignments a on a.id = am.assignment_id where am.active and a.status <> 'ACTIVE'`,
    ],
    [
      'ASSIGNED machine without an active assignment',
      sql`select m.id from machines m where m.status = 'ASSIGNED' and not exists (select 1 from assignment_machines am where am.machine_id = m.id and am.active)`,
    ],
    [
      'held machine not ASSIGNED or held by someone else',
      sql`select m.id from machines m join assignment_machines am on am.machine_id = m.id and am.active join assignments a on a.id = am.assignment_id
          where m.status <> 'ASSIGNED' or m.distributor_id is distinct from a.distributor_id or m.retailer_id is distinct from a.retailer_id`,
    ],
    [
      'order with machines but no assignment',
      sql`select o.id from orders o where exists (select 1 from order_machines om where om.order_id = o.id)
          and not exists (select 1 from assignments a where a.order_id = o.id)`,
    ],
    [
      "order assignment listing a device that is not the order's",
      sql`select a.id, am.machine_id from assignments a
            join assignment_machines am on am.assignment_id = a.id
           where a.order_id is not null
             and not exists (select 1 from order_machines om
                              where om.order_id = a.order_id and om.machine_id = am.machine_id)
             -- a faulty-device swap's replacement joins a delivered order's assignment, not the order
             and not exists (select 1 from machine_swaps s
                              where s.assignment_id = a.id and s.replacement_machine_id = am.machine_id)`,
    ],
    ['machine counts differ from the machines', countsDrift],
    ['order or assignment counts differ from the rows', statusCountsDrift],
  ];
  const broken: string[] = [];
  for (const [name, query] of checks) {
    const found = await rows<Record<string, unknown>>(db, query);
    if (found.length > 0) broken.push(`${name}: ${JSON.stringify(found.slice(0, 5))}`);
  }
  return broken;
}
