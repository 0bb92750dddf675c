/**
 * What must hold after every custody step, read from the database. Each check answers the rows
 * that break it (empty: it holds), so a failure names the devices, assignments or orders.
 */
import { sql } from 'drizzle-orm';
import { isOpenOrder } from '../../src/modules/custody';
import { brokenInvariants } from '../process/invariants';
import { query, type World } from './world';

/**
 * The world's devices as custody sees them, and the history written so far: its last id and a
 * digest of every entry (the append-only guard of audit_log, the one trigger custody relies on:
 * no step may change or remove one).
 */
export type Snapshot = { devices: Map<number, string>; lastAuditId: number; auditDigest: string };

export async function snapshot(w: World): Promise<Snapshot> {
  const list = await query<{ id: number; custody: string }>(
    w,
    sql`select id, concat_ws('|', status, distributor_id, retailer_id, partner, activation_state,
                             faulty) as custody
          from machines where service_provider_id = ${w.providerId}`,
  );
  const [last] = await query<{ id: number }>(
    w,
    sql`select coalesce(max(id), 0)::int as id from audit_log`,
  );
  return {
    devices: new Map(list.map((d) => [d.id, d.custody])),
    lastAuditId: last!.id,
    auditDigest: await auditDigest(w, last!.id),
  };
}

/** A digest of the history entries up to `lastId`, as written. */
async function auditDigest(w: World, lastId: number): Promise<string> {
  const [row] = await query<{ digest: string }>(
    w,
    sql`select md5(coalesce(string_agg(a::text, '|' order by a.id), '')) as digest
          from audit_log a where a.id <= ${lastId}`,
  );
  return row!.digest;
}

const world = (w: World) => sql`(${w.a}, ${w.b})`;

/**
 * The invariants of custody beyond those that hold after anything (brokenInvariants: one active
 * link per device, ASSIGNED exactly when held and by its link's holder, kept counts): each its
 * name and the query answering the rows that break it, over the world's rows.
 */
function checks(w: World) {
  const devices = sql`select * from machines where service_provider_id = ${w.providerId}`;
  return {
    'a device nobody holds has no holder or activation step': sql`
      select id, serial_number, status, distributor_id, retailer_id, partner, activation_state
        from (${devices}) d
       where status <> 'ASSIGNED'
         and (distributor_id is not null or retailer_id is not null
              or activation_state is not null)`,
    'an ACTIVE assignment lists exactly the devices it holds': sql`
      select a.id, am.machine_id, am.active from assignments a
        left join assignment_machines am on am.assignment_id = a.id
       where a.status = 'ACTIVE' and a.distributor_id in ${world(w)}
         and (am.machine_id is null or not am.active)`,
    'an open order holds its devices through its assignment': sql`
      select o.id, o.status, om.machine_id from orders o
        join order_machines om on om.order_id = o.id
       where ${isOpenOrder(sql`o.status`)} and o.distributor_id in ${world(w)}
         and not exists (select 1 from assignment_machines am
                           join assignments a on a.id = am.assignment_id
                          where am.machine_id = om.machine_id and am.active
                            and a.order_id = o.id and a.status = 'ACTIVE')`,
    'a pending transfer moves only devices its sender holds': sql`
      select t.id, tm.machine_id, m.distributor_id from transfers t
        join transfer_machines tm on tm.transfer_id = t.id and tm.pending
        join machines m on m.id = tm.machine_id
       where t.status = 'PENDING' and t.from_distributor_id in ${world(w)}
         and (m.status <> 'ASSIGNED' or m.distributor_id is distinct from t.from_distributor_id)`,
    'an activated device has its activation, open exactly while it is not deactivated': sql`
      select d.id, d.activated_on, d.deactivated_at, a.ended_on, a.deactivated
        from (${devices}) d
        left join machine_activations a on a.machine_id = d.id and a.activated_on = d.activated_on
       where d.activated_on is not null
         and (a.machine_id is null or (a.ended_on is null) <> (d.deactivated_at is null)
              or a.deactivated <> (d.deactivated_at is not null))`,
    'a device has at most one open activation, the one it has now': sql`
      select a.machine_id, a.activated_on, d.activated_on as now_activated_on
        from machine_activations a join (${devices}) d on d.id = a.machine_id
       where a.ended_on is null and a.activated_on is distinct from d.activated_on`,
    "a device's holding periods follow each other, one stint per stay with a distributor": sql`
      select p.machine_id, p.id, p.held_from, p.held_to, p.stint_from, p.left_distributor
        from machine_holding_periods p join (${devices}) d on d.id = p.machine_id
       where p.held_to < p.held_from or p.stint_from > p.held_from
          or (p.held_to is null) <> (p.left_distributor is null)
          or exists (select 1 from machine_holding_periods q
                      where q.machine_id = p.machine_id and q.id <> p.id
                        and q.held_from < coalesce(p.held_to, 'infinity')
                        and p.held_from < coalesce(q.held_to, 'infinity'))`,
    'every held device has exactly one open holding period, of its holder; others none': sql`
      select d.id, d.distributor_id, d.retailer_id, p.distributor_id as period_distributor,
             p.retailer_id as period_retailer, p.open_periods
        from (${devices}) d
        left join lateral (select count(*)::int as open_periods,
                                  max(distributor_id) as distributor_id,
                                  max(retailer_id) as retailer_id
                             from machine_holding_periods
                            where machine_id = d.id and held_to is null) p on true
       where p.open_periods <> (case when d.distributor_id is null then 0 else 1 end)
          or p.distributor_id is distinct from d.distributor_id
          or p.retailer_id is distinct from d.retailer_id`,
  };
}

/** Every invariant, plus: history entries exactly for the devices whose custody changed. */
export async function checkInvariants(w: World, before: Snapshot): Promise<void> {
  const broken = await brokenInvariants(w.t.database.db);
  for (const [name, q] of Object.entries(checks(w))) {
    const bad = await query(w, q);
    if (bad.length > 0) broken.push(`${name}: ${JSON.stringify(bad.slice(0, 5))}`);
  }
  broken.push(...(await historyProblems(w, before)));
  if ((await auditDigest(w, before.lastAuditId)) !== before.auditDigest)
    broken.push('a history entry written before this step was changed or removed');
  if (broken.length > 0) fail(w, broken);
}

/** Custody changes without a history entry, and custody entries for devices that did not change. */
async function historyProblems(w: World, before: Snapshot): Promise<string[]> {
  const after = await snapshot(w);
  const entries = await query<{ entity_id: number; action: string }>(
    w,
    sql`select entity_id::int as entity_id, action from audit_log
         where id > ${before.lastAuditId} and entity_type = 'machine'`,
  );
  const told = new Set(entries.map((e) => e.entity_id));
  const changed = [...after.devices].filter(([id, now]) => before.devices.get(id) !== now);
  const problems = changed
    .filter(([id]) => !told.has(id))
    .map(
      ([id, now]) =>
        `device ${id} changed (${before.devices.get(id) ?? 'new'} -> ${now}) with no history entry`,
    );
  const CUSTODY = ['machine.assigned', 'machine.released', 'machine.status_changed'];
  for (const e of entries) {
    if (!CUSTODY.includes(e.action) || !after.devices.has(e.entity_id)) continue;
    if (before.devices.get(e.entity_id) === after.devices.get(e.entity_id))
      problems.push(`${e.action} written for device ${e.entity_id}, which did not change`);
  }
  return problems;
}

/**
 * A DELIVERED order agrees with its devices: each one received or missing is held by the order's
 * distributor through the order's ACTIVE assignment; each damaged one left it (MAINTENANCE,
 * flagged faulty, held by nobody).
 */
export async function checkDeliveredOrder(w: World, orderId: number): Promise<void> {
  const bad = await query(
    w,
    sql`select o.id, o.status, om.machine_id, om.receipt_state, m.status as machine_status,
               m.distributor_id, m.faulty, a.id as assignment_id, a.status as assignment_status
          from orders o
          join order_machines om on om.order_id = o.id
          join machines m on m.id = om.machine_id
          left join assignment_machines am on am.machine_id = m.id and am.active
          left join assignments a on a.id = am.assignment_id
         where o.id = ${orderId}
           and case when om.receipt_state = 'DAMAGED'
                    then not (m.status = 'MAINTENANCE' and m.faulty and am.machine_id is null)
                    else o.status <> 'DELIVERED' or m.status <> 'ASSIGNED'
                         or m.distributor_id is distinct from o.distributor_id
                         or a.order_id is distinct from o.id or a.status <> 'ACTIVE' end`,
  );
  if (bad.length > 0)
    fail(w, [`delivered order ${orderId} disagrees with its devices: ${JSON.stringify(bad)}`]);
}

function fail(w: World, problems: string[]): never {
  throw new Error(`${problems.join('\n')}\n--- calls of this sequence:\n${w.log.join('\n')}`);
}
