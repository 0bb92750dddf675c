import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createMachines, createProvider } from '../factories/machines';
import type { useTestApp } from '../use-app';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;
type Auth = { authorization: string };

/** Requests and database checks shared by the transfers tests. */
export function transfersKit(t: T) {
  let provider = 0;
  let keys = 0;
  const call = (auth: Auth | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth ? { ...auth } : {},
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  return {
    call,
    /** Machines held by the distributor without a retailer (an admin's assignment). */
    async held(admin: Auth, distributorId: number, n = 2, retailerId: number | null = null) {
      if (!provider) provider = (await createProvider(t.database)).id;
      const ms = await createMachines(t.database, n, { serviceProviderId: provider });
      const res = await call(admin, 'POST', '/api/assignments', {
        machineIds: ms.map((m) => m.id),
        distributorId,
        retailerId,
        validFrom: '2026-01-01',
      });
      expect(res.statusCode, res.body).toBe(201);
      return {
        ids: ms.map((m) => m.id),
        serials: ms.map((m) => m.serialNumber),
        assignment: res.json(),
      };
    },
    send(admin: Auth, body: Record<string, unknown>, key = `tr-${Date.now()}-${keys++}`) {
      return t.app.inject({
        method: 'POST',
        url: '/api/transfers',
        headers: { ...admin, 'idempotency-key': key },
        payload: body,
      });
    },
    decide(auth: Auth, id: number, what: 'accept' | 'refuse' | 'cancel', reason?: string) {
      return call(
        auth,
        'POST',
        `/api/transfers/${id}/${what}`,
        what === 'refuse' ? { reason } : undefined,
      );
    },
    /** Who holds each machine (status, distributor, retailer, active assignment's holder). */
    async holders(ids: number[]) {
      return readRows<{
        id: number;
        status: string;
        distributorId: number | null;
        retailerId: number | null;
        partner: string | null;
        activeAssignments: number;
        assignmentDistributor: number | null;
      }>(
        t.database.db,
        sql`select m.id, m.status, m.distributor_id as "distributorId", m.retailer_id as "retailerId",
                   m.partner,
                   (select count(*)::int from assignment_machines am join assignments a on a.id = am.assignment_id
                     where am.machine_id = m.id and am.active and a.status = 'ACTIVE') as "activeAssignments",
                   (select a.distributor_id from assignment_machines am join assignments a on a.id = am.assignment_id
                     where am.machine_id = m.id and am.active and a.status = 'ACTIVE') as "assignmentDistributor"
              from machines m where m.id in (select unnest(${sql.param(ids)}::int[])) order by m.id`,
      );
    },
    /** The pre-aggregated counts equal a real count of the machines, for every holder. */
    async expectCountsExact() {
      const bad = await readRows<{ k: string }>(
        t.database.db,
        sql`with kept as (
              select level, holder_id, machine_type, status, coalesce(partner_type, '') as pt, sum(n)::int as n
                from machine_count_deltas group by 1, 2, 3, 4, 5 having sum(n) <> 0),
            real as (
              select 'all' as level, 0 as holder_id, machine_type, status, coalesce(partner_type, '') as pt, count(*)::int as n
                from machines group by 3, 4, 5
              union all
              select 'distributor', distributor_id, machine_type, status, coalesce(partner_type, ''), count(*)::int
                from machines where distributor_id is not null group by 2, 3, 4, 5
              union all
              select 'retailer', retailer_id, machine_type, status, coalesce(partner_type, ''), count(*)::int
                from machines where retailer_id is not null group by 2, 3, 4, 5)
            select concat_ws('/', coalesce(k.level, r.level), coalesce(k.holder_id, r.holder_id)) as k
              from kept k full join real r using (level, holder_id, machine_type, status, pt)
             where k.n is distinct from r.n`,
      );
      expect(bad).toEqual([]);
    },
  };
}
