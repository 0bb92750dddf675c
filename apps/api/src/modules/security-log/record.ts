import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { securityEvents } from '../../db/schema';
import { alertAccountHolders } from './alerts';
import type { RequestMeta, SecurityEvent } from './event';

/** Where the request came from: its address and user agent. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

const rowOf = (event: SecurityEvent) => ({
  type: event.type,
  userId: event.userId,
  email: event.email ?? null,
  actorUserId: event.actorUserId ?? null,
  ip: event.meta?.ip ?? null,
  userAgent: event.meta?.userAgent?.slice(0, 300) ?? null,
  details: event.details ?? null,
});

/**
 * Appends one event; pass the transaction of the change it records so both land together
 * (a failed sign-in has no transaction: it is written on its own). An event worth telling the
 * account holder also writes its `security.alert` to the outbox, on the same `db` (alerts.ts).
 */
export async function recordSecurityEvent(db: Executor, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values(rowOf(event));
  await alertAccountHolders(db, [event]);
}

/** Appends several events in one statement (one change that touches many accounts). */
export async function recordSecurityEvents(db: Executor, events: SecurityEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(securityEvents).values(events.map(rowOf));
  await alertAccountHolders(db, events);
}
