import { inArray } from 'drizzle-orm';
import { keepStatusCounts, trackMachines } from '../../modules/custody';
import type { Tx } from '../client';
import {
  assignmentMachines,
  assignments,
  machines,
  orderMachines,
  orders,
  orderStatusEvents,
} from '../schema';
import { ORDER_CREATED } from '@dd/contract';
import { DISTRIBUTORS, type MachineKind } from './demo-data';
import { DIRECT_ASSIGNMENTS, ORDER_PLANS, RETAILERS } from './demo-plans';
import type { MachinePicker, PickedMachine } from './demo-machines';

export type Clock = {
  now: Date;
  /** 10:00 IST on the day `daysAgo` before today, plus `hours`; never later than now. */
  at(daysAgo: number, hours?: number): Date;
  /** The calendar date in India (YYYY-MM-DD). */
  date(d: Date): string;
  /** The date `daysAgo` days before today (negative: in the future). */
  day(daysAgo: number): string;
};

export type AuditRow = {
  at: Date;
  action: string;
  entityType: string;
  entityId: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details: Record<string, unknown>;
};

type Admin = { id: number; name: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const distributorName = (id: number) => DISTRIBUTORS.find((d) => d.id === id)!.name;
const retailer = (id: number) => RETAILERS.find((r) => r.id === id)!;

type Booking = {
  status: 'ACTIVE' | 'INACTIVE' | 'RETURNED' | 'REASSIGNED';
  distributorId: number;
  retailerId: number | null;
  orderId: number | null;
  machines: PickedMachine[];
  createdAt: Date;
  validFrom: string;
  validTo: string | null;
  notes: string;
  /** When a non-ACTIVE assignment gave its machines back. */
  releasedAt: Date | null;
};

/**
 * One assignment exactly as the booking service leaves it: the assignment and its machine links,
 * machines ASSIGNED to the holder while it is ACTIVE (AVAILABLE again once released), and history.
 */
async function assign(tx: Tx, admin: Admin, b: Booking, audits: AuditRow[]): Promise<number> {
  const active = b.status === 'ACTIVE';
  const [row] = await tx
    .insert(assignments)
    .values({
      status: b.status,
      distributorId: b.distributorId,
      retailerId: b.retailerId,
      orderId: b.orderId,
      validFrom: b.validFrom,
      validTo: b.validTo,
      notes: b.notes,
      assignedBy: admin.id,
      assignedByRole: 'admin',
      createdAt: b.createdAt,
      updatedAt: b.releasedAt ?? b.createdAt,
      returnedAt: b.status === 'RETURNED' ? b.releasedAt : null,
    })
    .returning({
      id: assignments.id,
      distributorId: assignments.distributorId,
      retailerId: assignments.retailerId,
      status: assignments.status,
    });
  await keepStatusCounts(tx, 'assignments', [], [row!]);
  const assignmentId = row!.id;
  const ids = b.machines.map((m) => m.id);
  await tx
    .insert(assignmentMachines)
    .values(ids.map((machineId) => ({ assignmentId, machineId, active })));

  const partner = distributorName(b.distributorId);
  if (active) {
    await trackMachines(tx, ids, () =>
      tx
        .update(machines)
        .set({
          status: 'ASSIGNED',
          partner,
          partnerType: 'B2B',
          distributorId: b.distributorId,
          retailerId: b.retailerId,
          // At a retailer: the activation lifecycle starts, as the custody module does.
          ...(b.retailerId
            ? { activationState: 'ALLOTTED' as const, allottedAt: b.createdAt }
            : {}),
          updatedAt: b.createdAt,
        })
        .where(inArray(machines.id, ids)),
    );
  } else {
    await tx.update(machines).set({ updatedAt: b.releasedAt! }).where(inArray(machines.id, ids));
  }

  const link = { assignmentId, orderId: b.orderId, distributorId: b.distributorId };
  audits.push({
    at: b.createdAt,
    action: 'assignment.created',
    entityType: 'assignment',
    entityId: assignmentId,
    after: { status: 'ACTIVE', validFrom: b.validFrom, validTo: b.validTo },
    details: { ...link, retailerId: b.retailerId, machineIds: ids },
  });
  for (const m of b.machines) {
    audits.push({
      at: b.createdAt,
      action: 'machine.assigned',
      entityType: 'machine',
      entityId: m.id,
      before: { status: 'AVAILABLE', partner: null, partnerType: null },
      after: { status: 'ASSIGNED', partner, partnerType: 'B2B' },
      details: { ...link, retailerId: b.retailerId, serialNumber: m.serialNumber },
    });
  }
  if (!active) {
    audits.push({
      at: b.releasedAt!,
      action: 'assignment.status_changed',
      entityType: 'assignment',
      entityId: assignmentId,
      before: { status: 'ACTIVE' },
      after: { status: b.status },
      details: link,
    });
    for (const m of b.machines) {
      audits.push({
        at: b.releasedAt!,
        action: 'machine.released',
        entityType: 'machine',
        entityId: m.id,
        before: { status: 'ASSIGNED', partner, partnerType: 'B2B' },
        after: { status: 'AVAILABLE', partner: null, partnerType: null },
        details: { ...link, serialNumber: m.serialNumber, reason: b.status },
      });
    }
  }
  return assignmentId;
}

async function seedOrders(
  tx: Tx,
  clock: Clock,
  picker: MachinePicker,
  admin: Admin,
  audits: AuditRow[],
) {
  const later = (d: Date, hours: number) =>
    new Date(Math.min(clock.now.getTime() - 60_000, d.getTime() + hours * HOUR));
  for (const [i, plan] of ORDER_PLANS.entries()) {
    const picked = picker.take(plan.providerId, plan.type, plan.count);
    const createdAt = clock.at(plan.daysAgo, (i * 37) % 5);
    const events = plan.path.map(({ status, hours, notes }) => ({
      status,
      notes,
      at: later(createdAt, hours),
    }));
    const last = events.at(-1)!;
    const shop = retailer(plan.retailerId);
    const orderNumber = `ORD-${clock.date(createdAt).slice(0, 4)}-${String(i + 1).padStart(6, '0')}`; // same form as bookings: ORD-<year>-<6-digit id>
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        status: last.status,
        orderType: plan.type === 'POS' ? 'MACHINE_ALLOTMENT' : 'SOUNDBOX_ALLOTMENT',
        distributorId: plan.distributorId,
        retailerId: plan.retailerId,
        serviceProviderId: plan.providerId,
        quantity: picked.length,
        machineType: picked[0]!.machineType,
        model: picked[0]!.model,
        notes: plan.notes,
        expectedDeliveryDate: clock.date(new Date(createdAt.getTime() + 7 * DAY)),
        deliveryAddress: `${shop.shopName}, ${shop.address}, ${shop.city}`,
        contactPerson: shop.name,
        contactPhone: shop.phone,
        createdBy: admin.id,
        createdAt,
        updatedAt: last.at,
      })
      .returning({
        id: orders.id,
        distributorId: orders.distributorId,
        retailerId: orders.retailerId,
        status: orders.status,
      });
    await keepStatusCounts(tx, 'orders', [], [order!]);
    const orderId = order!.id;
    await tx.insert(orderMachines).values(picked.map((m) => ({ orderId, machineId: m.id })));
    await tx.insert(orderStatusEvents).values(
      events.map((e) => ({
        orderId,
        status: e.status,
        notes: e.notes,
        phrase: e.status === 'PENDING' ? ORDER_CREATED : null,
        userId: admin.id,
        createdAt: e.at,
      })),
    );

    audits.push({
      at: createdAt,
      action: 'order.created',
      entityType: 'order',
      entityId: orderId,
      after: { orderNumber, status: 'PENDING', quantity: picked.length, machineType: plan.type },
      details: {
        orderNumber,
        distributorId: plan.distributorId,
        retailerId: plan.retailerId,
        serviceProviderId: plan.providerId,
        machineIds: picked.map((m) => m.id),
      },
    });
    events.slice(1).forEach((e, k) =>
      audits.push({
        at: e.at,
        action: 'order.status_changed',
        entityType: 'order',
        entityId: orderId,
        before: { status: events[k]!.status },
        after: { status: e.status },
        details: { orderNumber, notes: e.notes },
      }),
    );

    // Booking made the assignment; cancelling released it (INACTIVE, machines back in stock).
    const cancelledAt = last.status === 'CANCELLED' ? last.at : null;
    await assign(
      tx,
      admin,
      {
        status: cancelledAt ? 'INACTIVE' : 'ACTIVE',
        distributorId: plan.distributorId,
        retailerId: plan.retailerId,
        orderId,
        machines: picked,
        createdAt,
        validFrom: clock.date(createdAt),
        validTo: cancelledAt ? clock.date(cancelledAt) : null,
        notes: cancelledAt
          ? `Order ${orderNumber} cancelled; machines released`
          : `Booked with order ${orderNumber}`,
        releasedAt: cancelledAt,
      },
      audits,
    );
  }
}

async function seedDirectAssignments(
  tx: Tx,
  clock: Clock,
  picker: MachinePicker,
  admin: Admin,
  audits: AuditRow[],
) {
  for (const plan of DIRECT_ASSIGNMENTS) {
    const createdAt = clock.at(plan.fromDaysAgo, 2);
    const released =
      plan.status === 'ACTIVE' ? null : clock.at(plan.toDaysAgo ?? plan.fromDaysAgo - 6, 5);
    await assign(
      tx,
      admin,
      {
        status: plan.status,
        distributorId: plan.distributorId,
        retailerId: plan.retailerId,
        orderId: null,
        machines: picker.take(plan.providerId, plan.type, plan.count),
        createdAt,
        validFrom: clock.date(createdAt),
        validTo: plan.toDaysAgo === null ? null : clock.day(plan.toDaysAgo),
        notes: plan.notes,
        releasedAt: released,
      },
      audits,
    );
  }
}

/** Machines out of service, and the stock earmarked for direct (B2C) retail. */
async function seedStockStates(tx: Tx, clock: Clock, picker: MachinePicker, audits: AuditRow[]) {
  const groups: [1 | 2, MachineKind, number, 'MAINTENANCE' | 'RETIRED', string][] = [
    [1, 'POS', 3, 'MAINTENANCE', 'Card reader fault reported'],
    [2, 'POS', 2, 'MAINTENANCE', 'Printer roller replacement'],
    [1, 'SOUNDBOX', 3, 'MAINTENANCE', 'Speaker distortion; sent for repair'],
    [2, 'SOUNDBOX', 2, 'MAINTENANCE', 'SIM not registering on network'],
    [1, 'POS', 1, 'RETIRED', 'Water damage; beyond repair'],
    [2, 'POS', 1, 'RETIRED', 'End of life model'],
    [2, 'SOUNDBOX', 1, 'RETIRED', 'Battery swollen; scrapped'],
  ];
  for (const [k, [providerId, type, n, status, reason]] of groups.entries()) {
    const picked = picker.take(providerId, type, n);
    const at = clock.at(18 - k * 2, 6);
    const ids = picked.map((m) => m.id);
    await trackMachines(tx, ids, () =>
      tx.update(machines).set({ status, updatedAt: at }).where(inArray(machines.id, ids)),
    );
    for (const m of picked) {
      audits.push({
        at,
        action: 'machine.status_changed',
        entityType: 'machine',
        entityId: m.id,
        before: { status: 'AVAILABLE' },
        after: { status },
        details: { serialNumber: m.serialNumber, reason },
      });
    }
  }

  const direct: [1 | 2, MachineKind, number][] = [
    [1, 'SOUNDBOX', 15],
    [2, 'SOUNDBOX', 15],
    [1, 'POS', 10],
    [2, 'POS', 10],
  ];
  const b2c = direct.flatMap(([providerId, type, n]) =>
    picker.take(providerId, type, n).map((m) => m.id),
  );
  await trackMachines(tx, b2c, () =>
    tx
      .update(machines)
      .set({ partner: 'Direct Retail', partnerType: 'B2C' })
      .where(inArray(machines.id, b2c)),
  );
}

/** Orders with their timelines and assignments, direct assignments, and machine states. */
export async function seedBookings(
  tx: Tx,
  clock: Clock,
  picker: MachinePicker,
  admin: Admin,
): Promise<AuditRow[]> {
  const audits: AuditRow[] = [];
  await seedOrders(tx, clock, picker, admin, audits);
  await seedDirectAssignments(tx, clock, picker, admin, audits);
  await seedStockStates(tx, clock, picker, audits);
  return audits;
}
