import {
  HANDOVER_MAX_TRIES,
  type OrderDetail,
  type OrderHandover,
  type OrderReceipt,
  type ReceiptState,
} from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderMachines, orders, users } from '../../../db/schema';
import type { Principal } from '../../../access/principal';

type OrderRow = typeof orders.$inferSelect;

/** The hand-over state of an order; the code itself only for an admin (the challan's reader). */
export function handoverOf(row: OrderRow, principal: Principal): OrderHandover | null {
  if (!row.handoverCode && !row.handoverIssuedAt) return null;
  return {
    code: principal.role === 'admin' ? row.handoverCode : null,
    issued: row.handoverCode !== null,
    issuedAt: row.handoverIssuedAt?.toISOString() ?? null,
    triesLeft: Math.max(0, HANDOVER_MAX_TRIES - row.handoverFailures),
    locked: row.handoverLockedAt !== null,
    lockedAt: row.handoverLockedAt?.toISOString() ?? null,
  };
}

/** Who confirmed receipt with the code, and when (null: not confirmed). */
export async function receiptOf(db: Executor, row: OrderRow): Promise<OrderReceipt | null> {
  if (!row.receivedAt) return null;
  const [who] = row.receivedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.receivedBy))
    : [];
  return {
    by: { id: row.receivedBy, name: who?.name ?? null },
    at: row.receivedAt.toISOString(),
    notes: row.receiptNotes,
  };
}

/** The order's machines with what the receiver reported for each. */
export async function withReceiptStates(
  db: Executor,
  orderId: number,
  list: { id: number; serialNumber: string; type: 'POS' | 'SOUNDBOX'; model: string }[],
): Promise<OrderDetail['machines']> {
  const states = await db
    .select({
      machineId: orderMachines.machineId,
      state: orderMachines.receiptState,
      note: orderMachines.receiptNote,
    })
    .from(orderMachines)
    .where(eq(orderMachines.orderId, orderId));
  const byId = new Map(states.map((s) => [s.machineId, s]));
  return list.map((m) => ({
    ...m,
    receiptState: (byId.get(m.id)?.state as ReceiptState | null | undefined) ?? null,
    receiptNote: byId.get(m.id)?.note ?? null,
  }));
}
