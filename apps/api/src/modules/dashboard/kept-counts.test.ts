import { todayInIndia } from '@dd/contract';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../access/principal';
import { assignmentScope, orderScope } from '../../access/scope';
import {
  activationCountDeltas,
  assignments,
  machines,
  orders,
  serviceProviders,
  statusCountDeltas,
} from '../../db/schema';
import { createMachines } from '../../../test/factories/machines';
import { createMerchantWorld } from '../../../test/factories/merchant-reporting';
import { createDashboardWorld } from '../../../test/factories/reporting';
import { postOrder } from '../../../test/requests';
import { useTestApp } from '../../../test/use-app';
import { compactKeptCounts } from '../machines';
import { recountKeptCounts } from '../custody';
import { writeCounted, writeMachines } from '../../../test/factories/custody';
import { activationFunnel } from './funnel';
import { dashboardCounts, statsOf } from './queries';
import { referenceDashboard } from '../../../test/dashboard-reference';
import { keptStatusCounts } from './status-counts';
import { readRows } from '../../../test/read-rows';

/**
 * The kept order, assignment and funnel counts (custody's kept-counts.ts) against the aggregates the
 * dashboard ran before (test/dashboard-reference.ts, over the same scope helpers), for every role,
 * after every kind of write.
 */
const t = useTestApp();
const admin = t.signIn('admin');

const principal = (role: Principal['role'], links: Partial<Principal> = {}): Principal => ({
  userId: 1,
  name: role,
  role,
  distributorId: null,
  retailerId: null,
  sessionId: 'test',
  twoFactorEnabled: false,
  ...links,
});
/** Every role: admin, each distributor and retailer given, and ones that hold nothing. */
function everyone(distributorIds: number[], retailerIds: number[]): Principal[] {
  return [
    principal('admin'),
    ...[...distributorIds, 999_999].map((id) => principal('distributor', { distributorId: id })),
    ...[...retailerIds, 999_999].map((id) => principal('retailer', { retailerId: id })),
    principal('distributor'),
    principal('retailer'),
  ];
}

const ORDER_STATUSES = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  IN_PROGRESS: 'IN_PROGRESS',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
};
const ASSIGNMENT_STATUSES = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  RETURNED: 'RETURNED',
  REASSIGNED: 'REASSIGNED',
};

/** Rows of a table in total and per status, counted over the list's scope. */
async function countedByStatus(
  table: typeof orders | typeof assignments,
  scope: SQL | undefined,
  statuses: Record<string, string>,
) {
  const counted = await readRows<{ status: string; n: number }>(
    t.database.db,
    sql`SELECT ${table.status} AS "status", count(*)::int AS "n" FROM ${table} ${scope ? sql`WHERE ${scope}` : sql``} GROUP BY 1`,
  );
  const of = (status?: string) =>
    counted
      .filter((c) => status === undefined || c.status === status)
      .reduce((sum, c) => sum + c.n, 0);
  return { total: of(), ...Object.fromEntries(Object.keys(statuses).map((s) => [s, of(s)])) };
}

/**
 * The whole dashboard (machines, orders, assignments) equals the reference aggregates, and the
 * lists' stat cards (every status) equal a count over `orderScope` / `assignmentScope`.
 */
async function expectStatusCountsExact(ps: Principal[]) {
  for (const p of ps) {
    expect({ p, kept: await keptStatusCounts(t.database.db, p, 'orders', ORDER_STATUSES) }).toEqual(
      {
        p,
        kept: await countedByStatus(orders, orderScope(p), ORDER_STATUSES),
      },
    );
    expect({
      p,
      kept: await keptStatusCounts(t.database.db, p, 'assignments', ASSIGNMENT_STATUSES),
    }).toEqual({
      p,
      kept: await countedByStatus(assignments, assignmentScope(p), ASSIGNMENT_STATUSES),
    });
    const { activationFunnel: _f, ...counted } = await referenceDashboard(t.database.db, p);
    expect({ p, kept: statsOf(await dashboardCounts(t.database.db, p)) }).toEqual({
      p,
      kept: counted,
    });
  }
}

async function expectFunnelExact(ps: Principal[], days: string[]) {
  for (const p of ps) {
    for (const today of days) {
      expect({ p, today, f: await activationFunnel(t.database.db, p, today) }).toEqual({
        p,
        today,
        f: (await referenceDashboard(t.database.db, p, today)).activationFunnel,
      });
    }
  }
}

const countRows = async (table: typeof statusCountDeltas | typeof activationCountDeltas) =>
  (await readRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS "n" FROM ${table}`))[0]!
    .n;

describe('kept order and assignment counts', () => {
  it('equal the raw aggregates for every role after bookings, status changes, moves and deletes', async () => {
    const w = await createDashboardWorld(t.database);
    const ps = everyone([w.a.id, w.b.id], [w.a1.id, w.a2.id, w.b1.id]);
    await expectStatusCountsExact(ps);

    // A booking through the real route: an order and its assignment.
    const [m] = await createMachines(t.database, 1, { status: 'AVAILABLE' });
    const booked = await postOrder(t, admin.auth, {
      distributorId: w.b.id,
      retailerId: w.b1.id,
      serviceProviderId: m!.serviceProviderId!,
      machineIds: [m!.id],
    });
    expect(booked.statusCode).toBe(201);
    await expectStatusCountsExact(ps);

    // Status changes of many rows in one statement: deliveries, cancellations, returns.
    await writeCounted(t.database, 'orders', eq(orders.status, 'PENDING'), { status: 'DELIVERED' });
    await writeCounted(t.database, 'orders', eq(orders.status, 'APPROVED'), {
      status: 'CANCELLED',
    });
    await writeCounted(t.database, 'assignments', eq(assignments.status, 'ACTIVE'), {
      status: 'RETURNED',
    });
    await expectStatusCountsExact(ps);

    // A row moved to another retailer and distributor; an update of an uncounted column.
    await writeCounted(t.database, 'orders', eq(orders.retailerId, w.a1.id), {
      distributorId: w.b.id,
      retailerId: w.b1.id,
    });
    await writeCounted(t.database, 'assignments', eq(assignments.distributorId, w.a.id), {
      retailerId: null,
    });
    await writeCounted(t.database, 'orders', undefined, { notes: 'seen' });
    await expectStatusCountsExact(ps);

    // Deletes.
    const someOrders = (await t.database.db.select({ id: orders.id }).from(orders)).slice(0, 2);
    const someAssignments = await t.database.db.select({ id: assignments.id }).from(assignments);
    await t.database.db.execute(
      sql`DELETE FROM assignment_machines WHERE assignment_id = ${someAssignments[0]!.id}`,
    );
    await writeCounted(t.database, 'assignments', eq(assignments.id, someAssignments[0]!.id));
    await t.database.db.execute(
      sql`DELETE FROM order_status_events WHERE ${inArray(
        sql`order_id`,
        someOrders.map((o) => o.id),
      )}`,
    );
    await t.database.db.execute(
      sql`DELETE FROM order_machines WHERE ${inArray(
        sql`order_id`,
        someOrders.map((o) => o.id),
      )}`,
    );
    await t.database.db.execute(
      sql`UPDATE assignments SET order_id = NULL WHERE ${inArray(
        sql`order_id`,
        someOrders.map((o) => o.id),
      )}`,
    );
    await writeCounted(
      t.database,
      'orders',
      inArray(
        orders.id,
        someOrders.map((o) => o.id),
      ),
    );
    await expectStatusCountsExact(ps);

    // Compaction folds each group into one row; a rebuild counts again; neither changes a count.
    expect(await compactKeptCounts(t.database.db)).toBeGreaterThan(0);
    const [groups] = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS "n" FROM (SELECT DISTINCT subject, level, holder_id, status FROM ${statusCountDeltas}) g`,
    );
    expect(await countRows(statusCountDeltas)).toBe(groups!.n);
    await expectStatusCountsExact(ps);
    await t.database.db.transaction((tx) => recountKeptCounts(tx));
    await expectStatusCountsExact(ps);
  });
});

describe('kept activation funnel counts', () => {
  it('equal the raw funnel for every role on any day, after activation, moves and idle-day changes', async () => {
    const w = await createMerchantWorld(t.database, admin.user.id);
    const ps = everyone([w.a.id, w.b.id, w.c.id], [w.a1.id, w.b1.id]);
    const today = todayInIndia(new Date());
    const shifted = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    // -10: MR-1 and MR-4 are exactly at their idle days (not idle yet), -9 a day past.
    const days = [today, shifted(-10), shifted(-9), shifted(15), shifted(400)];
    await expectFunnelExact(ps, days);

    // Activations and installs of many devices in one statement.
    await writeMachines(t.database, eq(machines.activationState, 'INSTALLED'), {
      activationState: 'ACTIVATED',
    });
    await writeMachines(t.database, eq(machines.activationState, 'ALLOTTED'), {
      activationState: 'INSTALLED',
    });
    await expectFunnelExact(ps, days);

    // A device moved to another retailer, one taken back from its retailer, a new allotment day.
    await writeMachines(t.database, eq(machines.id, w.m1.id), {
      distributorId: w.b.id,
      retailerId: w.b1.id,
    });
    await writeMachines(t.database, eq(machines.id, w.m3.id), { retailerId: null });
    await writeMachines(t.database, eq(machines.id, w.m2.id), {
      activationState: 'ALLOTTED',
      allottedAt: new Date(Date.now() - 70 * 86_400_000),
    });
    await expectFunnelExact(ps, days);

    // A provider's idle days change: the kept groups apply the new threshold at once.
    await t.database.db
      .update(serviceProviders)
      .set({ idleDays: 100 })
      .where(eq(serviceProviders.id, w.p2.id));
    await expectFunnelExact(ps, days);

    // A device allotted today, then deleted; then compaction and a rebuild change no answer.
    const [fresh] = await createMachines(t.database, 1, {
      status: 'ASSIGNED',
      distributorId: w.b.id,
      retailerId: w.b1.id,
      activationState: 'ALLOTTED',
      allottedAt: new Date(),
    });
    await expectFunnelExact(ps, days);
    await writeMachines(t.database, eq(machines.id, fresh!.id));
    await expectFunnelExact(ps, days);
    await compactKeptCounts(t.database.db);
    await expectFunnelExact(ps, days);
    await t.database.db.transaction((tx) => recountKeptCounts(tx));
    await expectFunnelExact(ps, days);
    expect(await countRows(activationCountDeltas)).toBeGreaterThan(0);
  });
});
