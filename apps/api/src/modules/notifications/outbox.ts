import type { NotificationEventType } from '@dd/contract';
import type { Executor } from '../../db/client';
import { outboxEvents } from '../../db/schema';

export type OutboxEvent = {
  type: NotificationEventType;
  /** Who did it (from the token), null for the system. */
  actorUserId?: number | null;
  /** Whose business it is: their users are told, with the admins. */
  distributorId?: number | null;
  retailerId?: number | null;
  /** Only this account is told (security alerts). */
  userId?: number | null;
  /** The object the notification links to. */
  entityType?:
    'order' | 'assignment' | 'receipt' | 'machine' | 'rma' | 'transfer' | 'provider' | null;
  entityId?: number | null;
  /** What the message needs to be written (numbers, names, statuses): no secrets. */
  payload?: Record<string, unknown>;
};

/**
 * Writes events to the outbox. Pass the transaction of the change: the event exists exactly when
 * the change does, and the workers (worker.ts) deliver it after the commit, even after a crash.
 */
export async function emit(db: Executor, events: OutboxEvent | OutboxEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await db.insert(outboxEvents).values(
    list.map((e) => ({
      type: e.type,
      actorUserId: e.actorUserId ?? null,
      distributorId: e.distributorId ?? null,
      retailerId: e.retailerId ?? null,
      userId: e.userId ?? null,
      entityType: e.entityType ?? null,
      entityId: e.entityId ?? null,
      payload: e.payload ?? {},
    })),
  );
}

/** An outbox row as the dispatcher hands it to each channel. */
export type DispatchedEvent = typeof outboxEvents.$inferSelect;
