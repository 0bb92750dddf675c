import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/client';
import { rows } from '../../../db/rows';
import { integer } from '../../../db/row-types';
import type { DispatchedEvent } from '../../../platform/outbox';
import { notifications } from '../../../db/schema';

/** Alerts of one kind for one person within this many seconds of the first become one. */
const GROUP_WINDOW_SECONDS = 60;

type Payload = Record<string, unknown>;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);

/**
 * The alert kinds that repeat (decision 0135), each with how two of its payloads add up. Idle
 * devices: one alert per distributor, all written at once by the daily job, so an admin got one
 * per distributor; grouped, they read "12 idle devices (3 alerts)".
 */
const FOLDS: Record<string, (into: Payload, next: Payload) => Payload> = {
  'devices.idle': (into, next) => {
    const days = [into.days, next.days].map(num).filter((d) => d > 0);
    return {
      ...into,
      count: num(into.count) + num(next.count),
      // "idle for more than N days" holds for all of them with the smallest N.
      days: days.length > 0 ? Math.min(...days) : into.days,
      serials: [...new Set([...list(into.serials), ...list(next.serials)])].slice(0, 20),
    };
  },
};

export const isGrouped = (type: string) => type in FOLDS;

const Row = z.object({ id: integer, payload: z.record(z.string(), z.unknown()) });

/**
 * Tells `userId` of a grouped alert: folded into their unread one of the same type from the last
 * minute (the total, `alerts` + 1), else a new row. A transaction lock per (user, type) is the
 * row lock of a row that may not exist yet: two dispatchers cannot both insert. `eventIds`
 * makes a second dispatch of the same event add nothing, as the unique (user, event) does for
 * the others.
 */
export async function foldOrInsert(tx: Tx, userId: number, event: DispatchedEvent) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${userId}::int, hashtext(${`notify:${event.type}`}))`,
  );
  const eventId = event.eventId;
  const at = event.at.toISOString();
  const [seen] = await rows(
    tx,
    sql`SELECT id FROM ${notifications}
         WHERE user_id = ${userId} AND (event_id = ${eventId}::uuid
               OR (type = ${event.type} AND payload->'eventIds' ? ${eventId}))
         LIMIT 1`,
    z.object({ id: integer }),
  );
  if (seen) return;
  const payload = (event.payload ?? {}) as Payload;
  const [recent] = await rows(
    tx,
    sql`SELECT id, payload FROM ${notifications}
         WHERE user_id = ${userId} AND type = ${event.type} AND read_at IS NULL
           AND coalesce((payload->>'firstAt')::timestamptz, at)
               >= ${at}::timestamptz - make_interval(secs => ${GROUP_WINDOW_SECONDS})
         ORDER BY id DESC LIMIT 1`,
    Row,
  );
  if (recent) {
    const merged = {
      ...FOLDS[event.type]!(recent.payload, payload),
      alerts: num(recent.payload.alerts) + 1,
      eventIds: [...list(recent.payload.eventIds), eventId],
    };
    await tx.execute(
      sql`UPDATE ${notifications} SET payload = ${JSON.stringify(merged)}::jsonb,
                 at = greatest(at, ${at}::timestamptz)
           WHERE id = ${recent.id}`,
    );
    return;
  }
  const first = { ...payload, alerts: 1, eventIds: [eventId], firstAt: at };
  await tx.execute(sql`
    INSERT INTO ${notifications} (user_id, event_id, type, at, entity_type, entity_id, payload)
    VALUES (${userId}, ${eventId}::uuid, ${event.type}, ${at}::timestamptz,
            ${event.entityType}, ${event.entityId}::int, ${JSON.stringify(first)}::jsonb)
    ON CONFLICT (user_id, event_id) DO NOTHING`);
}
