import type { NotificationEventType, WebhookEventData, WebhookEventEntity } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor, Tx } from '../db/client';
import { integer } from '../db/row-types';
import { rows } from '../db/rows';
import { outboxEvents } from '../db/schema';

export type EventOf<T extends NotificationEventType> = {
  type: T;
  /** Who did it (from the token), null for the system. */
  actorUserId?: number | null;
  /** Whose business it is: their users are told, with the admins. */
  distributorId?: number | null;
  retailerId?: number | null;
  /** Only this account is told (security alerts). */
  userId?: number | null;
  /** The object the notification links to: the one the contract names for the type. */
  entityType?: WebhookEventEntity<T>;
  entityId?: number | null;
  /**
   * What the message needs to be written (numbers, names, statuses): no secrets. Its shape is
   * the contract's for the type (WEBHOOK_EVENT_DATA): webhooks send it as `event.data`.
   */
  payload: WebhookEventData<T>;
};

/** An event of any type, its payload the one its type declares. */
export type OutboxEvent = { [T in NotificationEventType]: EventOf<T> }[NotificationEventType];

/** The event of a type chosen at run time (a step of several): checked against that type. */
export function outboxEvent<T extends NotificationEventType>(event: EventOf<T>): OutboxEvent {
  return event as unknown as OutboxEvent;
}

/** An outbox row as the dispatcher hands it to each channel. */
export type DispatchedEvent = typeof outboxEvents.$inferSelect;

/** One way of telling (in-app, email, webhooks): what an outbox event becomes, in its tx. */
export type Channel = (tx: Tx, event: DispatchedEvent) => Promise<void>;

/** At most this many serials travel in an event's payload; `machineCount` tells the rest. */
const SERIALS_IN_PAYLOAD = 20;

/** The devices of an event as its payload names them: how many, and the first serials. */
export function devicesPayload(serials: readonly string[]): {
  machineCount: number;
  serials: string[];
} {
  return { machineCount: serials.length, serials: serials.slice(0, SERIALS_IN_PAYLOAD) };
}

/**
 * Writes events to the outbox. Pass the transaction of the change: the event exists exactly when
 * the change does, and the worker (worker.ts) dispatches it after the commit, even after a crash.
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
      payload: e.payload,
    })),
  );
}

/**
 * Runs `step` and dates the events it wrote `at` instead of now: a seed that replays the past
 * (the demo's invoices issued and paid months ago) tells of each when it happened.
 */
export async function emittedAt<T>(tx: Tx, at: Date, step: () => Promise<T>): Promise<T> {
  const [last] = await rows(
    tx,
    sql`SELECT max(id) AS id FROM ${outboxEvents}`,
    z.object({ id: integer.nullable() }),
  );
  const result = await step();
  await tx.execute(
    sql`UPDATE ${outboxEvents} SET at = ${at.toISOString()}::timestamptz
         WHERE id > ${last?.id ?? 0} AND dispatched_at IS NULL`,
  );
  return result;
}

/**
 * Hands up to 100 undispatched events to every channel and stamps them dispatched, all in one
 * transaction (SKIP LOCKED: processes take different events); true when it found some.
 */
export async function dispatchOutbox(db: Db, channels: readonly Channel[]): Promise<boolean> {
  return db.transaction((tx) => dispatchIn(tx, channels));
}

/** dispatchOutbox in the caller's transaction (the demo seed's, with some channels only). */
export async function dispatchIn(tx: Tx, channels: readonly Channel[]): Promise<boolean> {
  const events = await rows(
    tx,
    sql`SELECT id FROM ${outboxEvents} WHERE dispatched_at IS NULL ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
    z.object({ id: integer }),
  );
  if (events.length === 0) return false;
  const ids = events.map((e) => e.id);
  const full = await tx.query.outboxEvents.findMany({
    where: (t, { inArray }) => inArray(t.id, ids),
    orderBy: (t, { asc }) => asc(t.id),
  });
  for (const event of full) {
    for (const channel of channels) await channel(tx, event);
  }
  await tx.execute(
    sql`UPDATE ${outboxEvents} SET dispatched_at = now() WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return true;
}
