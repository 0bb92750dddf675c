import { sql } from 'drizzle-orm';
import { createMachine, createProvider } from '../factories/machines';
import type { useTestApp, useTwoDistributors } from '../use-app';
import { send } from '../requests';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;
type World = ReturnType<typeof useTwoDistributors>;
type Auth = { readonly authorization: string };

let n = 0;
export const uniq = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(n++).toString(36)}`.toUpperCase();

/** Swap calls and fixtures: devices held by A's retailer through a real booking. */
export function swapKit(t: T, w: World) {
  const kit = {
    provider: (rule: 'CARRY_OVER' | 'ISSUE_NEW' = 'CARRY_OVER') =>
      createProvider(t.database, { swapMapping: rule }),
    device: (providerId: number, extra: Parameters<typeof createMachine>[1] = {}) =>
      createMachine(t.database, {
        serviceProviderId: providerId,
        machineType: 'SOUNDBOX',
        ...extra,
      }),
    /** A soundbox with its TID/MID/QR, booked for A's retailer (or A alone) by an order. */
    async held(providerId: number, opts: { retailer?: boolean } = {}) {
      const m = await kit.device(providerId, {
        tid: uniq('TID'),
        mid: uniq('MID'),
        qrCode: uniq('QR'),
      });
      // At the retailer through an order; at the distributor alone through an assignment.
      const res =
        opts.retailer === false
          ? await send(t, w.admin, 'POST', '/api/assignments', {
              machineIds: [m.id],
              distributorId: w.a.id,
              validFrom: '2026-11-01',
            })
          : await send(t, w.admin, 'POST', '/api/orders', {
              distributorId: w.a.id,
              retailerId: w.ra.id,
              serviceProviderId: providerId,
              orderType: 'SOUNDBOX_ALLOTMENT',
              machineIds: [m.id],
            });
      if (res.statusCode !== 201) throw new Error(`booking: ${res.body}`);
      return m;
    },
    swap: (who: Auth, id: number, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/machines/${id}/swap`,
        headers: { ...who, ...headers },
        payload,
      }),
    /** GET /machines/{id}/swap-check with the replacement in the query string. */
    check: (who: Auth, id: number, query: Record<string, string | number>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/machines/${id}/swap-check`,
        headers: who,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
    machine: async (id: number) =>
      (
        await readRows<{
          status: string;
          faulty: boolean;
          tid: string | null;
          mid: string | null;
          qr_code: string | null;
          distributor_id: number | null;
          retailer_id: number | null;
          partner: string | null;
          partner_type: string | null;
          activation_state: string | null;
          allotted_at: string | null;
        }>(t.database.db, sql`select * from machines where id = ${id}`)
      )[0]!,
    activeLinks: (id: number) =>
      readRows<{ assignment_id: number; status: string }>(
        t.database.db,
        sql`select am.assignment_id, a.status from assignment_machines am
            join assignments a on a.id = am.assignment_id where am.machine_id = ${id} and am.active`,
      ),
  };
  return kit;
}
