import type { NotificationListQuery, NotificationListResponse } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { rows } from '../../../db/rows';
import { integer, timestamptz } from '../../../db/row-types';
import { notFound } from '../../../lib/http-errors';
import { eventPath } from '../links';
import { notifications } from '../../../db/schema';

const Row = z.object({
  id: integer,
  type: z.string(),
  at: timestamptz,
  entity_type: z.string().nullable(),
  entity_id: z.int().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  read_at: timestamptz.nullable(),
});

/** The caller's unread count (the bell polls it: one index-only count). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM ${notifications} WHERE user_id = ${userId} AND read_at IS NULL`,
    z.object({ n: z.int() }),
  );
  return row?.n ?? 0;
}

/** GET /notifications: the caller's own, newest first, paged. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const onlyUnread = query.unread === 'true' ? sql`AND read_at IS NULL` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const found = await rows(
    db,
    sql`SELECT id, type, at, entity_type, entity_id, payload, read_at FROM ${notifications}
         WHERE user_id = ${userId} ${onlyUnread}
         ORDER BY id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
    Row,
  );
  const [counts] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE true ${onlyUnread})::int AS total,
               count(*) FILTER (WHERE read_at IS NULL)::int AS unread
          FROM ${notifications} WHERE user_id = ${userId}`,
    z.object({ total: z.int(), unread: z.int() }),
  );
  return {
    notifications: found.map((n) => {
      const payload = n.payload ?? {};
      const serial = typeof payload.serialNumber === 'string' ? payload.serialNumber : null;
      const month = typeof payload.month === 'string' ? payload.month : null;
      return {
        id: n.id,
        type: n.type,
        at: n.at.toISOString(),
        entityType: n.entity_type,
        entityId: n.entity_id,
        payload,
        readAt: n.read_at?.toISOString() ?? null,
        link: eventPath(n.type, n.entity_type, n.entity_id, serial, month),
      };
    }),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks one of the caller's notifications read (again is fine); another's answers 404. */
export async function markRead(db: Db, userId: number, id: number): Promise<number> {
  const updated = await rows(
    db,
    sql`UPDATE ${notifications} SET read_at = coalesce(read_at, now())
         WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    z.object({ id: integer }),
  );
  if (updated.length === 0) throw notFound('not_found');
  return unreadCount(db, userId);
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  await db.execute(
    sql`UPDATE ${notifications} SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`,
  );
  return 0;
}
