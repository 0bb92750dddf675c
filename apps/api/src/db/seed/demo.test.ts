import { sql } from 'drizzle-orm';
import { isValidGstin, isValidPan, isValidPinCode, panGstinMismatch } from '@dd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase } from '../../../test/db';
import type { Database } from '../client';
import { rows } from '../rows';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './demo';

const TABLES = [
  'users',
  'service_providers',
  'distributors',
  'retailers',
  'machines',
  'orders',
  'order_machines',
  'order_status_events',
  'assignments',
  'assignment_machines',
  'audit_log',
] as const;

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

describe('demo seed', () => {
  let database: Database;
  let seeded: boolean;
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const [row] = await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(t)}`,
      );
      out[t] = row!.n;
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
    const got = await q<{ name: string; type: string; n: number }>(sql`
      SELECT p.name, m.machine_type AS type, count(*)::int AS n
      FROM machines m JOIN service_providers p ON p.id = m.service_provider_id
      GROUP BY p.id, p.name, m.machine_type ORDER BY p.id, m.machine_type`);
    expect(got).toEqual([
      { name: 'Bharat Payment Services', type: 'POS', n: 390 },
      { name: 'Bharat Payment Services', type: 'SOUNDBOX', n: 500 },
      { name: 'Sarvatra Pay Networks', type: 'POS', n: 251 },
      { name: 'Sarvatra Pay Networks', type: 'SOUNDBOX', n: 500 },
    ]);
  });

  it('gives machines plausible, unique identifiers', async () => {
    const [bad] = await q<Record<string, number>>(sql`
      SELECT
        count(*) FILTER (WHERE manufacturer NOT IN ('Telering', 'Everlife'))::int AS manufacturer,
        count(*) FILTER (WHERE machine_type = 'POS'
          AND (mid !~ '^[0-9]{15}$' OR length(tid) <> 8 OR qr_code IS NOT NULL))::int AS pos,
        count(*) FILTER (WHERE machine_type = 'SOUNDBOX'
          AND (tid IS NOT NULL OR qr_code !~ '^upi://pay\\?pa=merchant[0-9]{6}@'))::int AS soundbox,
        (count(*) - count(DISTINCT serial_number))::int AS serials,
        (count(tid) - count(DISTINCT tid))::int AS tids,
        (count(qr_code) - count(DISTINCT qr_code))::int AS qrs
      FROM machines`);
    expect(bad).toEqual({ manufacturer: 0, pos: 0, soundbox: 0, serials: 0, tids: 0, qrs: 0 });
    const [standees] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM machines WHERE machine_type = 'SOUNDBOX' AND has_standee`,
    );
    expect(standees!.n).toBeGreaterThan(300);
    expect(standees!.n).toBeLessThan(370);
  });

  it('has distributors 1 to 8 with the spec names, valid GSTINs, and its serial moved on', async () => {
    const got = await q<{ id: number; name: string; gst: string; status: string }>(
      sql`SELECT id, name, gst_number AS gst, status FROM distributors ORDER BY id`,
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
    const [next] = await q<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('distributors', 'id'))::int AS id`,
    );
    expect(next!.id).toBe(9);
  });

  it('gives every party a valid PAN, PIN code and GSTIN of that PAN, and a KYC status', async () => {
    type Party = { id: number; pan: string; pin: string; gst: string | null; kyc: string };
    for (const table of ['distributors', 'retailers']) {
      const parties = await q<Party>(
        sql`SELECT id, pan, pin_code AS pin, gst_number AS gst, kyc_status AS kyc
            FROM ${sql.identifier(table)} ORDER BY id`,
      );
      for (const p of parties) {
        expect(isValidPan(p.pan), `${table} ${p.id}`).toBe(true);
        expect(isValidPinCode(p.pin), `${table} ${p.id}`).toBe(true);
        if (p.gst) expect(isValidGstin(p.gst) && !panGstinMismatch(p.pan, p.gst)).toBe(true);
      }
    }
    // retailer@demo.test's retailer is VERIFIED; another retailer of ABC Distributors is PENDING.
    const abc = await q<{ id: number; kyc: string }>(
      sql`SELECT id, kyc_status AS kyc FROM retailers WHERE distributor_id = 1 ORDER BY id`,
    );
    expect(abc[0]).toEqual({ id: 1, kyc: 'VERIFIED' });
    expect(abc.find((r) => r.id === 2)?.kyc).toBe('PENDING');
  });

  it("has our organisation, the challans' consignor, with a valid GSTIN", async () => {
    const [org] = await q<{ name: string; address: string; gstin: string }>(
      sql`SELECT name, address, gstin FROM organisation WHERE id = 1`,
    );
    expect(org!.name).not.toBe('');
    expect(org!.address).not.toBe('');
    expect(isValidGstin(org!.gstin)).toBe(true);
  });

  it('has 3 to 5 retailers per distributor, valid GSTINs where set, some inactive', async () => {
    const per = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM retailers GROUP BY distributor_id ORDER BY distributor_id`,
    );
    expect(per).toHaveLength(8);
    for (const p of per) expect(p.n).toBeGreaterThanOrEqual(3);
    for (const p of per) expect(p.n).toBeLessThanOrEqual(5);
    const gsts = await q<{ gst: string }>(
      sql`SELECT gst_number AS gst FROM retailers WHERE gst_number IS NOT NULL`,
    );
    expect(gsts.length).toBeGreaterThan(20);
    for (const g of gsts) expect(g.gst).toMatch(GSTIN);
    const [inactive] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM retailers WHERE status = 'INACTIVE'`,
    );
    expect(inactive!.n).toBeGreaterThan(0);
  });

  it('creates the four demo accounts with the right types and links', async () => {
    const got = await q<{
      email: string;
      type: string;
      distributorId: number | null;
      retailerId: number | null;
      retailerDistributor: number | null;
      hash: string;
    }>(sql`
      SELECT u.email, u.user_type AS type, u.distributor_id AS "distributorId",
        u.retailer_id AS "retailerId", r.distributor_id AS "retailerDistributor",
        u.password_hash AS hash
      FROM users u LEFT JOIN retailers r ON r.id = u.retailer_id ORDER BY u.id`);
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
    const [assigned] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM machines WHERE status = 'ASSIGNED'`,
    );
    expect(assigned!.n).toBeGreaterThan(40);
    const wrong = await q<{ id: number }>(sql`
      SELECT m.id FROM machines m
      WHERE m.status = 'ASSIGNED' AND (
        SELECT count(*) FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
        WHERE am.machine_id = m.id AND am.active AND a.status = 'ACTIVE'
      ) <> 1`);
    expect(wrong).toEqual([]);
    const mismatched = await q<{ id: number }>(sql`
      SELECT m.id FROM machines m
      JOIN assignment_machines am ON am.machine_id = m.id AND am.active
      JOIN assignments a ON a.id = am.assignment_id
      JOIN distributors d ON d.id = a.distributor_id
      WHERE m.status = 'ASSIGNED' AND (m.partner IS DISTINCT FROM d.name
        OR m.partner_type IS DISTINCT FROM 'B2B'
        OR m.distributor_id IS DISTINCT FROM a.distributor_id
        OR m.retailer_id IS DISTINCT FROM a.retailer_id)`);
    expect(mismatched).toEqual([]);
  });

  it('has no other machine in an active assignment, and active links only on ACTIVE assignments', async () => {
    const [stray] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM assignment_machines am JOIN machines m ON m.id = am.machine_id
      WHERE am.active AND m.status <> 'ASSIGNED'`);
    expect(stray!.n).toBe(0);
    const [inconsistent] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM assignment_machines am JOIN assignments a ON a.id = am.assignment_id
      WHERE am.active <> (a.status = 'ACTIVE')`);
    expect(inconsistent!.n).toBe(0);
    const [held] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM machines
      WHERE status <> 'ASSIGNED' AND (distributor_id IS NOT NULL OR retailer_id IS NOT NULL
        OR partner_type = 'B2B')`);
    expect(held!.n).toBe(0);
  });

  it('has machines in every state and every assignment status', async () => {
    const states = await q<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM machines GROUP BY status ORDER BY status`,
    );
    expect(states.map((s) => s.status)).toEqual([
      'ASSIGNED',
      'AVAILABLE',
      'MAINTENANCE',
      'RETIRED',
    ]);
    const [b2c] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM machines
      WHERE status = 'AVAILABLE' AND partner_type = 'B2C' AND partner = 'Direct Retail'`);
    expect(b2c!.n).toBe(50);
    const statuses = await q<{ status: string }>(
      sql`SELECT DISTINCT status FROM assignments ORDER BY status`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['ACTIVE', 'INACTIVE', 'REASSIGNED', 'RETURNED']);
    const [direct] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM assignments WHERE status = 'ACTIVE' AND order_id IS NULL AND retailer_id IS NULL`,
    );
    expect(direct!.n).toBeGreaterThanOrEqual(1);
  });

  it('has orders in every status with consistent quantities and timelines', async () => {
    const statuses = await q<{ status: string }>(
      sql`SELECT DISTINCT status FROM orders ORDER BY status`,
    );
    expect(statuses.map((s) => s.status)).toEqual([
      'APPROVED',
      'CANCELLED',
      'DELIVERED',
      'IN_PROGRESS',
      'PENDING',
    ]);
    const perDistributor = await q<{ id: number; n: number }>(
      sql`SELECT distributor_id AS id, count(*)::int AS n FROM orders GROUP BY distributor_id`,
    );
    const n = (id: number) => perDistributor.find((p) => p.id === id)?.n ?? 0;
    expect(n(1)).toBeGreaterThanOrEqual(3);
    expect(n(2)).toBeGreaterThanOrEqual(3);
    const bad = await q<{ id: number }>(sql`
      SELECT o.id FROM orders o
      WHERE o.quantity <> (SELECT count(*) FROM order_machines om WHERE om.order_id = o.id)
        OR o.order_number !~ '^ORD-[0-9]{4}-[0-9]{6}$'
        OR o.retailer_id NOT IN (SELECT id FROM retailers r WHERE r.distributor_id = o.distributor_id)
        OR (SELECT e.status FROM order_status_events e WHERE e.order_id = o.id ORDER BY e.created_at, e.id LIMIT 1) <> 'PENDING'
        OR (SELECT e.status FROM order_status_events e WHERE e.order_id = o.id ORDER BY e.created_at DESC, e.id DESC LIMIT 1) <> o.status
        OR EXISTS (SELECT 1 FROM order_machines om JOIN machines m ON m.id = om.machine_id
          WHERE om.order_id = o.id AND (m.machine_type <> o.machine_type OR m.service_provider_id <> o.service_provider_id))`);
    expect(bad).toEqual([]);
    const [delivered] = await q<{ statuses: string[] }>(sql`
      SELECT array_agg(e.status ORDER BY e.created_at, e.id) AS statuses
      FROM order_status_events e JOIN orders o ON o.id = e.order_id
      WHERE o.id = (SELECT min(id) FROM orders WHERE status = 'DELIVERED')`);
    expect(delivered!.statuses).toEqual(['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED']);
  });

  it('gives every non-cancelled order one ACTIVE assignment with the same machines', async () => {
    const got = await q<{ id: number; status: string; active: number; same: boolean }>(sql`
      SELECT o.id, o.status,
        (SELECT count(*)::int FROM assignments a WHERE a.order_id = o.id AND a.status = 'ACTIVE') AS active,
        COALESCE((
          SELECT array_agg(am.machine_id ORDER BY am.machine_id)
          FROM assignments a JOIN assignment_machines am ON am.assignment_id = a.id AND am.active
          WHERE a.order_id = o.id AND a.status = 'ACTIVE'
            AND a.distributor_id = o.distributor_id AND a.retailer_id = o.retailer_id
        ) = (SELECT array_agg(om.machine_id ORDER BY om.machine_id) FROM order_machines om WHERE om.order_id = o.id), false) AS same
      FROM orders o ORDER BY o.id`);
    for (const o of got) {
      if (o.status === 'CANCELLED') expect(o).toMatchObject({ active: 0, same: false });
      else expect(o).toMatchObject({ active: 1, same: true });
    }
    const [released] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM order_machines om JOIN orders o ON o.id = om.order_id
      JOIN machines m ON m.id = om.machine_id WHERE o.status = 'CANCELLED' AND m.status <> 'AVAILABLE'`);
    expect(released!.n).toBe(0);
  });

  it('writes the audit trail', async () => {
    const [audit] = await q<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM audit_log WHERE action = 'order.created') AS orders_logged,
        (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM audit_log WHERE action = 'assignment.created') AS assignments_logged,
        (SELECT count(*)::int FROM assignments) AS assignments,
        (SELECT count(DISTINCT entity_id)::int FROM audit_log WHERE action = 'machine.assigned') AS machines_logged,
        (SELECT count(DISTINCT machine_id)::int FROM assignment_machines) AS machines,
        (SELECT count(*)::int FROM audit_log WHERE actor_role <> 'admin' OR actor_user_id IS NULL) AS not_admin`);
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
        INSERT INTO machines (serial_number, model, manufacturer, machine_type)
        VALUES ('TLR-POS-999999', 'Telering T-300', 'Telering', 'POS')`);
      expect(await seedDemoIfEmpty(database.db)).toBe(false);
      const [got] = await rows<{ users: number; machines: number }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM machines) AS machines`,
      );
      expect(got).toEqual({ users: 0, machines: 1 });
    } finally {
      await database.close();
    }
  });
});
