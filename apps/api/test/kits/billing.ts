import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { trackMachines } from '../../src/modules/custody';
import { createMachine, createProvider } from '../factories/machines';
import type { useTestApp } from '../use-app';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;
type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT';

/** The default POS plan of the billing tests: ₹300 a month, ₹1,500 deposit, 18% GST. */
export const POS_PLAN = {
  name: 'POS standard',
  machineType: 'POS',
  isDefault: true,
  monthlyRentPaise: 30000,
  depositPaise: 150000,
  activationCommissionPaise: 5000,
  monthlyCommissionPaise: 1000,
  clawbackDays: 90,
  effectiveFrom: '2026-01',
};

/** Requests and rows shared by the billing tests. */
export function billingKit(t: T) {
  let keys = 0;
  let provider = 0;
  const call = (auth: Auth | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(auth ? { ...auth } : {}),
        ...(method === 'POST' ? { 'idempotency-key': `billing-${Date.now()}-${keys++}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  /** A call that must answer `status`: its JSON body. */
  const ok = async (auth: Auth, method: Method, url: string, payload?: unknown, status = 200) => {
    const res = await call(auth, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  return {
    call,
    ok,
    /** A new POS device in stock (serial prefix `serial`). */
    async machine(serial: string) {
      if (!provider) provider = (await createProvider(t.database)).id;
      return createMachine(t.database, {
        serviceProviderId: provider,
        serialNumber: `${serial}-${Date.now().toString(36)}${keys++}`,
      });
    },
    /**
     * A holding period as custody history would have it (India times, e.g.
     * '2026-09-21T00:00:00+05:30'); `stintFrom` defaults to `from` (the device came then).
     */
    async period(p: {
      machineId: number;
      distributorId: number;
      retailerId?: number | null;
      from: string;
      to?: string | null;
      left?: boolean;
      stintFrom?: string;
    }) {
      await t.database.db.execute(
        sql`insert into machine_holding_periods
              (machine_id, distributor_id, retailer_id, held_from, held_to, stint_from, left_distributor)
            values (${p.machineId}, ${p.distributorId}, ${p.retailerId ?? null}, ${p.from}::timestamptz,
                    ${p.to ?? null}::timestamptz, ${p.stintFrom ?? p.from}::timestamptz,
                    ${p.to ? (p.left ?? true) : null})`,
      );
    },
    /**
     * A device at a merchant as its history would have it: held by `distributorId` (through
     * `retailerId`) since `heldFrom` (India date), activated on `activatedOn` and, if given,
     * deactivated on `deactivatedOn`; written to the machine row through custody's
     * trackMachines, which keeps the holding period and the activation.
     */
    async activated(p: {
      machineId: number;
      distributorId: number;
      retailerId: number | null;
      heldFrom: string;
      activatedOn: string;
      deactivatedOn?: string;
    }) {
      const db = t.database.db;
      const write = (change: SQL) =>
        db.transaction((tx) => trackMachines(tx, [p.machineId], () => tx.execute(change)));
      await write(
        sql`update machines set distributor_id = ${p.distributorId}, retailer_id = ${p.retailerId},
                   status = 'ASSIGNED', activation_state = 'ACTIVATED',
                   activated_on = ${p.activatedOn}::date, activation_ref = ${`ACT-${p.machineId}`}
             where id = ${p.machineId}`,
      );
      const from = `${p.heldFrom}T00:00:00+05:30`;
      await db.execute(
        sql`update machine_holding_periods set held_from = ${from}::timestamptz,
                   stint_from = ${from}::timestamptz where machine_id = ${p.machineId}`,
      );
      if (p.deactivatedOn)
        await write(
          sql`update machines set activation_state = 'DEACTIVATED',
                     deactivated_at = ${`${p.deactivatedOn}T00:00:00+05:30`}::timestamptz
               where id = ${p.machineId}`,
        );
    },
    /** Our GSTIN's state, and each distributor's GSTIN or state. */
    async places(org: string, parties: { id: number; gstin?: string; state?: string }[]) {
      await t.database.db.execute(sql`update organisation set gstin = ${org} where id = 1`);
      for (const p of parties)
        await t.database.db.execute(
          sql`update distributors set gst_number = ${p.gstin ?? null}, state = ${p.state ?? null}
               where id = ${p.id}`,
        );
    },
    /** Our organisation's name, address, PIN code and GSTIN (as Profile > Organisation saves them). */
    async organisation(o: {
      name: string;
      address: string;
      pinCode?: string | null;
      gstin: string | null;
    }) {
      await t.database.db.execute(
        sql`update organisation set name = ${o.name}, address = ${o.address},
                   pin_code = ${o.pinCode ?? null}, gstin = ${o.gstin} where id = 1`,
      );
    },
    /** A distributor's company name, address, city, PIN code and GSTIN. */
    async distributor(
      id: number,
      d: { companyName: string; address: string; city: string; pinCode: string | null },
      gstin: string | null,
    ) {
      await t.database.db.execute(
        sql`update distributors set company_name = ${d.companyName}, address = ${d.address},
               city = ${d.city}, pin_code = ${d.pinCode}, gst_number = ${gstin} where id = ${id}`,
      );
    },
    /** A month's run by an admin: its answer. */
    run: (admin: Auth, month: string) =>
      ok(admin, 'POST', '/api/billing/runs', { month }, 201).then((b) => b.run),
    /** The month's invoice of a distributor (admin's view), or undefined. */
    async invoiceOf(admin: Auth, month: string, distributorId: number, status = 'all') {
      const list = await ok(
        admin,
        'GET',
        `/api/invoices?month=${month}&distributorId=${distributorId}&status=${status}`,
      );
      const first = list.invoices[0];
      return first ? (await ok(admin, 'GET', `/api/invoices/${first.id}`)).invoice : undefined;
    },
    /** The holding periods of a device, oldest first. */
    periodsOf: (machineId: number) =>
      readRows<{
        distributor_id: number;
        retailer_id: number | null;
        open: boolean;
        left_distributor: boolean | null;
        same_stint: boolean;
      }>(
        t.database.db,
        sql`select distributor_id, retailer_id, held_to is null as open, left_distributor,
                   stint_from = first_value(stint_from) over (order by id) as same_stint
              from machine_holding_periods where machine_id = ${machineId} order by id`,
      ),
  };
}
