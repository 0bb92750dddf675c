import { getTableName, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isValidGstin, isValidPan, isValidPinCode, panGstinMismatch } from '@dd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase } from '../../../test/db';
import type { Database } from '../client';
import { integer } from '../row-types';
import { rows } from '../rows';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './demo';
import {
  assignmentMachines,
  assignments,
  auditLog,
  distributors,
  machines,
  orderMachines,
  orderStatusEvents,
  orders,
  organisation,
  retailers,
  serviceProviders,
  users,
} from '../schema';

const TABLES = [
  users,
  serviceProviders,
  distributors,
  retailers,
  machines,
  orders,
  orderMachines,
  orderStatusEvents,
  assignments,
  assignmentMachines,
  auditLog,
];

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

describe('demo seed', () => {
  let database: Database;
  let seeded: boolean;
  const q = <S extends z.ZodType>(query: SQL, schema: S) => rows(database.db, query, schema);

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const [row] = await q(sql`SELECT count(*)::int AS n FROM ${t}`, z.object({ n: integer }));
      out[getTableName(t)] = row!.n;
    }
    return out;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    seeded = await seedDemoIfEmpty(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('gives each provider exactly its POS and soundbox figures', async () => {
    const got = await q(
      sql`
      SELECT p.name, m.machine_type AS type, count(*)::int AS n
      FROM ${machines} m JOIN ${serviceProviders} p ON p.id = m.service_provider_id
      GROUP BY p.id, p.name, m.machine_type ORDER BY p.id, m.machine_type`,
      z.object({ name: z.string(), type: z.string(), n: integer }),
    );
    expect(got).toEqual([
      { name: 'Bharat Payment Services', type: 'POS', n: 390 },
      { name: 'Bharat Payment Services', type: 'SOUNDBOX', n: 500 },
      { name: 'Sarvatra Pay Networks', type: 'POS', n: 251 },
      { name: 'Sarvatra Pay Networks', type: 'SOUNDBOX', n: 500 },
    ]);
  });

  it('gives machines plausible, unique identifiers', async () => {
    const [bad] = await q(
      sql`
      SELECT
        count(*) FILTER (WHERE manufacturer NOT IN ('Telering', 'Everlife'))::int AS manufacturer,
        count(*) FILTER (WHERE machine_type = 'POS'
          AND (mid !~ '^[0-9]{15}$' OR length(tid) <> 8 OR qr_code IS NOT NULL))::int AS pos,
        count(*) FILTER (WHERE machine_type = 'SOUNDBOX'
          AND (tid IS NOT NULL OR qr_code !~ '^upi://pay\\?pa=merchant[0-9]{6}@'))::int AS soundbox,
        (count(*) - count(DISTINCT serial_number))::int AS serials,
        (count(tid) - count(DISTINCT tid))::int AS tids,
        (count(qr_code) - count(DISTINCT qr_code))::int AS qrs
      FROM ${machines}`,
      z.record(z.string(), integer),
    );
    expect(bad).toEqual({ manufacturer: 0, pos: 0, soundbox: 0, serials: 0, tids: 0, qrs: 0 });
    const [standees] = await q(
      sql`SELECT count(*)::int AS n FROM ${machines} WHERE machine_type = 'SOUNDBOX' AND has_standee`,
      z.object({ n: integer }),
    );
    expect(standees!.n).toBeGreaterThan(300);
    expect(standees!.n).toBeLessThan(370);
  });

  it('has distributors 1 to 8 with the spec names, valid GSTINs, and its serial moved on', async () => {
    const got = await q(
      sql`SELECT id, name, gst_number AS gst, status FROM ${distributors} ORDER BY id`,
      z.object({ id: integer, name: z.string(), gst: z.string(), status: z.string() }),
    );
    expect(got.map((d) => [d.id, d.name])).toEqual([
      [1, 'ABC Distributors'],
      [2, 'XYZ Distributors'],
      [3, 'Instant Mudra Solutions'],
      [4, 'Dhamillion Trading'],
      [5, 'Quickpay Solutions'],
      [6, 'Paymatrix Technologies'],
      [7, 'DMCPAY Solutions'],
      [8, 'Raju Mobile Solutions'],
    ]);
    for (const d of got) expect(d.gst).toMatch(GSTIN);
    expect(got.filter((d) => d.status === 'INACTIVE').map((d) => d.id)).toEqual([8]);
    const [next] = await q(
      sql`SELECT nextval(pg_get_serial_sequence('distributors', 'id'))::int AS id`,
      z.object({ id: integer }),
    );
    expect(next!.id).toBe(9);
  });

  it('gives every party a valid PAN, PIN code and GSTIN of that PAN, and a KYC status', async () => {
    const party = z.object({
      id: integer,
      pan: z.string(),
      pin: z.string(),
      gst: z.string().nullable(),
      kyc: z.string(),
    });
    for (const table of [distributors, retailers]) {
      const parties = await q(
        sql`SELECT id, pan, pin_code AS pin, gst_number AS gst, kyc_status AS kyc
            FROM ${table} ORDER BY id`,
        party,
      );
      for (const p of parties) {
        expect(isValidPan(p.pan), `${getTableName(table)} ${p.id}`).toBe(true);
        expect(isValidPinCode(p.pin), `${getTableName(table)} ${p.id}`).toBe(true);
        if (p.gst) expect(isValidGstin(p.gst) && !panGstinMismatch(p.pan, p.gst)).toBe(true);
      }
    }
    // retailer@demo.test's retailer is VERIFIED; another retailer of ABC Distributors is PENDING.
    const abc = await q(
      sql`SELECT id, kyc_status AS kyc FROM ${retailers} WHERE distributor_id = 1 ORDER BY id`,
      z.object({ id: integer, kyc: z.string() }),
    );
    expect(abc[0]).toEqual({ id: 1, kyc: 'VERIFIED' });
    expect(abc.find((r) => r.id === 2)?.kyc).toBe('PENDING');
  });

  it("has our organisation, the challans' consignor, with a valid GSTIN", async () => {
    const [org] = await q(
      sql`SELECT name, address, gstin FROM ${organisation} WHERE id = 1`,
      z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
    );
    expect(org!.name).not.toBe('');
    expect(org!.address).not.toBe('');
    expect(isValidGstin(org!.gstin)).toBe(true);
  });

  it('has 3 to 5 retailers per distributor, valid GSTINs where set, some inactive', async () => {
    const per = await q(
      sql`SELECT count(*)::int AS n FROM ${retailers} GROUP BY distributor_id ORDER BY distributor_id`,
      z.object({ n: integer }),
    );
    expect(per).toHaveLength(8);
    for (const p of per) expect(p.n).toBeGreaterThanOrEqual(3);
    for (const p of per) expect(p.n).toBeLessThanOrEqual(5);
    const gsts = await q(
      sql`SELECT gst_number AS gst FROM ${retailers} WHERE gst_number IS NOT NULL`,
      z.object({ gst: z.string() }),
    );
    expect(gsts.length).toBeGreaterThan(20);
    for (const g of gsts) expect(g.gst).toMatch(GSTIN);
    const [inactive] = await q(
      sql`SELECT count(*)::int AS n FROM ${retailers} WHERE status = 'INACTIVE'`,
      z.object({ n: integer }),
    );
    expect(inactive!.n).toBeGreaterThan(0);
  });

  it('creates the four demo accounts with the right types and links', async () => {
    const got = await q(
      sql`
      SELECT u.email, u.user_type AS type, u.distributor_id AS "distributorId",
        u.retailer_id AS "retailerId", r.distributor_id AS "retailerDistributor",
        u.password_hash AS hash
      FROM ${users} u LEFT JOIN ${retailers} r ON r.id = u.retailer_id ORDER BY u.id`,
      z.object({
        email: z.string(),
        type: z.string(),
        distributorId: integer.nullable(),
        retailerId: integer.nullable(),
        retailerDistributor: integer.nullable(),
        hash: z.string(),
      }),
    );
    expect(got.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const by = Object.fromEntries(got.map((u) => [u.email, u]));
    expect(by['admin@demo.test']).toMatchObject({
      type: 'admin',
      distributorId: null,
      retailerId: null,
    });
    expect(by['distributor@demo.test']).toMatchObject({
      type: 'distributor',
      distributorId: 1,
      retailerId: null,
    });
    expect(by['distributor2@demo.test']).toMatchObject({
      type: 'distributor',
      distributorId: 2,
      retailerId: null,
    });
    expect(by['retailer@demo.test']).toMatchObject({
      type: 'retailer',
      distributorId: 1,
      retailerDistributor: 1,
    });
    expect(by['retailer@demo.test']!.retailerId).not.toBeNull();
    expect(new Set(got.map((u) => u.hash)).size).toBe(1);
    expect(await verifyPassword(got[0]!.hash, DEMO_PASSWORD)).toBe(true);
  });

  it('keeps every ASSIGNED machine in exactly one active link of an ACTIVE assignment, held by its distributor', async () => {
    const [assigned] = await q(
      sql`SELECT count(*)::int AS n FROM ${machines} WHERE status = 'ASSIGNED'`,
      z.object({ n: integer }),
    );
    expect(assigned!.n).toBeGreaterThan(40);
    const wrong = await q(
      sql`
      SELECT m.id FROM ${machines} m
      WHERE m.status = 'ASSIGNED' AND (
        SELECT count(*) FROM ${assignmentMachines} am JOIN ${assignments} a ON a.id = am.assignment_id
        WHERE am.machine_id = m.id AND am.active AND a.status = 'ACTIVE'
      ) <> 1`,
      z.object({ id: integer }),
    );
    expect(wrong).toEqual([]);
    const mismatched = await q(
      sql`
      SELECT m.id FROM ${machines} m
      JOIN ${assignmentMachines} am ON am.machine_id = m.id AND am.active
      JOIN ${assignments} a ON a.id = am.assignment_id
      JOIN ${distributors} d ON d.id = a.distributor_id
      WHERE m.status = 'ASSIGNED' AND (m.partner IS DISTINCT FROM d.name
        OR m.partner_type IS DISTINCT FROM 'B2B'
        OR m.distributor_id IS DISTINCT FROM a.distributor_id
        OR m.retailer_id IS DISTINCT FROM a.retailer_id)`,
      z.object({ id: integer }),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no other machine in an active assignment, and active links only on ACTIVE assignments', async () => {
    const [stray] = await q(
      sql`
      SELECT count(*)::int AS n FROM ${assignmentMachines} am JOIN ${machines} m ON m.id = am.machine_id
      WHERE am.active AND m.status <> 'ASSIGNED'`,
      z.object({ n: integer }),
    );
    expect(stray!.n).toBe(0);
    const [inconsistent] = await q(
      sql`
      SELECT count(*)::int AS n FROM ${assignmentMachines} am JOIN ${assignments} a ON a.id = am.assignment_id
      WHERE am.active <> (a.status = 'ACTIVE')`,
      z.object({ n: integer }),
    );
    expect(inconsistent!.n).toBe(0);
    const [held] = await q(
      sql`
      SELECT count(*)::int AS n FROM ${machines}
      WHERE status <> 'ASSIGNED' AND (distributor_id IS NOT NULL OR retailer_id IS NOT NULL
        OR partner_type = 'B2B')`,
      z.object({ n: integer }),
    );
    expect(held!.n).toBe(0);
  });

  it('has machines in every state and every assignment status', async () => {
    const states = await q(
      sql`SELECT status, count(*)::int AS n FROM ${machines} GROUP BY status ORDER BY status`,
      z.object({ status: z.string(), n: integer }),
    );
    expect(states.map((s) => s.status)).toEqual([
      'ASSIGNED',
      'AVAILABLE',
      'MAINTENANCE',
      'RETIRED',
    ]);
    const [b2c] = await q(
      sql`
      SELECT count(*)::int AS n FROM ${machines}
      WHERE status = 'AVAILABLE' AND partner_type = 'B2C' AND partner = 'Direct Retail'`,
      z.object({ n: integer }),
    );
    expect(b2c!.n).toBe(50);
    const statuses = await q(
      sql`SELECT DISTINCT status FROM ${assignments} ORDER BY status`,
      z.object({ status: z.string() }),
    );
    expect(statuses.map((s) => s.status)).toEqual(['ACTIVE', 'INACTIVE', 'REASSIGNED', 'RETURNED']);
    const [direct] = await q(
      sql`SELECT count(*)::int AS n FROM ${assignments} WHERE status = 'ACTIVE' AND order_id IS NULL AND retailer_id IS NULL`,
      z.object({ n: integer }),
    );
    expect(direct!.n).toBeGreaterThanOrEqual(1);
  });

  it('has orders in every status with consistent quantities and timelines', async () => {
    const statuses = await q(
      sql`SELECT DISTINCT status FROM ${orders} ORDER BY status`,
      z.object({ status: z.string() }),
    );
    expect(statuses.map((s) => s.status)).toEqual([
      'APPROVED',
      'CANCELLED',
      'DELIVERED',
      'IN_PROGRESS',
      'PENDING',
    ]);
    const perDistributor = await q(
      sql`SELECT distributor_id AS id, count(*)::int AS n FROM ${orders} GROUP BY distributor_id`,
      z.object({ id: integer, n: integer }),
    );
    const n = (id: number) => perDistributor.find((p) => p.id === id)?.n ?? 0;
    expect(n(1)).toBeGreaterThanOrEqual(3);
    expect(n(2)).toBeGreaterThanOrEqual(3);
    const bad = await q(
      sql`
      SELECT o.id FROM ${orders} o
      WHERE o.quantity <> (SELECT count(*) FROM ${orderMachines} om WHERE om.order_id = o.id)
        OR o.order_number !~ '^ORD-[0-9]{4}-[0-9]{6}$'
        OR o.retailer_id NOT IN (SELECT id FROM ${retailers} r WHERE r.distributor_id = o.distributor_id)
        OR (SELECT e.status FROM ${orderStatusEvents} e WHERE e.order_id = o.id ORDER BY e.created_at, e.id LIMIT 1) <> 'PENDING'
        OR (SELECT e.status FROM ${orderStatusEvents} e WHERE e.order_id = o.id ORDER BY e.created_at DESC, e.id DESC LIMIT 1) <> o.status
        OR EXISTS (SELECT 1 FROM ${orderMachines} om JOIN ${machines} m ON m.id = om.machine_id
          WHERE om.order_id = o.id AND (m.machine_type <> o.machine_type OR m.service_provider_id <> o.service_provider_id))`,
      z.object({ id: integer }),
    );
    expect(bad).toEqual([]);
    const [delivered] = await q(
      sql`
      SELECT array_agg(e.status ORDER BY e.created_at, e.id) AS statuses
      FROM ${orderStatusEvents} e JOIN ${orders} o ON o.id = e.order_id
      WHERE o.id = (SELECT min(id) FROM ${orders} WHERE status = 'DELIVERED')`,
      z.object({ statuses: z.array(z.string()) }),
    );
    expect(delivered!.statuses).toEqual(['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED']);
  });

  it('gives every non-cancelled order one ACTIVE assignment with the same machines', async () => {
    const got = await q(
      sql`
      SELECT o.id, o.status,
        (SELECT count(*)::int FROM ${assignments} a WHERE a.order_id = o.id AND a.status = 'ACTIVE') AS active,
        COALESCE((
          SELECT array_agg(am.machine_id ORDER BY am.machine_id)
          FROM ${assignments} a JOIN ${assignmentMachines} am ON am.assignment_id = a.id AND am.active
          WHERE a.order_id = o.id AND a.status = 'ACTIVE'
            AND a.distributor_id = o.distributor_id AND a.retailer_id = o.retailer_id
        ) = (SELECT array_agg(om.machine_id ORDER BY om.machine_id) FROM ${orderMachines} om WHERE om.order_id = o.id), false) AS same
      FROM ${orders} o ORDER BY o.id`,
      z.object({ id: integer, status: z.string(), active: integer, same: z.boolean() }),
    );
    for (const o of got) {
      if (o.status === 'CANCELLED') expect(o).toMatchObject({ active: 0, same: false });
      else expect(o).toMatchObject({ active: 1, same: true });
    }
    const [released] = await q(
      sql`
      SELECT count(*)::int AS n FROM ${orderMachines} om JOIN ${orders} o ON o.id = om.order_id
      JOIN ${machines} m ON m.id = om.machine_id WHERE o.status = 'CANCELLED' AND m.status <> 'AVAILABLE'`,
      z.object({ n: integer }),
    );
    expect(released!.n).toBe(0);
  });

  it('writes the audit trail', async () => {
    const [audit] = await q(
      sql`
      SELECT
        (SELECT count(*)::int FROM ${auditLog} WHERE action = 'order.created') AS orders_logged,
        (SELECT count(*)::int FROM ${orders}) AS orders,
        (SELECT count(*)::int FROM ${auditLog} WHERE action = 'assignment.created') AS assignments_logged,
        (SELECT count(*)::int FROM ${assignments}) AS assignments,
        (SELECT count(DISTINCT entity_id)::int FROM ${auditLog} WHERE action = 'machine.assigned') AS machines_logged,
        (SELECT count(DISTINCT machine_id)::int FROM ${assignmentMachines}) AS machines,
        (SELECT count(*)::int FROM ${auditLog} WHERE actor_role <> 'admin' OR actor_user_id IS NULL) AS not_admin`,
      z.record(z.string(), integer),
    );
    expect(audit!.orders_logged).toBe(audit!.orders);
    expect(audit!.assignments_logged).toBe(audit!.assignments);
    expect(audit!.machines_logged).toBe(audit!.machines);
    expect(audit!.not_admin).toBe(0);
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('demo seed on a database in use', () => {
  it('leaves a database with machines but no users alone', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`
        INSERT INTO ${machines} (serial_number, model, manufacturer, machine_type)
        VALUES ('TLR-POS-999999', 'Telering T-300', 'Telering', 'POS')`);
      expect(await seedDemoIfEmpty(database.db)).toBe(false);
      const [got] = await rows(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM ${users}) AS users, (SELECT count(*)::int FROM ${machines}) AS machines`,
        z.object({ users: integer, machines: integer }),
      );
      expect(got).toEqual({ users: 0, machines: 1 });
    } finally {
      await database.close();
    }
  });
});
